import { beforeAll, describe, expect, it } from "vitest";
import { anonymous, type Caller } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { db } from "../db/client";
import { createPaste } from "../pastes/mutations";
import { createPasteInputSchema } from "../pastes/schema";
import { createTestUser } from "../testing/actors";
import { loadProfilePage, PROFILE_PAGE_SIZE, profilePageIndex } from "./profile-page";

let owner: { id: string; username: string };
let ownerCaller: Caller;
let visitorCaller: Caller;

beforeAll(async () => {
  const ownerRow = await createTestUser({ username: "Page.Owner" });
  owner = ownerRow;
  ownerCaller = sessionCaller({ id: ownerRow.id, username: ownerRow.username, isAdmin: false });
  const visitor = await createTestUser();
  visitorCaller = sessionCaller({ id: visitor.id, username: visitor.username, isAdmin: false });
  for (let index = 1; index <= PROFILE_PAGE_SIZE + 2; index += 1) {
    const input = createPasteInputSchema.parse({
      title: `p${index}`,
      tags: [index % 2 === 0 ? "even" : "odd"],
      pinned: index === 1,
      private: index === 3,
      pasties: [{ content: `number ${index}`, language: "Text" }],
    });
    const created = await createPaste(ownerCaller, input, null);
    // One second apart: pastes created in the same millisecond have no "newest" between them.
    await db().paste.update({ where: { id: created.id }, data: { createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)) } });
  }
});

describe("the profile page loader", () => {
  it("reads ?page= as 1-based and anything odd as the first page", () => {
    expect(profilePageIndex(undefined)).toBe(0);
    expect(profilePageIndex("1")).toBe(0);
    expect(profilePageIndex("3")).toBe(2);
    expect(profilePageIndex("0")).toBe(0);
    expect(profilePageIndex("-2")).toBe(0);
    expect(profilePageIndex("abc")).toBe(0);
    expect(profilePageIndex(["2", "3"])).toBe(0);
  });

  it("filters the list by a search as the caller sees it, and says why a search cannot run", async () => {
    const own = await loadProfilePage(ownerCaller, owner.username, { page: 0, search: " number 3 " });
    expect(own).toMatchObject({ search: "number 3", searchError: null });
    expect(own!.pastes!.items.map((item) => [item.paste.title, "match" in item && item.match.line])).toEqual([["p3", 1]]);
    const visitor = await loadProfilePage(visitorCaller, owner.username, { page: 0, search: "number 3" });
    expect(visitor!.pastes!.items).toEqual([]);
    const punctuation = await loadProfilePage(visitorCaller, owner.username, { page: 0, search: "!!!" });
    expect(punctuation).toMatchObject({ pastes: null, searchError: "The search query needs at least one letter or digit." });
  });

  it("is null for a user that does not exist, or a name that cannot be one", async () => {
    expect(await loadProfilePage(anonymous, "nobody-here", { page: 0 })).toBeNull();
    expect(await loadProfilePage(anonymous, "not a/name", { page: 0 })).toBeNull();
  });

  it("shows the owner everything, newest first, in pages, with their tags", async () => {
    const first = await loadProfilePage(ownerCaller, "page.owner", { page: 0 });
    expect(first).toMatchObject({ isSelf: true, hidden: false, tags: ["even", "odd"], tag: null });
    expect(first!.user.username).toBe("Page.Owner");
    expect(first!.pastes!.items.map((item) => item.paste.title)).toEqual(["p12", "p11", "p10", "p9", "p8", "p7", "p6", "p5", "p4", "p3"]);
    expect(first!.pastes!.totalPages).toBe(2);
    const second = await loadProfilePage(ownerCaller, owner.username, { page: 1 });
    expect(second!.pastes!.items.map((item) => item.paste.title)).toEqual(["p2", "p1"]);
    expect(first!.pinned.items.map((item) => item.paste.title)).toEqual(["p1"]);
  });

  it("filters by one of the owner's tags, and ignores a tag that is not theirs", async () => {
    const even = await loadProfilePage(ownerCaller, owner.username, { page: 0, tag: "even" });
    expect(even!.tag).toBe("even");
    expect(even!.pastes!.items.map((item) => item.paste.title)).toEqual(["p12", "p10", "p8", "p6", "p4", "p2"]);
    const unknown = await loadProfilePage(ownerCaller, owner.username, { page: 0, tag: "nope" });
    expect(unknown!.tag).toBeNull();
    expect(unknown!.pastes!.totalPages).toBe(2);
  });

  it("shows others the public pastes without tags, and never lets them filter", async () => {
    const seen = await loadProfilePage(visitorCaller, owner.username, { page: 0, tag: "even" });
    expect(seen).toMatchObject({ isSelf: false, hidden: false, tags: [], tag: null });
    const titles = seen!.pastes!.items.map((item) => item.paste.title);
    expect(titles).not.toContain("p3");
    expect(seen!.pastes!.items.every((item) => item.paste.tags.length === 0)).toBe(true);
    const anonymousView = await loadProfilePage(anonymous, owner.username, { page: 0 });
    expect(anonymousView!.pastes!.items.map((item) => item.paste.title)).toEqual(titles);
  });

  it("a hidden profile shows others the pinned pastes only; the owner still sees all", async () => {
    await db().user.update({ where: { id: owner.id }, data: { showAllPastesOnProfile: false } });
    const seen = await loadProfilePage(visitorCaller, owner.username, { page: 0 });
    expect(seen).toMatchObject({ hidden: true, pastes: null });
    expect(seen!.pinned.items.map((item) => item.paste.title)).toEqual(["p1"]);
    const own = await loadProfilePage(ownerCaller, owner.username, { page: 0 });
    expect(own).toMatchObject({ hidden: true, isSelf: true });
    expect(own!.pastes!.items).toHaveLength(PROFILE_PAGE_SIZE);
    await db().user.update({ where: { id: owner.id }, data: { showAllPastesOnProfile: true } });
  });
});
