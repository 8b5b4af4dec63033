import { beforeAll, describe, expect, it } from "vitest";
import { anonymous, type Caller, scopes } from "../auth/caller";
import { db } from "../db/client";
import { createPaste } from "../pastes/mutations";
import { createPasteInputSchema } from "../pastes/schema";
import { togglePrivate, toggleStar } from "../pastes/toggles";
import { createTestUser } from "../testing/actors";
import { listStarredPastes } from "./starred-pastes";

// The "Starred" list of a profile (issue 30 item 1): who sees it, and which starred pastes it
// shows to whom — only those the asker could open from it.

type Person = { id: string; username: string };
const as = (user: Person, granted: readonly (typeof scopes)[number][] = scopes): Caller => ({
  kind: "user",
  user: { id: user.id, username: user.username, isAdmin: false },
  scopes: new Set(granted),
  via: "token",
  tokenExpiresAt: null,
});
const paste = async (owner: Person, body: Record<string, unknown>) =>
  (await createPaste(as(owner), createPasteInputSchema.parse({ pasties: [{ content: "x", language: "Text" }], ...body }), null)).id;
const ids = (page: Awaited<ReturnType<typeof listStarredPastes>>) => page.items.map((item) => item.paste.id);
const all = { page: 0, pageSize: 30 };

let starrer: Person;
let other: Person;
let reader: Person;
const made: Record<string, string> = {};

beforeAll(async () => {
  [starrer, other, reader] = [await createTestUser(), await createTestUser(), await createTestUser()];
  made.public = await paste(other, { title: "public", tags: ["theirs"] });
  made.madePrivate = await paste(other, { title: "made private later" });
  made.ownPrivate = await paste(starrer, { title: "own private", private: true, tags: ["mine"] });
  made.burn = await paste(other, { title: "read once", burnAfterRead: true });
  made.expired = await paste(other, { title: "expired", expiresIn: "1h" });
  made.anonymous = (await createPaste(anonymous, createPasteInputSchema.parse({ pasties: [{ content: "y" }] }), null)).id;
  for (const id of [made.public, made.madePrivate, made.ownPrivate, made.expired, made.anonymous]) {
    await toggleStar(as(starrer), id, null);
  }
  // What the star button refuses (a read-once paste is never starred by others) or what happens
  // after starring (expiry), written directly: the list must not show them either way.
  await db().star.create({ data: { userId: starrer.id, pasteId: made.burn } });
  await db().paste.update({ where: { id: made.expired }, data: { deletesAt: new Date(Date.now() - 1000) } });
  await togglePrivate(as(other), made.madePrivate, null);
  // Someone else's star is not the starrer's.
  await toggleStar(as(reader), made.public, null);
});

describe("the pastes a user starred", () => {
  it("are the live ones the asker can open, most recently starred first", async () => {
    expect(ids(await listStarredPastes(as(starrer), starrer.username, all))).toEqual([made.anonymous, made.ownPrivate, made.public]);
    expect(ids(await listStarredPastes(anonymous, starrer.username, all))).toEqual([made.anonymous, made.public]);
    expect(ids(await listStarredPastes(as(reader), starrer.username, all))).toEqual([made.anonymous, made.public]);
    // The owner's private paste needs paste:read, as in their own list.
    expect(ids(await listStarredPastes(as(starrer, ["user:read"]), starrer.username, all))).toEqual([made.anonymous, made.public]);
  });

  it("show tags on the asker's own pastes only", async () => {
    const own = await listStarredPastes(as(starrer), starrer.username, all);
    expect(own.items.map((item) => item.paste.tags)).toEqual([[], ["mine"], []]);
    expect(ids(await listStarredPastes(as(other), starrer.username, all))).toEqual([made.anonymous, made.public]);
  });

  it("come in pages", async () => {
    const first = await listStarredPastes(as(starrer), starrer.username, { page: 0, pageSize: 2 });
    const second = await listStarredPastes(as(starrer), starrer.username, { page: 1, pageSize: 2 });
    expect({ first: ids(first), more: first.hasNextPage, pages: first.totalPages }).toEqual({
      first: [made.anonymous, made.ownPrivate],
      more: true,
      pages: 2,
    });
    expect({ second: ids(second), more: second.hasNextPage }).toEqual({ second: [made.public], more: false });
  });

  it("are the user's alone when they hide their pastes from their profile", async () => {
    await db().user.update({ where: { id: starrer.id }, data: { showAllPastesOnProfile: false } });
    try {
      expect(ids(await listStarredPastes(anonymous, starrer.username, all))).toEqual([]);
      expect(ids(await listStarredPastes(as(reader), starrer.username, all))).toEqual([]);
      expect(ids(await listStarredPastes(as(starrer), starrer.username, all))).toHaveLength(3);
    } finally {
      await db().user.update({ where: { id: starrer.id }, data: { showAllPastesOnProfile: true } });
    }
  });

  it("of a user who does not exist are a 404", async () => {
    await expect(listStarredPastes(anonymous, "nobody-by-this-name", all)).rejects.toMatchObject({ status: 404 });
  });
});
