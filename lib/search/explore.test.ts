import { beforeAll, describe, expect, it } from "vitest";
import * as exploreRoute from "@/app/api/v3/explore/route";
import { anonymous, type Caller } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { db } from "../db/client";
import { createPaste } from "../pastes/mutations";
import { createPasteInputSchema } from "../pastes/schema";
import { togglePinned, toggleStar } from "../pastes/toggles";
import { createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";
import { loadExplorePage } from "./explore-page";
import { explorePastes, exploreQuerySchema } from "./explore";

// Explore (issue 30 item 2) and the site-wide search on its page (item 3): the public pastes
// profiles list to anyone, gathered, and nothing more.

let shower: Caller;
let hider: Caller;
let showerName: string;
const listed = {} as Record<"older" | "newer" | "pinnedOfHider", string>;
const unlisted = {} as Record<"unpinnedOfHider" | "anonymous" | "private" | "burn" | "quarantined" | "expired", string>;

const create = async (caller: Caller, body: Record<string, unknown>) =>
  (await createPaste(caller, createPasteInputSchema.parse(body), null)).id;
const explore = (query: Record<string, unknown> = {}) => explorePastes(anonymous, exploreQuerySchema.parse({ pageSize: 30, ...query }));
const ids = async (query: Record<string, unknown> = {}) => (await explore(query)).items.map((item) => item.paste.id);

beforeAll(async () => {
  const [a, b] = [await createTestUser(), await createTestUser()];
  await db().user.update({ where: { id: a.id }, data: { showAllPastesOnProfile: true } });
  await db().user.update({ where: { id: b.id }, data: { showAllPastesOnProfile: false } });
  shower = sessionCaller({ id: a.id, username: a.username, isAdmin: false });
  hider = sessionCaller({ id: b.id, username: b.username, isAdmin: false });
  showerName = a.username;

  listed.older = await create(shower, { title: "older", pasties: [{ content: "fn main() { explore_word(); }", language: "Rust" }] });
  listed.newer = await create(shower, {
    title: "newer",
    tags: ["secret-tag"],
    pasties: [{ content: "print('explore_word')", language: "Python" }],
  });
  listed.pinnedOfHider = await create(hider, { title: "pinned", pasties: [{ content: "echo explore_word", language: "Shell" }] });
  await togglePinned(hider, listed.pinnedOfHider, null);
  unlisted.unpinnedOfHider = await create(hider, { title: "hidden", pasties: [{ content: "explore_word hidden" }] });
  unlisted.anonymous = await create(anonymous, { title: "anonymous", pasties: [{ content: "explore_word anonymous" }] });
  unlisted.private = await create(shower, { title: "private", private: true, pasties: [{ content: "explore_word private" }] });
  unlisted.burn = await create(shower, { title: "burn", burnAfterRead: true, pasties: [{ content: "explore_word burn" }] });
  unlisted.quarantined = await create(shower, { title: "quarantined", pasties: [{ content: "explore_word quarantined" }] });
  await db().paste.update({ where: { id: unlisted.quarantined }, data: { quarantinedAt: new Date() } });
  unlisted.expired = await create(shower, { title: "expired", pasties: [{ content: "explore_word expired" }] });
  await db().paste.update({ where: { id: unlisted.expired }, data: { deletesAt: new Date(Date.now() - 1000) } });
});

describe("explore", () => {
  it("lists what profiles list to anyone, newest first, and nothing else", async () => {
    expect(await ids()).toEqual([listed.pinnedOfHider, listed.newer, listed.older]);
  });

  it("never shows someone else's tags, even to a signed-in reader; the owner sees their own", async () => {
    const byId = async (caller: Caller) =>
      (await explorePastes(caller, exploreQuerySchema.parse({}))).items.find((item) => item.paste.id === listed.newer);
    expect((await byId(anonymous))?.paste.tags).toEqual([]);
    expect((await byId(hider))?.paste.tags).toEqual([]);
    expect((await byId(shower))?.paste.tags).toEqual(["secret-tag"]);
  });

  it("filters by language (a name, alias or extension) and orders by stars", async () => {
    expect(await ids({ language: "rs" })).toEqual([listed.older]);
    expect(await ids({ language: "python" })).toEqual([listed.newer]);
    await toggleStar(hider, listed.older, null);
    expect((await ids({ sort: "stars" }))[0]).toBe(listed.older);
  });

  it("pages without counting: hasNextPage says whether another page follows", async () => {
    const first = await explore({ pageSize: 2 });
    expect(first).toMatchObject({ currentPage: 0, hasNextPage: true, totalPages: 2 });
    const second = await explore({ pageSize: 2, page: 1 });
    expect(second).toMatchObject({ currentPage: 1, hasNextPage: false, totalPages: 2 });
    expect(second.items).toHaveLength(1);
  });

  it("GET /api/v3/explore answers the list shape, and 400 for a language that does not exist", async () => {
    const answer = await callRoute(exploreRoute.GET, { path: "/api/v3/explore?sort=newest&pageSize=30" });
    expect(answer.status).toBe(200);
    expect((answer.json as { items: { paste: { id: string } }[] }).items.map((item) => item.paste.id)).toEqual([
      listed.pinnedOfHider,
      listed.newer,
      listed.older,
    ]);
    const unknown = await callRoute(exploreRoute.GET, { path: "/api/v3/explore?language=no-such-language" });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ statusCode: 400, message: expect.stringContaining("no-such-language") });
    expect((await callRoute(exploreRoute.GET, { path: "/api/v3/explore?sort=random" })).status).toBe(400);
  });
});

describe("the explore page", () => {
  it("searches the same public set with q, naming each paste's author", async () => {
    const page = await loadExplorePage(anonymous, { q: "explore_word" });
    expect(page.error).toBeNull();
    expect(page.list.items.map((item) => item.paste.id).sort()).toEqual([listed.older, listed.newer, listed.pinnedOfHider].sort());
    expect(page.authors[shower.kind === "user" ? shower.user.id : ""]).toBe(showerName);
  });

  it("says why a query is refused instead of failing", async () => {
    expect((await loadExplorePage(anonymous, { q: "x".repeat(500) })).error).toMatch(/at most 200 characters/);
    expect((await loadExplorePage(anonymous, { q: "!!!" })).error).toMatch(/at least one letter or digit/);
    expect((await loadExplorePage(anonymous, { language: "no-such-language" })).error).toMatch(/no language/);
  });
});
