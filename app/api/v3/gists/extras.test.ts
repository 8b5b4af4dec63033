import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/lib/testing/http";
import * as pasteRevision from "../pastes/[pasteId]/revisions/[revision]/route";
import { api, createActors, createPaste, pasteBody } from "../pastes/test-client";
import * as revision from "./[gistId]/[sha]/route";
import * as gistRoute from "./[gistId]/route";
import * as comment from "./[gistId]/comments/[comment_id]/route";
import * as comments from "./[gistId]/comments/route";
import * as commits from "./[gistId]/commits/route";
import * as forks from "./[gistId]/forks/route";
import * as star from "./[gistId]/star/route";
import { gistApi, type GistJson } from "./test-client";

// The Gist door's stars, forks, commits, revisions and comments (issue 44): GitHub's statuses and
// objects over Myst's stars, forks, history and review comments, whose rules hold unchanged: who
// may see and change what, burn-after-reading pastes, scopes, limits.

let actors: Awaited<ReturnType<typeof createActors>>;
let publicId: string;
let privateId: string;
beforeAll(async () => {
  actors = await createActors();
  publicId = await createPaste(pasteBody({ title: "shared" }), { token: actors.ownerToken });
  privateId = await createPaste(pasteBody({ private: true }), { token: actors.ownerToken });
});

type Handler = Parameters<typeof callRoute>[0];
/** A call as GitHub's clients make it: `Authorization: token …`. */
const call = (handler: Handler, method: string, path: string, params: Record<string, string>, token?: string, body?: unknown) =>
  callRoute(handler, { method, path, params, body, headers: token ? { Authorization: `token ${token}` } : {} });
const gist = (gistId: string, rest = "") => `/api/v3/gists/${gistId}${rest}`;

const stars = {
  get: (gistId: string, token?: string) => call(star.GET, "GET", gist(gistId, "/star"), { gistId }, token),
  put: (gistId: string, token?: string) => call(star.PUT, "PUT", gist(gistId, "/star"), { gistId }, token),
  remove: (gistId: string, token?: string) => call(star.DELETE, "DELETE", gist(gistId, "/star"), { gistId }, token),
};

const commentCalls = {
  list: (gistId: string, token?: string, query = "") => call(comments.GET, "GET", gist(gistId, `/comments${query}`), { gistId }, token),
  add: (gistId: string, body: unknown, token?: string) => call(comments.POST, "POST", gist(gistId, "/comments"), { gistId }, token, body),
  get: (gistId: string, commentId: string | number, token?: string) =>
    call(comment.GET, "GET", gist(gistId, `/comments/${commentId}`), { gistId, comment_id: String(commentId) }, token),
  edit: (gistId: string, commentId: string | number, body: unknown, token?: string) =>
    call(comment.PATCH, "PATCH", gist(gistId, `/comments/${commentId}`), { gistId, comment_id: String(commentId) }, token, body),
  remove: (gistId: string, commentId: string | number, token?: string) =>
    call(comment.DELETE, "DELETE", gist(gistId, `/comments/${commentId}`), { gistId, comment_id: String(commentId) }, token),
};

const forkCalls = {
  create: (gistId: string, token?: string) => call(forks.POST, "POST", gist(gistId, "/forks"), { gistId }, token),
  list: (gistId: string, token?: string, query = "") => call(forks.GET, "GET", gist(gistId, `/forks${query}`), { gistId }, token),
};
const commitsOf = (gistId: string, token?: string, query = "") =>
  call(commits.GET, "GET", gist(gistId, `/commits${query}`), { gistId }, token);
const revisionOf = (gistId: string, sha: string, token?: string) =>
  call(revision.GET, "GET", gist(gistId, `/${sha}`), { gistId, sha }, token);

describe("GET|PUT|DELETE /api/v3/gists/:id/star", () => {
  it("answers 404 until starred, 204 once starred, and PUT and DELETE may be repeated", async () => {
    const id = await createPaste(pasteBody(), { token: actors.ownerToken });
    expect((await stars.get(id, actors.otherToken)).status).toBe(404);
    expect((await stars.put(id, actors.otherToken)).status).toBe(204);
    expect((await stars.put(id, actors.otherToken)).status).toBe(204);
    expect((await stars.get(id, actors.otherToken)).status).toBe(204);
    expect(((await api.get(id)).json as { stars: number }).stars).toBe(1);
    expect((await stars.remove(id, actors.otherToken)).status).toBe(204);
    expect((await stars.remove(id, actors.otherToken)).status).toBe(204);
    expect((await stars.get(id, actors.otherToken)).status).toBe(404);
    expect(((await api.get(id)).json as { stars: number }).stars).toBe(0);
  });

  it("needs a login, and another account's private gist cannot be starred or probed", async () => {
    expect((await stars.put(publicId)).status).toBe(401);
    expect((await stars.get(publicId)).status).toBe(401);
    expect((await stars.put(privateId, actors.otherToken)).status).toBe(404);
    expect((await stars.get(privateId, actors.otherToken)).status).toBe(404);
  });

  it("refuses a burn-after-reading paste without consuming it", async () => {
    const id = await createPaste(pasteBody({ burnAfterRead: true }), { token: actors.ownerToken });
    expect((await stars.put(id, actors.otherToken)).status).toBe(404);
    expect((await stars.put(id, actors.ownerToken)).status).toBe(400);
    expect((await api.get(id, { token: actors.ownerToken })).status).toBe(200);
  });
});

describe("GET|POST /api/v3/gists/:id/comments and …/comments/:comment_id", () => {
  it("writes, reads, edits and deletes a comment as GitHub's comment object", async () => {
    const id = await createPaste(pasteBody(), { token: actors.ownerToken });
    const added = await commentCalls.add(id, { body: "Nice **gist**" }, actors.otherToken);
    expect(added.status).toBe(201);
    expect(added.headers.get("cache-control")).toBe("private, no-store");
    const created = added.json as { id: number; url: string };
    expect(created).toMatchObject({
      body: "Nice **gist**",
      user: { login: actors.other.username, type: "User" },
      author_association: "NONE",
      url: expect.stringMatching(new RegExp(`/api/v3/gists/${id}/comments/${created.id}$`)),
    });
    const own = (await commentCalls.add(id, { body: "Thanks" }, actors.ownerToken)).json;
    expect(own).toMatchObject({ author_association: "OWNER" });
    // The comment is Myst's: the v3 door lists it, on the first line of the first pasty.
    const v3 = await callRoute((await import("../pastes/[pasteId]/comments/route")).GET, {
      path: `/api/v3/pastes/${id}/comments`,
      params: { pasteId: id },
    });
    const [mystComment] = (v3.json as { items: { id: string; fromLine: number }[] }).items;
    // GitHub's ids are numbers: the Myst id read in base 36.
    expect(mystComment).toMatchObject({ id: created.id.toString(36).padStart(8, "0"), fromLine: 1 });

    const listed = await commentCalls.list(id);
    expect(listed.status).toBe(200);
    // A list of comments may be of a private gist: no cache keeps it, as no cache keeps one comment.
    expect(listed.headers.get("cache-control")).toBe("private, no-store");
    expect((listed.json as { body: string }[]).map((entry) => entry.body)).toEqual(["Nice **gist**", "Thanks"]);
    expect((await commentCalls.get(id, created.id)).json).toMatchObject({ id: created.id, body: "Nice **gist**" });

    const edited = await commentCalls.edit(id, created.id, { body: "Nicer" }, actors.otherToken);
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ id: created.id, body: "Nicer" });
    expect((await commentCalls.remove(id, created.id, actors.otherToken)).status).toBe(204);
    expect((await commentCalls.get(id, created.id)).status).toBe(404);
  });

  it("pages the list with GitHub's Link header", async () => {
    const id = await createPaste(pasteBody(), { token: actors.ownerToken });
    for (const body of ["one", "two", "three"]) await commentCalls.add(id, { body }, actors.otherToken);
    const first = await commentCalls.list(id, undefined, "?per_page=2");
    expect((first.json as unknown[]).length).toBe(2);
    expect(first.headers.get("link")).toContain(`/api/v3/gists/${id}/comments?per_page=2&page=2>; rel="next"`);
    const second = await commentCalls.list(id, undefined, "?page=2&per_page=2");
    expect((second.json as { body: string }[]).map((entry) => entry.body)).toEqual(["three"]);
    expect(second.headers.get("link")).not.toContain('rel="next"');
  });

  it("keeps another account's private gist out of reach: 404 to read or write its comments", async () => {
    expect((await commentCalls.list(privateId, actors.otherToken)).status).toBe(404);
    expect((await commentCalls.add(privateId, { body: "hi" }, actors.otherToken)).status).toBe(404);
    const ownComment = (await commentCalls.add(privateId, { body: "note to self" }, actors.ownerToken)).json as { id: number };
    expect((await commentCalls.get(privateId, ownComment.id, actors.otherToken)).status).toBe(404);
    expect((await commentCalls.remove(privateId, ownComment.id, actors.otherToken)).status).toBe(404);
  });

  it("lets no one but the author edit a comment, and no one but the author, owner or an admin delete it", async () => {
    const id = await createPaste(pasteBody(), { token: actors.ownerToken });
    const byOwner = (await commentCalls.add(id, { body: "owner's" }, actors.ownerToken)).json as { id: number };
    expect((await commentCalls.edit(id, byOwner.id, { body: "hijacked" }, actors.otherToken)).status).toBe(403);
    expect((await commentCalls.remove(id, byOwner.id, actors.otherToken)).status).toBe(403);
    expect((await commentCalls.get(id, byOwner.id)).json).toMatchObject({ body: "owner's" });
    expect((await commentCalls.remove(id, byOwner.id, actors.adminToken)).status).toBe(204);
  });

  it("needs a login with the paste scope to write", async () => {
    expect((await commentCalls.add(publicId, { body: "hi" })).status).toBe(401);
    expect((await commentCalls.add(publicId, { body: "hi" }, actors.ownerWithoutScope)).status).toBe(403);
    expect((await commentCalls.add(publicId, { body: "hi" }, actors.ownerReadOnly)).status).toBe(403);
  });

  it.each([
    ["an empty body", { body: "" }],
    ["a blank body", { body: "  \n " }],
    ["20,000 repeated bytes", { body: "a".repeat(20_000) }],
  ])("refuses %s with 422", async (_, body) => {
    expect((await commentCalls.add(publicId, body, actors.otherToken)).status).toBe(422);
  });

  it.each(["../", "..%2F..%2Fadmin", "9".repeat(60), String(36 ** 8), "-1", "abcdefgh", "1e5"])(
    "answers 404 for the comment id %s",
    async (commentId) => {
      expect((await commentCalls.get(publicId, commentId)).status).toBe(404);
      expect((await commentCalls.remove(publicId, commentId, actors.ownerToken)).status).toBe(404);
      expect((await commentCalls.edit(publicId, commentId, { body: "x" }, actors.ownerToken)).status).toBe(404);
    },
  );

  it("shows no comments of a burn-after-reading paste and does not consume it", async () => {
    const id = await createPaste(pasteBody({ burnAfterRead: true }), { token: actors.ownerToken });
    expect((await commentCalls.add(id, { body: "hi" }, actors.otherToken)).status).toBe(403);
    expect((await commentCalls.list(id)).status).toBe(403);
    expect((await api.get(id, { token: actors.ownerToken })).status).toBe(200);
  });
});

describe("GET /api/v3/gists/:id/commits and GET /api/v3/gists/:id/:sha", () => {
  /** A paste edited once: version 0 says "hello world", version 1 three lines. */
  async function editedOnce(overrides: Record<string, unknown> = {}) {
    const id = await createPaste(pasteBody(overrides), { token: actors.ownerToken });
    const pasties = [{ title: "main", content: "hello\nworld\nagain", language: "Text" }];
    expect((await api.edit(id, { pasties }, { token: actors.ownerToken })).status).toBe(200);
    return id;
  }

  it("lists the versions newest first with what each edit changed, as the gist's history names them", async () => {
    const id = await editedOnce();
    const listed = await commitsOf(id);
    expect(listed.status).toBe(200);
    const [latest, first] = listed.json as { version: string; url: string; change_status: object; user: { login: string } }[];
    expect(latest).toMatchObject({
      version: "1",
      user: { login: actors.owner.username },
      change_status: { additions: 3, deletions: 1, total: 4 },
    });
    expect(latest!.url).toMatch(new RegExp(`/api/v3/gists/${id}/1$`));
    expect(first).toMatchObject({ version: "0", change_status: {} });
    expect((await gistApi.get(id)).json).toMatchObject({ history: listed.json });

    const paged = await commitsOf(id, undefined, "?per_page=1");
    expect((paged.json as { version: string }[]).map((entry) => entry.version)).toEqual(["1"]);
    expect(paged.headers.get("link")).toContain('page=2>; rel="next"');
  });

  it("reads each version at its commit's url: the earlier one from the history, the current one as the gist", async () => {
    const id = await editedOnce();
    const before = await revisionOf(id, "0");
    expect(before.status).toBe(200);
    // It may hold a private or decrypted version: no cache keeps it.
    expect(before.headers.get("cache-control")).toBe("private, no-store");
    const file = (before.json as GistJson).files["main"]!;
    expect(file.content).toBe("hello world");
    // Its raw_url is that version's text, not the current one.
    expect(file.raw_url).toMatch(new RegExp(`/raw/${id}/[a-z0-9]{8}/[a-z0-9]{8}$`));
    expect((before.json as GistJson).history!.map((entry) => entry.version)).toEqual(["1", "0"]);
    const now = await revisionOf(id, "1");
    expect((now.json as GistJson).files["main"]!.content).toBe("hello\nworld\nagain");
    expect((await revisionOf(id, "2")).status).toBe(404);
  });

  it("leaves a purged version out: not among the commits, and 404 at its url", async () => {
    const id = await editedOnce();
    const pastyId = ((await api.get(id)).json as { pasties: { id: string }[] }).pasties[0]!.id;
    expect((await api.edit(id, { pasties: [{ id: pastyId, content: "third" }] }, { token: actors.ownerToken })).status).toBe(200);
    const purged = await callRoute(pasteRevision.DELETE, {
      method: "DELETE",
      path: `/api/v3/pastes/${id}/revisions/1`,
      params: { pasteId: id, revision: "1" },
      headers: { Authorization: `Bearer ${actors.ownerToken}` },
    });
    expect(purged.status, purged.text).toBe(200);
    expect(((await commitsOf(id)).json as { version: string }[]).map((entry) => entry.version)).toEqual(["2", "0"]);
    expect(((await gistApi.get(id)).json as GistJson).history!.map((entry) => entry.version)).toEqual(["2", "0"]);
    const gone = await revisionOf(id, "1");
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({ message: "Not Found", documentation_url: expect.any(String) });
    expect((await revisionOf(id, "0")).status).toBe(200);
  });

  it.each(["../", "..%2F..", "9".repeat(60), "4294967296", "-1", "1.0", "abc", "0x1"])("answers 404 for the version %s", async (sha) => {
    const answer = await revisionOf(publicId, sha);
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ message: "Not Found" });
  });

  it("keeps another account's private gist out of reach: 404 for its commits and versions", async () => {
    expect((await commitsOf(privateId, actors.otherToken)).status).toBe(404);
    expect((await revisionOf(privateId, "0", actors.otherToken)).status).toBe(404);
    expect((await revisionOf(privateId, "0", actors.ownerToken)).status).toBe(200);
  });

  it("does not consume a burn-after-reading paste: 404 to others for its commits and versions", async () => {
    const id = await createPaste(pasteBody({ burnAfterRead: true }), { token: actors.ownerToken });
    expect((await commitsOf(id, actors.otherToken)).status).toBe(404);
    expect((await revisionOf(id, "0", actors.otherToken)).status).toBe(404);
    expect((await revisionOf(id, "0")).status).toBe(404);
    expect((await api.get(id, { token: actors.ownerToken })).status).toBe(200);
  });
});

describe("POST|GET /api/v3/gists/:id/forks", () => {
  it("forks a gist into the caller's, answered as the new gist, and lists it among the forks", async () => {
    const id = await createPaste(pasteBody({ title: "to fork" }), { token: actors.ownerToken });
    const forked = await forkCalls.create(id, actors.otherToken);
    expect(forked.status).toBe(201);
    const fork = forked.json as GistJson;
    expect(fork).toMatchObject({ description: "to fork", owner: { login: actors.other.username } });
    expect(fork.files["main"]!.content).toBe("hello world");
    expect(forked.headers.get("location")).toBe(fork.url);

    const listed = await forkCalls.list(id);
    expect(listed.status).toBe(200);
    expect((listed.json as GistJson[]).map((entry) => entry.id)).toEqual([fork.id]);
    expect((await gistApi.get(id)).json).toMatchObject({ forks: [{ id: fork.id, user: { login: actors.other.username } }] });
  });

  it("pages the forks with GitHub's Link header", async () => {
    const id = await createPaste(pasteBody(), { token: actors.ownerToken });
    const first = (await forkCalls.create(id, actors.otherToken)).json as GistJson;
    const second = (await forkCalls.create(id, actors.adminToken)).json as GistJson;
    const page = await forkCalls.list(id, undefined, "?per_page=1");
    expect((page.json as GistJson[]).map((entry) => entry.id)).toEqual([second.id]);
    expect(page.headers.get("link")).toContain('page=2>; rel="next"');
    const next = await forkCalls.list(id, undefined, "?per_page=1&page=2");
    expect((next.json as GistJson[]).map((entry) => entry.id)).toEqual([first.id]);
  });

  it("keeps another account's private gist and its private forks out of reach", async () => {
    expect((await forkCalls.create(privateId, actors.otherToken)).status).toBe(404);
    expect((await forkCalls.list(privateId, actors.otherToken)).status).toBe(404);
    // The owner's fork of their private paste is private too: listed to them alone.
    const own = (await forkCalls.create(privateId, actors.ownerToken)).json as GistJson;
    expect(own.public).toBe(false);
    const id = await createPaste(pasteBody(), { token: actors.ownerToken });
    await forkCalls.create(id, actors.otherToken);
    const privateFork = (await forkCalls.create(id, actors.ownerToken)).json as GistJson;
    expect((await api.private(privateFork.id, { token: actors.ownerToken })).status).toBe(200);
    expect((await forkCalls.list(id, actors.otherToken)).json as GistJson[]).toHaveLength(1);
    expect((await forkCalls.list(id, actors.ownerToken)).json as GistJson[]).toHaveLength(2);
  });

  it("refuses to copy a burn-after-reading paste, and does not consume it", async () => {
    const id = await createPaste(pasteBody({ burnAfterRead: true }), { token: actors.ownerToken });
    expect((await forkCalls.create(id, actors.otherToken)).status).toBe(404);
    expect((await forkCalls.list(id, actors.otherToken)).status).toBe(404);
    expect((await forkCalls.create(id, actors.ownerToken)).status).toBe(409);
    expect((await api.get(id, { token: actors.ownerToken })).status).toBe(200);
  });
});

describe("POST /api/v3/gists/:id", () => {
  it("edits as PATCH does, since the gist command updates with POST", async () => {
    const id = await createPaste(pasteBody(), { token: actors.ownerToken });
    const edited = await call(gistRoute.POST, "POST", gist(id), { gistId: id }, actors.ownerToken, {
      files: { main: { content: "updated" } },
    });
    expect(edited.status).toBe(200);
    expect((edited.json as GistJson).files["main"]!.content).toBe("updated");
    const refused = await call(gistRoute.POST, "POST", gist(id), { gistId: id }, actors.otherToken, { files: { main: { content: "x" } } });
    expect(refused.status).toBe(403);
  });
});
