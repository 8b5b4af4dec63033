import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/lib/testing/http";
import { api, createActors, createPaste, pasteBody } from "../pastes/test-client";
import * as comment from "./[id]/comments/[comment_id]/route";
import * as comments from "./[id]/comments/route";
import * as commits from "./[id]/commits/route";
import * as star from "./[id]/star/route";

// The Gist door's stars, commits and comments (issue 44): GitHub's statuses and objects over
// Myst's stars, history and review comments, whose rules hold unchanged: who may see and change
// what, burn-after-reading pastes, scopes, limits.

let actors: Awaited<ReturnType<typeof createActors>>;
let publicId: string;
let privateId: string;
beforeAll(async () => {
  actors = await createActors();
  publicId = await createPaste(pasteBody({ title: "shared" }), { token: actors.ownerToken });
  privateId = await createPaste(pasteBody({ private: true }), { token: actors.ownerToken });
});

const auth = (token?: string) => (token ? { token } : {});
const gist = (id: string, rest = "") => `/api/v3/gists/${id}${rest}`;

const stars = {
  get: (id: string, token?: string) => callRoute(star.GET, { path: gist(id, "/star"), params: { id }, ...auth(token) }),
  put: (id: string, token?: string) => callRoute(star.PUT, { method: "PUT", path: gist(id, "/star"), params: { id }, ...auth(token) }),
  remove: (id: string, token?: string) =>
    callRoute(star.DELETE, { method: "DELETE", path: gist(id, "/star"), params: { id }, ...auth(token) }),
};

const commentCalls = {
  list: (id: string, token?: string, query = "") =>
    callRoute(comments.GET, { path: gist(id, `/comments${query}`), params: { id }, ...auth(token) }),
  add: (id: string, body: unknown, token?: string) =>
    callRoute(comments.POST, { method: "POST", path: gist(id, "/comments"), params: { id }, body, ...auth(token) }),
  get: (id: string, commentId: string, token?: string) =>
    callRoute(comment.GET, { path: gist(id, `/comments/${commentId}`), params: { id, comment_id: commentId }, ...auth(token) }),
  edit: (id: string, commentId: string, body: unknown, token?: string) =>
    callRoute(comment.PATCH, {
      method: "PATCH",
      path: gist(id, `/comments/${commentId}`),
      params: { id, comment_id: commentId },
      body,
      ...auth(token),
    }),
  remove: (id: string, commentId: string, token?: string) =>
    callRoute(comment.DELETE, {
      method: "DELETE",
      path: gist(id, `/comments/${commentId}`),
      params: { id, comment_id: commentId },
      ...auth(token),
    }),
};

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
    const created = added.json as { id: string; url: string };
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
    expect((v3.json as { items: { id: string; fromLine: number }[] }).items[0]).toMatchObject({ id: created.id, fromLine: 1 });

    const listed = await commentCalls.list(id);
    expect(listed.status).toBe(200);
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
    expect(first.headers.get("link")).toContain(`/api/v3/gists/${id}/comments?page=2&per_page=2>; rel="next"`);
    const second = await commentCalls.list(id, undefined, "?page=2&per_page=2");
    expect((second.json as { body: string }[]).map((entry) => entry.body)).toEqual(["three"]);
    expect(second.headers.get("link")).not.toContain('rel="next"');
  });

  it("keeps another account's private gist out of reach: 404 to read or write its comments", async () => {
    expect((await commentCalls.list(privateId, actors.otherToken)).status).toBe(404);
    expect((await commentCalls.add(privateId, { body: "hi" }, actors.otherToken)).status).toBe(404);
    const ownComment = (await commentCalls.add(privateId, { body: "note to self" }, actors.ownerToken)).json as { id: string };
    expect((await commentCalls.get(privateId, ownComment.id, actors.otherToken)).status).toBe(404);
    expect((await commentCalls.remove(privateId, ownComment.id, actors.otherToken)).status).toBe(404);
  });

  it("lets no one but the author edit a comment, and no one but the author, owner or an admin delete it", async () => {
    const id = await createPaste(pasteBody(), { token: actors.ownerToken });
    const byOwner = (await commentCalls.add(id, { body: "owner's" }, actors.ownerToken)).json as { id: string };
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

  it.each(["../", "..%2F..%2Fadmin", "9".repeat(60), "-1"])("answers 404 for the comment id %s", async (commentId) => {
    expect((await commentCalls.get(publicId, commentId)).status).toBe(404);
    expect((await commentCalls.remove(publicId, commentId, actors.ownerToken)).status).toBe(404);
    expect((await commentCalls.edit(publicId, commentId, { body: "x" }, actors.ownerToken)).status).toBe(404);
  });

  it("shows no comments of a burn-after-reading paste and does not consume it", async () => {
    const id = await createPaste(pasteBody({ burnAfterRead: true }), { token: actors.ownerToken });
    expect((await commentCalls.add(id, { body: "hi" }, actors.otherToken)).status).toBe(403);
    expect((await commentCalls.list(id)).status).toBe(403);
    expect((await api.get(id, { token: actors.ownerToken })).status).toBe(200);
  });
});

describe("GET /api/v3/gists/:id/commits", () => {
  it("lists the versions newest first with what each edit changed", async () => {
    const id = await createPaste(pasteBody(), { token: actors.ownerToken });
    const edit = await api.edit(
      id,
      { pasties: [{ title: "main", content: "hello\nworld\nagain", language: "Text" }] },
      { token: actors.ownerToken },
    );
    expect(edit.status).toBe(200);
    const listed = await callRoute(commits.GET, { path: gist(id, "/commits"), params: { id } });
    expect(listed.status).toBe(200);
    const [latest, first] = listed.json as { version: string; url: string; change_status: object; user: { login: string } }[];
    expect(latest).toMatchObject({
      version: "1",
      user: { login: actors.owner.username },
      change_status: { additions: 3, deletions: 1, total: 4 },
    });
    expect(latest!.url).toMatch(new RegExp(`/api/v3/gists/${id}/1$`));
    expect(first).toMatchObject({ version: "0", change_status: {} });
  });

  it("answers 404 for another account's private gist", async () => {
    expect(
      (await callRoute(commits.GET, { path: gist(privateId, "/commits"), params: { id: privateId }, ...auth(actors.otherToken) })).status,
    ).toBe(404);
  });
});
