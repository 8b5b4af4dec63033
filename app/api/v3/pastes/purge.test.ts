import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import * as rawVersionRoute from "@/app/raw/[pasteId]/[pastyId]/[historyId]/route";
import { send } from "@/app/authorization-matrix";
import { markSecondFactorProved } from "@/lib/auth/second-factor/recent";
import { confirmTotpEnrolment, startTotpEnrolment } from "@/lib/auth/second-factor/totp";
import { db } from "@/lib/db/client";
import { createTestSessionHeaders, createTestToken, createTestUser } from "@/lib/testing/actors";
import * as revisionRoute from "./[pasteId]/revisions/[revision]/route";
import { api, createActors, createPaste } from "./test-client";

// DELETE /api/v3/pastes/:id/revisions/:revision (issue 46, item 2) as a client meets it: every
// door to the purged version answers 410 without its text, and a browser of an account with a
// second factor must have proved it lately. Who else may purge: the authorization matrix.

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

const LEAK = "AKIAPURGE0123456789X";

const purge = (id: string, revision: string, headers: Record<string, string>) =>
  send(revisionRoute.DELETE, "DELETE", `/api/v3/pastes/${id}/revisions/${revision}`, { pasteId: id, revision }, headers);

/** A paste edited twice by `token`'s account, revision 1 holding LEAK; its history ids, newest first. */
async function leaked(token: string) {
  const id = await createPaste({ pasties: [{ content: "v0" }] }, { token });
  const pastyId = ((await api.get(id)).json as { pasties: { id: string }[] }).pasties[0]!.id;
  for (const content of [`key=${LEAK}`, "key from the vault"]) {
    expect((await api.edit(id, { pasties: [{ id: pastyId, content }] }, { token })).status).toBe(200);
  }
  const [replacedLeak, madeLeak] = (await api.history(id)).json as { id: string }[];
  return { id, pastyId, replacedLeak: replacedLeak!.id, madeLeak: madeLeak!.id };
}

describe("DELETE /api/v3/pastes/:id/revisions/:revision", () => {
  it("purges the revision: its version, both diffs beside it and its raw text answer 410, never the text", async () => {
    const { id, pastyId, replacedLeak, madeLeak } = await leaked(actors.ownerToken);
    const owner = { Authorization: `Bearer ${actors.ownerToken}` };
    const answer = await purge(id, "1", owner);
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ revision: 1, historyId: replacedLeak, purgedAt: expect.any(String) });

    const gone = [
      await api.version(id, replacedLeak),
      await api.diff(id, replacedLeak),
      await api.diff(id, madeLeak),
      await send(
        rawVersionRoute.GET,
        "GET",
        `/raw/${id}/${pastyId}/${replacedLeak}`,
        { pasteId: id, pastyId, historyId: replacedLeak },
        {},
      ),
    ];
    for (const read of gone) {
      expect(read.status, read.text).toBe(410);
      expect(read.text).toMatch(/Revision 1 of this paste was purged on \d{4}-\d\d-\d\d/);
      expect(read.text).not.toContain(LEAK);
    }
    // The history still lists the entry (the marker), and the current version is untouched.
    expect((await api.history(id)).json).toHaveLength(2);
    expect(((await api.get(id)).json as { pasties: { content: string }[] }).pasties[0]!.content).toBe("key from the vault");

    expect((await purge(id, "1", owner)).status).toBe(410);
    const latest = await purge(id, "2", owner);
    expect(latest.status).toBe(409);
    expect((JSON.parse(latest.text) as { message: string }).message).toMatch(/latest: it cannot be purged\. Edit the paste/);
    expect((await purge(id, "one", owner)).status).toBe(400);
  });

  it("asks a browser of an account with a second factor to have proved it in the last 10 minutes; a token is not asked", async () => {
    const user = await createTestUser();
    const { secret } = await startTotpEnrolment(user);
    await confirmTotpEnrolment(user.id, new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    const token = await createTestToken(user.id, ["paste", "paste:read"]);
    const session = await createTestSessionHeaders(user.id);
    const { id } = await leaked(token);

    const stale = await purge(id, "0", session);
    expect(stale.status).toBe(403);
    expect((JSON.parse(stale.text) as { message: string }).message).toMatch(/needs your second factor again/);
    expect(await db().pasteEdit.count({ where: { pasteId: id, purgedAt: { not: null } } })).toBe(0);

    const { id: sessionId } = await db().session.findFirstOrThrow({ where: { userId: user.id } });
    await markSecondFactorProved(sessionId, user.id, new Date());
    expect((await purge(id, "0", session)).status).toBe(200);
    expect((await purge(id, "1", { Authorization: `Bearer ${token}` })).status).toBe(200);
  });
});
