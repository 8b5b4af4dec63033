import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "@/app/api/v3/pastes/test-client";
import type { Caller } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { db } from "../db/client";
import { decideReports } from "../moderation/decisions";
import { createTestToken, createTestUser } from "../testing/actors";
import { deleteUser } from "../users/delete";
import { deleteExpiredPastes } from "./expiry";
import { gitRoot, pasteRepository } from "./git-repository";
import { pruneGitRepositories, removeRepositoriesWithTheirPastes } from "./git-repository-lifecycle";
import { createPaste } from "./mutations";
import { createPasteInputSchema } from "./schema";

// A paste's git repository holds its text, so it goes with the paste, whichever way the paste
// goes (issue 40 item 15: a deleted private paste's text was still in DATA_DIR/git, and in every
// backup), and what a crash left is removed at start.

// A DATA_DIR of this file's own, set before the settings are first read.
const dataDir = await vi.hoisted(async () => {
  const fs = await import("node:fs");
  const os = await import("node:os");
  const dir = fs.mkdtempSync(`${os.tmpdir()}/myst-git-lifecycle-`);
  process.env.DATA_DIR = dir;
  return dir;
});

let owner: Caller;
let ownerToken: string;
let admin: Caller;
let stopListening: () => void;

const create = async (caller: Caller, body: Record<string, unknown>) =>
  (await createPaste(caller, createPasteInputSchema.parse(body), null)).id;
const repositoriesOf = (pasteId: string) => readdirSync(gitRoot()).filter((name) => name.startsWith(`${pasteId}-`));

/** The paste's repository, made as a clone makes it. */
async function cloned(caller: Caller, pasteId: string): Promise<void> {
  await pasteRepository(caller, pasteId);
  expect(repositoriesOf(pasteId)).toHaveLength(1);
}

// The removal follows the announcement: polled, generously (a busy machine is slow).
const eventually = { timeout: 20_000, interval: 50 };

beforeAll(async () => {
  const [user, adminUser] = [await createTestUser(), await createTestUser({ isAdmin: true })];
  owner = sessionCaller({ id: user.id, username: user.username, isAdmin: false });
  ownerToken = await createTestToken(user.id, ["paste", "user"]);
  admin = sessionCaller({ id: adminUser.id, username: adminUser.username, isAdmin: true });
  // As the server does at start (lib/server/start.ts).
  stopListening = removeRepositoriesWithTheirPastes();
});

afterAll(() => {
  stopListening();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a paste's repository goes with the paste", () => {
  it("when its owner deletes it", async () => {
    const id = await create(owner, { private: true, pasties: [{ content: "private words" }] });
    await cloned(owner, id);
    expect((await api.remove(id, { token: ownerToken })).status).toBe(204);
    await expect.poll(() => repositoriesOf(id), eventually).toEqual([]);
  });

  it("when it expires", async () => {
    const id = await create(owner, { pasties: [{ content: "for a while" }] });
    await cloned(owner, id);
    await db().paste.update({ where: { id }, data: { deletesAt: new Date(Date.now() - 1000) } });
    expect(await deleteExpiredPastes()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => repositoriesOf(id), eventually).toEqual([]);
  });

  it("when the moderators remove it for abuse (its text blocked)", async () => {
    const id = await create(owner, { pasties: [{ content: "abusive words, long enough to be blocked" }] });
    await cloned(owner, id);
    await decideReports(admin, id, { decision: "delete", note: "abuse" });
    await expect.poll(() => repositoriesOf(id), eventually).toEqual([]);
  });

  it("when its owner's account is deleted", async () => {
    const user = await createTestUser();
    const leaving = sessionCaller({ id: user.id, username: user.username, isAdmin: false });
    const id = await create(leaving, { pasties: [{ content: "mine" }] });
    const kept = await create(owner, { pasties: [{ content: "someone else's" }] });
    await cloned(leaving, id);
    await cloned(owner, kept);
    await deleteUser(admin, user.username, "leaving");
    await expect.poll(() => repositoriesOf(id), eventually).toEqual([]);
    expect(repositoriesOf(kept)).toHaveLength(1);
  });
});

describe("at start", () => {
  it("removes what a crash left and the repositories of pastes gone meanwhile, and keeps the rest", async () => {
    const kept = await create(owner, { pasties: [{ content: "kept" }] });
    await cloned(owner, kept);
    const [repository] = repositoriesOf(kept);
    const leftovers = [`${kept}-0123456789abcdef.git.4242.1700000000000.tmp`, "gone12345-0123456789abcdef.git"];
    for (const name of leftovers) mkdirSync(join(gitRoot(), name, "objects"), { recursive: true });

    await pruneGitRepositories();
    expect(readdirSync(gitRoot())).toContain(repository);
    for (const name of leftovers) expect(existsSync(join(gitRoot(), name))).toBe(false);
  });
});
