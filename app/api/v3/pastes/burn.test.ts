import { beforeAll, describe, expect, it } from "vitest";
import * as legacyPaste from "@/app/paste/[id]/route";
import * as pasteRoute from "./[pasteId]/route";
import * as rawRoute from "@/app/raw/[pasteId]/[pastyId]/route";
import * as userPastesRoute from "@/app/api/v3/users/[username]/pastes/route";
import { anonymous, type Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { loadPastePage, openPastePage } from "@/lib/pastes/page";
import { findSharedPaste } from "@/lib/pastes/shared";
import { callRoute } from "@/lib/testing/http";
import { loadProfilePage } from "@/lib/search/profile-page";
import { type Options, api, createActors, createPaste, pasteBody } from "./test-client";

// Burn after reading (issue 15, item 1): the first read of the content by anyone but the owner
// deletes the paste, exactly once; what only looks at it (HEAD, stats, the page link previews
// load) does not.

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

const burnBody = (overrides: Record<string, unknown> = {}) => pasteBody({ burnAfterRead: true, ...overrides });
const exists = async (id: string) => (await db().paste.count({ where: { id } })) === 1;
const head = (id: string, options: Options = {}) =>
  callRoute(pasteRoute.GET, { ...options, method: "HEAD", path: `/api/v3/pastes/${id}`, params: { pasteId: id } });
const raw = (id: string, pastyId: string, method = "GET") =>
  callRoute(rawRoute.GET, { method, path: `/raw/${id}/${pastyId}`, params: { pasteId: id, pastyId } });
const asUser = (user: { id: string; username: string }): Caller => ({
  kind: "user",
  user: { id: user.id, username: user.username, isAdmin: false },
  scopes: new Set(["paste", "user"]),
  via: "session",
});

describe("creating", () => {
  it("anyone may, with expiry and encryption; not pinned", async () => {
    const created = await api.create(burnBody({ expiresIn: "1d" }));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ burnAfterRead: true, ownerId: null, expiresIn: "1d" });
    const encrypted = await api.create(burnBody({ encrypted: true }), { headers: { "Encryption-Key": "k" }, token: actors.ownerToken });
    expect(encrypted.status).toBe(201);
    const pinned = await api.create(burnBody({ pinned: true }), { token: actors.ownerToken });
    expect(pinned.status).toBe(400);
    expect(pinned.json).toMatchObject({ statusCode: 400, message: "A burn-after-reading paste cannot be pinned." });
    expect((await api.create(burnBody({ burnAfterRead: "yes" }))).status).toBe(400);
  });
});

describe("reading", () => {
  it("the first read by someone else answers the content and deletes it; the next is a 404", async () => {
    const id = await createPaste(burnBody(), { token: actors.ownerToken });
    const first = await api.get(id, { token: actors.otherToken });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id, pasties: [{ content: "hello world" }] });
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect((await api.get(id, { token: actors.otherToken })).status).toBe(404);
    expect((await api.get(id, { token: actors.ownerToken })).status).toBe(404);
    expect(await exists(id)).toBe(false);
  });

  it("the owner's own reads do not burn it; an admin's, an anonymous reader's do", async () => {
    const id = await createPaste(burnBody(), { token: actors.ownerToken });
    for (let read = 0; read < 3; read++) expect((await api.get(id, { token: actors.ownerToken })).status).toBe(200);
    expect((await api.get(id, { token: actors.ownerWithoutScope })).status).toBe(403);
    expect((await api.get(id, { token: actors.adminToken })).status).toBe(200);
    expect(await exists(id)).toBe(false);

    const anonymousOwn = await createPaste(burnBody());
    expect((await api.get(anonymousOwn)).status).toBe(200);
    expect((await api.get(anonymousOwn)).status).toBe(404);
  });

  it("a private one burns on its owner's terms: nobody else even sees it", async () => {
    const id = await createPaste(burnBody({ private: true }), { token: actors.ownerToken });
    expect((await api.get(id, { token: actors.otherToken })).status).toBe(404);
    expect((await api.get(id)).status).toBe(404);
    expect(await exists(id)).toBe(true);
  });

  it("50 concurrent first reads: exactly one gets the paste, the others a 404", async () => {
    const id = await createPaste(burnBody({ pasties: [{ content: "once", language: "Text" }] }));
    const reads = await Promise.all(Array.from({ length: 50 }, () => api.get(id)));
    const statuses = reads.map((read) => read.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(49);
    expect(reads.find((read) => read.status === 200)?.json).toMatchObject({ pasties: [{ content: "once" }] });
    expect(await db().actionLog.count({ where: { objectId: id, type: "paste_deleted" } })).toBe(1);
  });

  it("an encrypted one: a missing or wrong key burns nothing, the right key burns it", async () => {
    const id = await createPaste(burnBody({ encrypted: true }), { headers: { "Encryption-Key": "right" } });
    expect((await api.get(id)).status).toBe(400);
    expect((await api.get(id, { headers: { "Encryption-Key": "wrong" } })).status).toBe(400);
    expect(await exists(id)).toBe(true);
    const read = await api.get(id, { headers: { "Encryption-Key": "right" } });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ pasties: [{ content: "hello world" }] });
    expect(await exists(id)).toBe(false);
  });
});

describe("what does not burn it", () => {
  it("HEAD, stats, langs and encrypted answer without consuming it", async () => {
    const id = await createPaste(burnBody());
    const peek = await head(id);
    expect(peek.status).toBe(200);
    expect(peek.text).not.toContain("hello world");
    expect((await api.stats(id)).status).toBe(200);
    expect((await api.langs(id)).status).toBe(200);
    expect((await api.encrypted(id)).json).toBe(false);
    expect(await exists(id)).toBe(true);
    expect((await api.get(id)).status).toBe(200);
    for (const read of [head(id), api.stats(id), api.langs(id), api.encrypted(id)]) expect((await read).status).toBe(404);
  });

  it("the page shows a notice without the content; opening it (the POST) answers it once", async () => {
    const id = await createPaste(burnBody({ title: "the secret title" }), { token: actors.ownerToken });
    const notice = await loadPastePage(anonymous, id, null);
    expect(notice).toEqual({ kind: "opens-once", pasteId: id });
    expect(await exists(id)).toBe(true);
    const own = await loadPastePage(asUser(actors.owner), id, null);
    expect(own).toMatchObject({ kind: "open", viewerIsOwner: true, burned: false });
    const opened = await openPastePage(anonymous, id, null);
    expect(opened).toMatchObject({ kind: "open", burned: true, paste: { title: "the secret title" } });
    expect(JSON.stringify(opened)).toContain("hello world");
    await expect(openPastePage(anonymous, id, null)).rejects.toMatchObject({ status: 404 });
    await expect(loadPastePage(anonymous, id, null)).rejects.toMatchObject({ status: 404 });
  });

  it("history, stars, pins and clones (reads that keep it) are refused to others", async () => {
    const id = await createPaste(burnBody());
    expect((await api.history(id)).status).toBe(404);
    expect((await api.star(id, { token: actors.otherToken })).status).toBe(404);
    const owned = await createPaste(burnBody(), { token: actors.ownerToken });
    expect((await api.star(owned, { token: actors.ownerToken })).status).toBe(400);
    expect((await api.pin(owned, { token: actors.ownerToken })).status).toBe(400);
    expect(await exists(id)).toBe(true);
  });
});

describe("raw, zip and the older API burn it too", () => {
  it("raw: the first GET answers the text, HEAD does not consume it", async () => {
    const created = await api.create(burnBody());
    const { id, pasties } = created.json as { id: string; pasties: { id: string }[] };
    const pastyId = pasties[0]!.id;
    expect((await raw(id, pastyId, "HEAD")).status).toBe(200);
    const first = await raw(id, pastyId);
    expect(first.status).toBe(200);
    expect(first.text).toBe("hello world");
    expect((await raw(id, pastyId)).status).toBe(404);
  });

  it("zip: the first download burns it", async () => {
    const id = await createPaste(burnBody());
    expect((await api.zip(id)).status).toBe(200);
    expect((await api.zip(id)).status).toBe(404);
  });

  it("GET /api/v2/paste/:id burns it", async () => {
    const id = await createPaste(burnBody());
    const read = () => callRoute(legacyPaste.GET, { path: `/api/v2/paste/${id}`, params: { id } });
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(404);
  });
});

describe("never listed, cached or exported", () => {
  it("lists leave it out, the owner's profile shows it as waiting until it is read", async () => {
    const listed = await createPaste(pasteBody({ title: "listed" }), { token: actors.ownerToken });
    const waiting = await createPaste(burnBody({ title: "waiting" }), { token: actors.ownerToken });
    const list = await callRoute(userPastesRoute.GET, {
      path: `/api/v3/users/${actors.owner.username}/pastes?pageSize=30`,
      params: { username: actors.owner.username },
      token: actors.ownerToken,
    });
    const ids = (list.json as { items: { paste: { id: string } }[] }).items.map((item) => item.paste.id);
    expect(ids).toContain(listed);
    expect(ids).not.toContain(waiting);
    expect((list.json as { totalPages: number }).totalPages).toBe(Math.ceil(ids.length / 30));

    const ownProfile = await loadProfilePage(asUser(actors.owner), actors.owner.username, { page: 0, tag: null });
    expect(ownProfile?.waiting.map((paste) => paste.id)).toContain(waiting);
    const othersView = await loadProfilePage(asUser(actors.other), actors.owner.username, { page: 0, tag: null });
    expect(othersView?.waiting).toEqual([]);
    expect(JSON.stringify(othersView)).not.toContain(waiting);

    expect((await api.get(waiting, { token: actors.otherToken })).status).toBe(200);
    const after = await loadProfilePage(asUser(actors.owner), actors.owner.username, { page: 0, tag: null });
    expect(after?.waiting.map((paste) => paste.id)).not.toContain(waiting);
  });

  it("the response cache never keeps an answer of it", async () => {
    const id = await createPaste(burnBody());
    expect(await findSharedPaste(id)).toBeNull();
  });

  it("editing it keeps no history", async () => {
    const created = await api.create(burnBody(), { token: actors.ownerToken });
    const { id, pasties } = created.json as { id: string; pasties: { id: string }[] };
    const edited = await api.edit(id, { pasties: [{ id: pasties[0]!.id, content: "fixed" }] }, { token: actors.ownerToken });
    expect(edited.status).toBe(200);
    expect((await api.history(id, { token: actors.ownerToken })).json).toEqual([]);
    expect((await api.get(id, { token: actors.otherToken })).json).toMatchObject({ pasties: [{ content: "fixed" }] });
  });
});
