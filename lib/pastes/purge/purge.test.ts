import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { anonymous, type Caller, type SessionFacts } from "../../auth/caller";
import { sessionCaller } from "../../auth/resolve-caller";
import { logger } from "../../core/logger";
import { db } from "../../db/client";
import { whenRenderingsSettle } from "../../render/render";
import { createTestUser } from "../../testing/actors";
import { fakeSecrets } from "../../testing/fake-secrets";
import { addComment } from "../../comments/mutations";
import { listComments } from "../../comments/queries";
import { commentsPageQuerySchema } from "../../comments/schema";
import { gitRoot, pasteRepository } from "../git-repository";
import { getEditSummaries, getHistoryDiff, getHistoryEntries, getHistoryVersion, restoreHistoryVersion } from "../history";
import { createPaste, editPaste } from "../mutations";
import { createPasteInputSchema } from "../schema";
import { purgeRevision } from "./mutations";

// Purging one revision (issue 46, item 2): the rules (who, which revision), and that the text is
// gone from every store: the database's rows, the renderings, the git repository's objects.

const dataDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/myst-purge-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = "ghp_purgeMe0123456789abcdefghijklmnopqrstu";
let owner: Caller;
let other: Caller;
let admin: Caller;
let ownerId: string;

beforeAll(async () => {
  const [a, b, c] = [await createTestUser(), await createTestUser(), await createTestUser({ isAdmin: true })];
  ownerId = a.id;
  owner = sessionCaller({ id: a.id, username: a.username, isAdmin: false });
  other = sessionCaller({ id: b.id, username: b.username, isAdmin: false });
  admin = sessionCaller({ id: c.id, username: c.username, isAdmin: true });
});

/** A paste of three versions: 0 clean, 1 with the secret (titled so), 2 (the latest) clean again. */
async function leakedInRevisionOne(options: Record<string, unknown> = {}, key: string | null = null) {
  const paste = await createPaste(owner, createPasteInputSchema.parse({ title: "deploy", pasties: [{ content: "v0" }], ...options }), key);
  const pastyId = paste.pasties[0]!.id;
  // Python, so that the version is rendered (and its rendering stored) as it is written.
  const leaked = { id: pastyId, content: `token = "${SECRET}"`, language: "Python" };
  await editPaste(owner, paste.id, { title: "deploy with token", pasties: [leaked] }, key);
  await editPaste(owner, paste.id, { title: "deploy", pasties: [{ id: pastyId, content: "token from the environment" }] }, key);
  const entries = await getHistoryEntries(owner, paste.id);
  const byVersion = (version: number) => entries.find((entry) => entry.version === version)!.id;
  return { id: paste.id, pastyId, revisionOne: byVersion(1), revisionZero: byVersion(0) };
}

/** Every place the database could hold the text: history, pasties, renderings, audit and action logs. */
async function rowsHolding(text: string): Promise<number> {
  const [row] = await db().$queryRaw<{ count: bigint }[]>`
    SELECT (SELECT count(*) FROM paste_edits WHERE strpos(coalesce(pasties::text, '') || title || coalesce(e2e::text, ''), ${text}) > 0)
         + (SELECT count(*) FROM pasties WHERE strpos(content || title, ${text}) > 0)
         + (SELECT count(*) FROM rendered_markup WHERE strpos(html, ${text}) > 0)
         + (SELECT count(*) FROM audit_entries WHERE strpos(target_label || note, ${text}) > 0)
         + (SELECT count(*) FROM pastes WHERE strpos(title, ${text}) > 0) AS count`;
  return Number(row!.count);
}

const gitObjects = (name: string) =>
  execFileSync("git", ["--git-dir", join(gitRoot(), name), "cat-file", "--batch-all-objects", "--batch"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });

describe("purging a revision", () => {
  it("removes its title and text from the history, the diffs, the renderings and the repository, and leaves a marker", async () => {
    const { id, revisionOne } = await leakedInRevisionOne();
    const before = await pasteRepository(owner, id);
    expect(gitObjects(before)).toContain(SECRET);
    // The renderings each edit started are stored, so the purge has them to remove.
    await whenRenderingsSettle();
    expect(await db().renderedMarkup.count({ where: { pasteId: id, html: { contains: "ghp_" } } })).toBe(1);
    expect(await rowsHolding(SECRET)).toBeGreaterThan(0);

    const logged = vi.spyOn(logger(), "info");
    const purged = await purgeRevision(owner, id, 1);
    expect(purged).toMatchObject({ revision: 1, historyId: revisionOne });
    // The server log names the owner as one: they purged their own paste's revision, no admin did.
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ event: "revision_purged" }),
      expect.stringMatching(/^Owner \S+: revision_purged paste /),
    );
    logged.mockRestore();

    expect(await rowsHolding(SECRET)).toBe(0);
    expect(await rowsHolding("deploy with token")).toBe(0);
    const marker = await db().pasteEdit.findUniqueOrThrow({ where: { id: revisionOne } });
    expect(marker).toMatchObject({ version: 1, title: "", pasties: null, encryptedPasties: null, bytes: 0 });
    expect(marker.purgedAt).toEqual(new Date(purged.purgedAt));

    // The version, both diffs it is a side of, and its restore answer 410 and say when, never what.
    const gone = { status: 410, message: expect.stringMatching(/^Revision 1 of this paste was purged on \d{4}-\d\d-\d\d/) };
    await expect(getHistoryVersion(anonymous, id, revisionOne, null)).rejects.toMatchObject(gone);
    await expect(getHistoryDiff(anonymous, id, revisionOne, null)).rejects.toMatchObject(gone);
    const revisionZero = (await getHistoryEntries(owner, id)).find((entry) => entry.version === 0)!.id;
    await expect(getHistoryDiff(anonymous, id, revisionZero, null)).rejects.toMatchObject(gone);
    await expect(restoreHistoryVersion(owner, id, revisionOne, null)).rejects.toMatchObject(gone);
    // The version before it still opens; the list marks the purged one and summarises neither edit beside it.
    expect((await getHistoryVersion(anonymous, id, revisionZero, null)).pasties[0]!.content).toBe("v0");
    expect((await getHistoryEntries(anonymous, id)).map((entry) => entry.purgedAt !== null)).toEqual([true, false]);
    expect([...(await getEditSummaries(anonymous, id)).keys()]).toEqual([]);

    // The repository made before is gone; the one made now has no object of the purged version.
    const after = await pasteRepository(owner, id);
    expect(after).not.toBe(before);
    expect(() => gitObjects(before)).toThrow();
    const objects = gitObjects(after);
    expect(objects).not.toContain(SECRET);
    expect(objects).toContain("v0");
    expect(objects).toContain("token from the environment");

    const audit = await db().auditEntry.findFirstOrThrow({ where: { action: "revision_purged", targetId: id } });
    expect(audit).toMatchObject({
      actorId: ownerId,
      targetType: "paste",
      targetLabel: "deploy",
      note: "Revision 1",
      subjectUserId: ownerId,
    });
  });

  it("refuses the latest (and only) revision with 409, one not kept with 404, one purged already with 410", async () => {
    const { id } = await leakedInRevisionOne();
    await expect(purgeRevision(owner, id, 2)).rejects.toMatchObject({ status: 409, message: expect.stringContaining("Edit the paste") });
    await expect(purgeRevision(owner, id, 3)).rejects.toMatchObject({ status: 404 });
    await purgeRevision(owner, id, 1);
    await expect(purgeRevision(owner, id, 1)).rejects.toMatchObject({ status: 410 });
    const never = await createPaste(owner, createPasteInputSchema.parse({ pasties: [{ content: "only" }] }), null);
    await expect(purgeRevision(owner, never.id, 0)).rejects.toMatchObject({ status: 409 });
  });

  it("is the owner's (with a recent second factor) or an admin's for a public paste, refused before anything changes", async () => {
    const { id } = await leakedInRevisionOne();
    await expect(purgeRevision(anonymous, id, 1)).rejects.toMatchObject({ status: 401 });
    await expect(purgeRevision(other, id, 1)).rejects.toMatchObject({ status: 403 });
    const session = (secondFactorAt: Date | null): SessionFacts => ({
      id: "s1",
      signedInAt: new Date(),
      secondFactorAt,
      hasSecondFactor: true,
    });
    const user = owner.kind === "user" ? owner.user : null;
    const stale = sessionCaller(user!, session(new Date(Date.now() - 60 * 60_000)));
    await expect(purgeRevision(stale, id, 1)).rejects.toMatchObject({ status: 403, message: expect.stringContaining("second factor") });
    expect(await rowsHolding(SECRET)).toBeGreaterThan(0);
    await purgeRevision(sessionCaller(user!, session(new Date())), id, 1);

    const shown = await leakedInRevisionOne();
    const logged = vi.spyOn(logger(), "info");
    await purgeRevision(admin, shown.id, 1);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ event: "revision_purged" }),
      expect.stringMatching(/^Admin \S+: revision_purged paste /),
    );
    logged.mockRestore();
    const hidden = await leakedInRevisionOne({ private: true });
    await expect(purgeRevision(admin, hidden.id, 1)).rejects.toMatchObject({ status: 404 });
  });

  it("purges an encrypted paste's ciphertext the same way", async () => {
    const { id, revisionOne } = await leakedInRevisionOne({ encrypted: true }, "the key");
    await purgeRevision(owner, id, 1);
    const marker = await db().pasteEdit.findUniqueOrThrow({ where: { id: revisionOne } });
    expect(marker.encryptedPasties).toBeNull();
    await expect(getHistoryVersion(owner, id, revisionOne, "the key")).rejects.toMatchObject({ status: 410 });
  });

  it("keeps a comment made on the purged version, placed nowhere, and numbers an edit made beside it after it", async () => {
    const paste = await createPaste(owner, createPasteInputSchema.parse({ pasties: [{ content: "v0" }] }), null);
    const pastyId = paste.pasties[0]!.id;
    await editPaste(owner, paste.id, { pasties: [{ id: pastyId, content: `token=${SECRET}` }] }, null);
    await addComment(owner, paste.id, { pastyId, fromLine: 1, toLine: 1, body: "this line leaks a token" }, null);
    await editPaste(owner, paste.id, { pasties: [{ id: pastyId, content: "v2" }] }, null);
    await Promise.all([purgeRevision(owner, paste.id, 1), editPaste(owner, paste.id, { pasties: [{ id: pastyId, content: "v3" }] }, null)]);
    expect((await getHistoryEntries(owner, paste.id)).map((entry) => [entry.version, entry.purgedAt !== null])).toEqual([
      [2, false],
      [1, true],
      [0, false],
    ]);
    const { items } = await listComments(owner, paste.id, null, commentsPageQuerySchema.parse({}));
    expect(items).toMatchObject([{ body: "this line leaks a token", currentLines: null }]);
  });
});

describe("an edit's answer names the revisions that still hold a secret of the version it replaced", () => {
  const token = fakeSecrets.find((fake) => fake.kind === "github-token")!.text;

  it("whether the edit removed it or kept it, until they are purged; none for a version without one", async () => {
    const paste = await createPaste(owner, createPasteInputSchema.parse({ pasties: [{ content: token }] }), null);
    const pastyId = paste.pasties[0]!.id;
    const kept = await editPaste(owner, paste.id, { pasties: [{ id: pastyId, content: `${token}\nmore` }] }, null);
    expect(kept.secretsInHistory).toEqual([{ revision: 0, kinds: ["github-token"] }]);
    const removed = await editPaste(owner, paste.id, { pasties: [{ id: pastyId, content: "no token here" }] }, null);
    expect(removed.secretsInHistory).toEqual([
      { revision: 1, kinds: ["github-token"] },
      { revision: 0, kinds: ["github-token"] },
    ]);
    await purgeRevision(owner, paste.id, 0);
    const clean = await editPaste(owner, paste.id, { pasties: [{ id: pastyId, content: "still none" }] }, null);
    expect(clean.secretsInHistory).toEqual([]);
  });
});
