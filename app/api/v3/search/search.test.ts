import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import { api } from "../pastes/test-client";
import { GET as profileList } from "../users/[username]/pastes/route";
import { GET as search } from "./route";

// Search through the real route handlers, for every kind of caller: it finds what the index
// holds (identifiers, prefixes, parts of camelCase), never a paste the caller could not already
// see listed somewhere, and answers where each hit matched.

type Match = { pastyId: string | null; line: number | null; anchor: string | null; snippet: string };
type Item = { paste: { id: string; title: string; tags: string[] }; encrypted: boolean; match: Match };
type Page = { currentPage: number; hasNextPage: boolean; totalPages: number; pageSize: number; items: Item[] };

let owner: { id: string; username: string };
let ownerToken: string;
let ownerWithoutRead: string;
let otherToken: string;
let adminToken: string;
let hidden: { id: string; username: string };
const ids: Record<string, string> = {};

const find = async (query: string, token?: string) => {
  const result = await callRoute(search, { path: `/api/v3/search?${query}`, token });
  return { status: result.status, json: result.json as Page & { statusCode?: number; message?: string } };
};
const titles = (page: Page) => page.items.map((item) => item.paste.title).sort();

const code = [
  "import { useEffect } from 'react';",
  "",
  "export function Widget() {",
  "  useEffect(() => subscribe(snake_case_name), []);",
  "  return <p>{'<b>&'}</p>;",
  "}",
].join("\n");

beforeAll(async () => {
  owner = await createTestUser();
  ownerToken = await createTestToken(owner.id, ["paste", "user"]);
  ownerWithoutRead = await createTestToken(owner.id, ["user:read"]);
  const other = await createTestUser();
  otherToken = await createTestToken(other.id, ["paste", "user"]);
  const admin = await createTestUser({ isAdmin: true });
  adminToken = await createTestToken(admin.id, ["paste", "user"]);
  hidden = await createTestUser();
  const hiddenToken = await createTestToken(hidden.id, ["paste", "user"]);
  await db().user.update({ where: { id: hidden.id }, data: { showAllPastesOnProfile: false } });

  const make = async (name: string, body: Record<string, unknown>, token?: string, headers?: Record<string, string>) => {
    const result = await api.create({ title: name, pasties: [{ content: "nothing here" }], ...body }, { token, headers });
    expect(result.status).toBe(201);
    ids[name] = (result.json as { id: string }).id;
  };
  await make(
    "react widget showcase",
    {
      pasties: [
        { title: "notes", content: "plain" },
        { title: "widget.tsx", content: code },
      ],
      tags: ["frontendwork"],
    },
    ownerToken,
  );
  await make("private widget", { private: true, pasties: [{ content: "useEffect in private" }] }, ownerToken);
  await make("secret widget", { encrypted: true, tags: ["cipherwork"], pasties: [{ content: "useEffect encrypted" }] }, ownerToken, {
    "Encryption-Key": "correct horse",
  });
  await make("anonymous widget", { pasties: [{ content: "useEffect anonymous" }] });
  await make("other widget", { pasties: [{ content: "useEffect of someone else" }] }, otherToken);
  await make("other private widget", { private: true, pasties: [{ content: "useEffect private of someone else" }] }, otherToken);
  await make("hidden widget", { pasties: [{ content: "useEffect on a hidden profile" }] }, hiddenToken);
  await make("hidden pinned widget", { pinned: true, pasties: [{ content: "useEffect pinned on a hidden profile" }] }, hiddenToken);
});

describe("what a search finds", () => {
  it("finds code identifiers whole, by prefix, by camelCase part and snake_case parts in a row", async () => {
    for (const query of ["useEffect", "useeff", "effect", "snake_case_name", "case_name"]) {
      const { status, json } = await find(`q=${encodeURIComponent(query)}`, ownerToken);
      expect({ query, status }).toEqual({ query, status: 200 });
      expect({ query, titles: titles(json) }).toEqual({ query, titles: expect.arrayContaining(["react widget showcase"]) as unknown });
    }
    expect(titles((await find(`q=${encodeURIComponent("React.useEffect")}`, ownerToken)).json)).toEqual([]);
    expect(titles((await find("q=name_snake", ownerToken)).json)).toEqual([]);
    expect(titles((await find("q=ffect", ownerToken)).json)).toEqual([]);
  });

  it("answers the matched pasty, line, anchor and an escaped snippet with marks", async () => {
    const { json } = await find("q=subscribe", ownerToken);
    expect(json.items).toHaveLength(1);
    const pasties = ((await api.get(ids["react widget showcase"]!, { token: ownerToken })).json as { pasties: { id: string }[] }).pasties;
    expect(json.items[0]!.match).toEqual({
      pastyId: pasties[1]!.id,
      line: 4,
      anchor: `#${pasties[1]!.id}-L4`,
      snippet: "  useEffect(() =&gt; <mark>subscribe</mark>(snake_case_name), []);",
    });
    const markup = (await find("q=return", ownerToken)).json.items[0]!.match;
    expect(markup.line).toBe(5);
    expect(markup.snippet).toBe("  <mark>return</mark> &lt;p&gt;{&#39;&lt;b&gt;&amp;&#39;}&lt;/p&gt;;");
  });

  it("looks for a hit's line in a bounded window of its first pasties only (issue 24, item 9)", async () => {
    // A paste of 50 pasties of 40 KB had all 2 MB lower-cased and scanned for every search it was
    // a hit of. Scaled down to what the index holds (its first 100 KB): 12 pasties of 5 KB.
    const filler = "lorem ipsum dolor sit amet\n".repeat(190);
    const pasties = Array.from({ length: 12 }, (_, index) => ({ title: `part${index}`, content: filler }));
    pasties[2] = { title: "early", content: "earlyneedle is here\n" + filler };
    pasties[10] = { title: "late", content: "lateneedle is here\n" + filler };
    pasties[1] = { title: "deep", content: filler + "deepneedle is here\n" };
    const created = await api.create({ title: "haystack", pasties }, { token: ownerToken });
    expect(created.status).toBe(201);
    const ids = (created.json as { pasties: { id: string }[] }).pasties.map((pasty) => pasty.id);
    // Within the window: the line is found.
    expect((await find("q=earlyneedle", ownerToken)).json.items[0]!.match).toMatchObject({ pastyId: ids[2], line: 1 });
    // Past the window (a late pasty, or deep in an early one): still a hit, shown by its title.
    for (const word of ["lateneedle", "deepneedle"]) {
      const { json } = await find(`q=${word}`, ownerToken);
      expect(json.items.map((item) => item.paste.title)).toEqual(["haystack"]);
      expect(json.items[0]!.match).toMatchObject({ pastyId: null, line: null });
    }
  });

  it("matches a title with no line, and all words of the query", async () => {
    const { json } = await find("q=showcase", ownerToken);
    expect(json.items.map((item) => item.match)).toEqual([
      { pastyId: null, line: null, anchor: null, snippet: "react widget <mark>showcase</mark>" },
    ]);
    expect(titles((await find("q=react+nowhere", ownerToken)).json)).toEqual([]);
  });

  it("finds encrypted pastes by title and tags only, never by their content", async () => {
    expect(titles((await find("q=encrypted", ownerToken)).json)).toEqual([]);
    const byTag = (await find("q=cipherwork", ownerToken)).json;
    expect(byTag.items.map((item) => [item.paste.title, item.encrypted, item.match.line])).toEqual([["secret widget", true, null]]);
  });

  it("follows edits, tag changes and deletions in the same request that made them", async () => {
    const created = await api.create({ title: "scratch", pasties: [{ content: "before_edit" }], tags: ["oldtag"] }, { token: ownerToken });
    const id = (created.json as { id: string }).id;
    const pastyId = (created.json as { pasties: { id: string }[] }).pasties[0]!.id;
    expect(titles((await find("q=before_edit", ownerToken)).json)).toEqual(["scratch"]);
    expect(
      (await api.edit(id, { title: "renamed", pasties: [{ id: pastyId, content: "after_edit" }] }, { token: ownerToken })).status,
    ).toBe(200);
    expect(titles((await find("q=before_edit", ownerToken)).json)).toEqual([]);
    expect(titles((await find("q=after_edit", ownerToken)).json)).toEqual(["renamed"]);
    expect((await api.tags(id, ["newtag"], { token: ownerToken })).status).toBe(200);
    expect(titles((await find("q=oldtag", ownerToken)).json)).toEqual([]);
    expect(titles((await find("q=newtag", ownerToken)).json)).toEqual(["renamed"]);
    expect((await api.remove(id, { token: ownerToken })).status).toBe(204);
    expect(titles((await find("q=after_edit", ownerToken)).json)).toEqual([]);
  });

  it("never finds a burn-after-reading paste (it is on no list) for its owner or anyone else", async () => {
    const created = await api.create(
      { title: "burner", burnAfterRead: true, pasties: [{ content: "once_only_words" }] },
      { token: ownerToken },
    );
    expect(created.status).toBe(201);
    expect(titles((await find("q=once_only_words", ownerToken)).json)).toEqual([]);
    expect(titles((await find("q=once_only_words&scope=public")).json)).toEqual([]);
  });

  it("never finds an expired paste, even before the sweeper removed it", async () => {
    const created = await api.create(
      { title: "soon gone", expiresIn: "1h", pasties: [{ content: "ephemeral_thing" }] },
      { token: ownerToken },
    );
    const id = (created.json as { id: string }).id;
    expect(titles((await find("q=ephemeral_thing", ownerToken)).json)).toEqual(["soon gone"]);
    await db().paste.update({ where: { id }, data: { deletesAt: new Date(Date.now() - 1000) } });
    expect(titles((await find("q=ephemeral_thing", ownerToken)).json)).toEqual([]);
  });
});

describe("who finds what", () => {
  it("own search: the owner finds their private pastes with paste:read, only public ones without", async () => {
    expect(titles((await find("q=useEffect", ownerToken)).json)).toEqual(["private widget", "react widget showcase"]);
    expect(titles((await find("q=useEffect", ownerWithoutRead)).json)).toEqual(["react widget showcase"]);
  });

  it("own search needs a login; another user and an admin find only their own", async () => {
    const anonymous = await find("q=useEffect");
    expect(anonymous.status).toBe(401);
    expect(titles((await find("q=useEffect", otherToken)).json)).toEqual(["other private widget", "other widget"]);
    expect(titles((await find("q=useEffect", adminToken)).json)).toEqual([]);
  });

  it("public search: public pastes that profiles list, the same for everyone; no tags of others", async () => {
    const expected = ["hidden pinned widget", "other widget", "react widget showcase"];
    for (const token of [undefined, otherToken, adminToken, ownerToken, ownerWithoutRead]) {
      expect(titles((await find("q=useEffect&scope=public", token)).json)).toEqual(expected);
    }
    expect(titles((await find("q=frontendwork&scope=public", otherToken)).json)).toEqual([]);
    expect(titles((await find("q=frontendwork&scope=public")).json)).toEqual([]);
    expect(titles((await find("q=frontendwork", ownerToken)).json)).toEqual(["react widget showcase"]);
  });

  it("a profile's ?q= filters that list as the caller sees it", async () => {
    const profile = async (username: string, query: string, token?: string) => {
      const result = await callRoute(profileList, { path: `/api/v3/users/${username}/pastes?${query}`, params: { username }, token });
      expect(result.status).toBe(200);
      return titles(result.json as Page);
    };
    expect(await profile(owner.username, "q=useEffect", ownerToken)).toEqual(["private widget", "react widget showcase"]);
    expect(await profile(owner.username, "q=useEffect", ownerWithoutRead)).toEqual(["react widget showcase"]);
    for (const token of [undefined, otherToken, adminToken]) {
      expect(await profile(owner.username, "q=useEffect", token)).toEqual(["react widget showcase"]);
      expect(await profile(owner.username, "q=frontendwork", token)).toEqual([]);
      expect(await profile(hidden.username, "q=useEffect", token)).toEqual([]);
    }
    expect(await profile(owner.username, "q=frontendwork", ownerToken)).toEqual(["react widget showcase"]);
  });
});

describe("paging and bad input", () => {
  it("pages newest first, each page saying whether another follows", async () => {
    const pages = [];
    for (const page of [0, 1, 2, 3]) pages.push((await find(`q=widget&pageSize=1&page=${page}`, ownerToken)).json);
    expect(
      pages.map(({ currentPage, hasNextPage, totalPages, items }) => ({
        currentPage,
        hasNextPage,
        totalPages,
        titles: titles({ items } as Page),
      })),
    ).toEqual([
      { currentPage: 0, hasNextPage: true, totalPages: 2, titles: ["secret widget"] },
      { currentPage: 1, hasNextPage: true, totalPages: 3, titles: ["private widget"] },
      { currentPage: 2, hasNextPage: false, totalPages: 3, titles: ["react widget showcase"] },
      { currentPage: 3, hasNextPage: false, totalPages: 0, titles: [] },
    ]);
  });

  it("answers 400 with a message for a missing, empty, too long or punctuation-only query", async () => {
    for (const query of ["", "q=", "q=%20%20", `q=${"a".repeat(201)}`, "q=!!!", "q=%00", "q=x&scope=everyone", "q=x&pageSize=0"]) {
      const { status, json } = await find(query, ownerToken);
      expect({ query, status, statusCode: json.statusCode }).toEqual({ query, status: 400, statusCode: 400 });
      expect(json.message).toEqual(expect.any(String));
    }
  });
});
