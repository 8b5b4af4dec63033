import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@/app/api/v3/pastes/test-client";
import { db } from "@/lib/db/client";
import { createTestSessionHeaders, createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import * as rawPasty from "./[pasteId]/[pastyId]/route";
import * as rawPaste from "./[pasteId]/route";

// `/raw/<paste id>` without its pasty (issue 43 item 10): a one-pasty paste is redirected to its
// pasty's raw text, anything else is plain text, never the site's HTML 404; and the redirect
// tells nobody more than the paste's own doors do, nor consumes a burn-after-reading paste.

const getRawPaste = (pasteId: string, headers: Record<string, string> = {}) =>
  callRoute(rawPaste.GET, { path: `/raw/${pasteId}`, params: { pasteId }, headers });

async function create(body: object, options: { token?: string; headers?: Record<string, string> } = {}) {
  const created = await api.create(body, options);
  expect(created.status).toBe(201);
  return created.json as { id: string; pasties: { id: string }[] };
}

describe("/raw/:pasteId", () => {
  let ownerToken: string;
  let ownerSession: Record<string, string>;
  let otherSession: Record<string, string>;
  beforeAll(async () => {
    const owner = await createTestUser();
    ownerToken = await createTestToken(owner.id, ["paste", "paste:read"]);
    ownerSession = await createTestSessionHeaders(owner.id);
    otherSession = await createTestSessionHeaders((await createTestUser()).id);
  });

  it("redirects a paste of one pasty to that pasty's raw text", async () => {
    const paste = await create({ pasties: [{ content: "one" }] });
    const answer = await getRawPaste(paste.id);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/raw/${paste.id}/${paste.pasties[0]!.id}`);
  });

  it("answers a paste of several pasties with a plain-text 404 that says where their texts are", async () => {
    const paste = await create({ pasties: [{ content: "a" }, { content: "b" }] });
    const answer = await getRawPaste(paste.id);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(answer.text).toContain("/raw/<paste id>/<pasty id>");
  });

  it("answers someone else's private paste exactly as a missing one, in plain text", async () => {
    const paste = await create({ private: true, pasties: [{ content: "secret" }] }, { token: ownerToken });
    const missing = await getRawPaste("nope0000");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(missing.text).toBe("The paste was not found.\n");
    for (const headers of [{}, otherSession]) {
      const hidden = await getRawPaste(paste.id, headers);
      expect({ status: hidden.status, text: hidden.text, headers: [...hidden.headers] }).toEqual({
        status: missing.status,
        text: missing.text,
        headers: [...missing.headers],
      });
    }
    expect((await getRawPaste(paste.id, ownerSession)).status).toBe(302);
  });

  it("does not consume a burn-after-reading paste: only reading its pasty does", async () => {
    const paste = await create({ burnAfterRead: true, pasties: [{ content: "once" }] }, { token: ownerToken });
    const pastyId = paste.pasties[0]!.id;
    expect((await getRawPaste(paste.id)).headers.get("location")).toBe(`/raw/${paste.id}/${pastyId}`);
    expect((await getRawPaste(paste.id, otherSession)).status).toBe(302);
    expect(await db().paste.count({ where: { id: paste.id } })).toBe(1);
    const read = await callRoute(rawPasty.GET, { path: `/raw/${paste.id}/${pastyId}`, params: { pasteId: paste.id, pastyId } });
    expect(read.text).toBe("once");
    expect((await getRawPaste(paste.id)).status).toBe(404);
  });

  it("needs an encrypted paste's key to name its pasty, as its raw text does", async () => {
    const key = { "Encryption-Key": "a password" };
    const paste = await create({ encrypted: true, pasties: [{ content: "hidden" }] }, { headers: key });
    const locked = await getRawPaste(paste.id);
    expect(locked.status).toBe(400);
    expect(locked.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect((await getRawPaste(paste.id, key)).headers.get("location")).toBe(`/raw/${paste.id}/${paste.pasties[0]!.id}`);
  });

  it("answers a quarantined paste as its pasty's address does: 451 to all but its owner", async () => {
    const paste = await create({ pasties: [{ content: "held" }] }, { token: ownerToken });
    await db().paste.update({ where: { id: paste.id }, data: { quarantinedAt: new Date() } });
    const held = await getRawPaste(paste.id);
    expect(held.status).toBe(451);
    expect(held.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect((await getRawPaste(paste.id, ownerSession)).status).toBe(302);
  });
});
