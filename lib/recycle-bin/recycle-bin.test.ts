import { beforeAll, describe, expect, it } from "vitest";
import { anonymous, type Caller } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { addComment } from "../comments/mutations";
import { listComments } from "../comments/queries";
import { db } from "../db/client";
import { getHistoryCompact } from "../pastes/history";
import { deleteExpiredPastes } from "../pastes/expiry";
import { createPaste, editPaste } from "../pastes/mutations";
import { deletePaste } from "../pastes/delete/mutations";
import { getPaste } from "../pastes/reads";
import { createPasteInputSchema } from "../pastes/schema";
import { setStar } from "../pastes/toggles";
import { listStarredPastes } from "../profiles/starred-pastes";
import { listUserPastes } from "../profiles/profile-pastes";
import { searchPastes } from "../search/search";
import { searchQuerySchema } from "../search/schema";
import { createShareLink } from "../share-links/mutations";
import { listShareLinks } from "../share-links/queries";
import { deleteUser } from "../users/delete";
import { createTestUser } from "../testing/actors";
import { deleteBinnedPaste, restoreBinnedPaste } from "./mutations";
import { listEveryBin, listOwnBin } from "./queries";
import { binQuerySchema } from "./schema";

// The recycle bin (issue 46 item 3), at the default RECYCLE_DAYS=30: an owner's delete bins the
// paste, which then answers 404 everywhere until its owner restores it or it goes for good.

const DAY_MS = 24 * 60 * 60 * 1000;
const firstPage = binQuerySchema.parse({});

let owner: Caller & { kind: "user" };
let other: Caller & { kind: "user" };
let admin: Caller & { kind: "user" };
let ownerName: string;

beforeAll(async () => {
  const [a, b, c] = [await createTestUser(), await createTestUser(), await createTestUser({ isAdmin: true })];
  ownerName = a.username;
  owner = sessionCaller({ id: a.id, username: a.username, isAdmin: false }) as Caller & { kind: "user" };
  other = sessionCaller({ id: b.id, username: b.username, isAdmin: false }) as Caller & { kind: "user" };
  admin = sessionCaller({ id: c.id, username: c.username, isAdmin: true }) as Caller & { kind: "user" };
});

const create = (body: Record<string, unknown> = {}, by: Caller = owner) =>
  createPaste(by, createPasteInputSchema.parse({ title: "binned words", pasties: [{ content: "some binned text" }], ...body }), null);

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

const binnedIds = async (caller: Caller) => (await listOwnBin(caller, firstPage)).items.map((item) => item.id);

describe("deleting a paste of one's own", () => {
  it("bins it: 404 to everyone, owner included, out of lists, stars and search, its id still taken", async () => {
    const paste = await create({ tags: ["kept"] });
    await setStar(other, paste.id, true);
    const search = async () =>
      (await searchPastes(owner, searchQuerySchema.parse({ q: "binned", scope: "own" }))).items.map((item) => item.paste.id);
    expect(await search()).toContain(paste.id);
    await deletePaste(owner, paste.id);

    for (const caller of [owner, other, anonymous]) expect(await status(getPaste(caller, paste.id, null))).toBe(404);
    expect(await status(setStar(other, paste.id, false))).toBe(404);
    expect(await status(listComments(owner, paste.id, null, { page: 0, pageSize: 10 }))).toBe(404);
    expect(await status(deletePaste(owner, paste.id))).toBe(404);
    const listed = await listUserPastes(owner, ownerName, { page: 0, pageSize: 30 });
    expect(listed.items.map((item) => item.paste.id)).not.toContain(paste.id);
    const starred = await listStarredPastes(other, other.user.username, { page: 0, pageSize: 30 });
    expect(starred.items.map((item) => item.paste.id)).not.toContain(paste.id);
    expect(await search()).not.toContain(paste.id);
    expect(await db().paste.count({ where: { id: paste.id } })).toBe(1);

    const [entry] = (await listOwnBin(owner, firstPage)).items.filter((item) => item.id === paste.id);
    expect(entry).toMatchObject({ id: paste.id, title: "binned words", owner: null });
    expect(Date.parse(entry!.purgesAt) - Date.parse(entry!.binnedAt)).toBe(30 * DAY_MS);
    expect(await binnedIds(other)).not.toContain(paste.id);
  });

  it("restores it exactly as it was: versions, stars, tags, comments and share links", async () => {
    const paste = await create({ private: true, tags: ["kept"] });
    await editPaste(owner, paste.id, { title: "edited", pasties: [{ id: paste.pasties[0]!.id, content: "line one\nline two" }] }, null);
    await setStar(owner, paste.id, true);
    await addComment(owner, paste.id, { pastyId: paste.pasties[0]!.id, fromLine: 1, toLine: 1, body: "a note" }, null);
    await createShareLink(owner, paste.id, { expiresIn: "never" }, "http://localhost");
    const before = await getPaste(owner, paste.id, null);

    await deletePaste(owner, paste.id);
    await restoreBinnedPaste(owner, paste.id);

    expect(await getPaste(owner, paste.id, null)).toEqual(before);
    expect(before).toMatchObject({ title: "edited", tags: ["kept"], stars: 1 });
    expect(await getHistoryCompact(owner, paste.id)).toHaveLength(1);
    expect((await listComments(owner, paste.id, null, { page: 0, pageSize: 10 })).items).toHaveLength(1);
    expect(await listShareLinks(owner, paste.id)).toHaveLength(1);
    expect(await binnedIds(owner)).not.toContain(paste.id);
    expect(await db().actionLog.count({ where: { objectId: paste.id, type: "paste_restored" } })).toBe(1);
  });

  it("brings back the expiry it had, and a second restore finds nothing", async () => {
    const paste = await create({ expiresIn: "1w" });
    await deletePaste(owner, paste.id);
    await restoreBinnedPaste(owner, paste.id);
    expect((await getPaste(anonymous, paste.id, null)).deletesAt).toBe(paste.deletesAt);
    expect(await status(restoreBinnedPaste(owner, paste.id))).toBe(404);
  });
});

describe("who may touch a binned paste", () => {
  it("nobody but its owner restores it; another account cannot delete it; an admin purges it, audited", async () => {
    const paste = await create();
    await deletePaste(owner, paste.id);

    expect(await status(restoreBinnedPaste(other, paste.id))).toBe(404);
    expect(await status(restoreBinnedPaste(admin, paste.id))).toBe(404);
    expect(await status(restoreBinnedPaste(anonymous, paste.id))).toBe(401);
    expect(await status(deleteBinnedPaste(other, paste.id))).toBe(404);
    expect(await status(listEveryBin(other, firstPage))).toBe(403);
    expect((await listEveryBin(admin, firstPage)).items.find((item) => item.id === paste.id)?.owner).toBe(ownerName);

    await deleteBinnedPaste(admin, paste.id);
    expect(await db().paste.count({ where: { id: paste.id } })).toBe(0);
    const audit = await db().auditEntry.findFirst({ where: { targetId: paste.id } });
    expect(audit).toMatchObject({ action: "paste_purged", actorId: admin.user.id, subjectUserId: owner.user.id });
  });

  it("its owner deletes it for good, unaudited; a live paste is not in any bin to delete", async () => {
    const live = await create();
    expect(await status(deleteBinnedPaste(owner, live.id))).toBe(404);
    const paste = await create();
    await deletePaste(owner, paste.id);
    await deleteBinnedPaste(owner, paste.id);
    expect(await db().paste.count({ where: { id: paste.id } })).toBe(0);
    expect(await db().auditEntry.count({ where: { targetId: paste.id } })).toBe(0);
  });

  it("an admin's moderation delete of someone else's paste is final", async () => {
    const paste = await create();
    await deletePaste(admin, paste.id, { note: "spam" });
    expect(await db().paste.count({ where: { id: paste.id } })).toBe(0);
  });

  it("a deleted account's binned pastes go with it", async () => {
    const user = await createTestUser();
    const self = sessionCaller({ id: user.id, username: user.username, isAdmin: false });
    const paste = await create({}, self);
    await deletePaste(self, paste.id);
    await deleteUser(self, user.username);
    expect(await db().paste.count({ where: { id: paste.id } })).toBe(0);
  });
});

describe("the sweeper", () => {
  it("empties what waited RECYCLE_DAYS and what expired in the bin; an overdue paste is not restored", async () => {
    const old = await create();
    const expiring = await create({ expiresIn: "1h" });
    const recent = await create();
    for (const paste of [old, expiring, recent]) await deletePaste(owner, paste.id);
    await db().paste.update({ where: { id: old.id }, data: { binnedAt: new Date(Date.now() - 31 * DAY_MS) } });
    await db().paste.update({ where: { id: expiring.id }, data: { deletesAtBeforeBin: new Date(Date.now() - 1) } });

    expect(await binnedIds(owner)).not.toContain(old.id);
    expect(await status(restoreBinnedPaste(owner, old.id))).toBe(404);
    await deleteExpiredPastes();
    const left = (await db().paste.findMany({ where: { id: { in: [old.id, expiring.id, recent.id] } }, select: { id: true } })).map(
      (row) => row.id,
    );
    expect(left).toEqual([recent.id]);
  });

  it("leaves a paste restored before it runs, and removes an expired one for good instead of binning it", async () => {
    const paste = await create();
    await deletePaste(owner, paste.id);
    await db().paste.update({ where: { id: paste.id }, data: { binnedAt: new Date(Date.now() - 29 * DAY_MS) } });
    await restoreBinnedPaste(owner, paste.id);
    const expired = await create({ expiresIn: "1h" });
    await db().paste.update({ where: { id: expired.id }, data: { deletesAt: new Date(Date.now() - 1) } });

    await deleteExpiredPastes(new Date(Date.now() + 2 * DAY_MS));
    expect(await db().paste.count({ where: { id: paste.id } })).toBe(1);
    expect(await db().paste.count({ where: { id: expired.id } })).toBe(0);
  });
});
