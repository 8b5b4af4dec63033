import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import * as userRoute from "@/app/api/v3/users/[username]/route";
import type { Caller } from "@/lib/auth/caller";
import { onChange } from "@/lib/changes/announce";
import { db } from "@/lib/db/client";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import { deleteUser } from "@/lib/users/delete";
import * as comments from "./[pasteId]/comments/route";
import { addedComment, commentsApi, itemsOf, on, pasteOwnedBy } from "./comments-test-client";
import { api, createActors, type Options } from "./test-client";

// Review comments on line ranges (issue 16, item 2): who may read, write, change and delete them,
// and how they follow edits. On encrypted pastes: comments-encrypted.test.ts.

let actors: Awaited<ReturnType<typeof createActors>>;
let noReadScope: string;
beforeAll(async () => {
  actors = await createActors();
  noReadScope = actors.ownerWithoutScope;
});

/** A paste of `code` owned by the owner of the actors. */
const ownedPaste = (overrides: Record<string, unknown> = {}, options: Options = {}) => pasteOwnedBy(actors.ownerToken, overrides, options);

describe("POST and GET /api/v3/pastes/:id/comments", () => {
  it("stores a comment on a line range and lists the paste's comments oldest first", async () => {
    const { id, pastyId } = await ownedPaste();
    const first = await addedComment(id, on(pastyId, 2, 3), actors.otherToken);
    expect(first).toMatchObject({
      pasteId: id,
      pastyId,
      fromLine: 2,
      toLine: 3,
      version: 0,
      body: "Looks **good**",
      author: { id: actors.other.id, username: actors.other.username },
      editedAt: null,
      currentLines: { fromLine: 2, toLine: 3 },
      historyId: null,
    });
    const second = await addedComment(id, on(pastyId, 5, 5, "last line"), actors.ownerToken);
    const listed = await commentsApi.list(id);
    expect(listed.status).toBe(200);
    expect(itemsOf(listed).map((entry) => entry.id)).toEqual([first.id, second.id]);
    expect(listed.json).toMatchObject({ currentPage: 0, hasNextPage: false, pageSize: 50, totalPages: 1 });
  });

  it.each([
    ["a range past the last line", (pastyId: string) => on(pastyId, 4, 6)],
    ["toLine before fromLine", (pastyId: string) => on(pastyId, 3, 2)],
    ["line 0", (pastyId: string) => on(pastyId, 0, 1)],
    ["an empty body", (pastyId: string) => on(pastyId, 1, 1, "   ")],
    ["a body over 10,000 characters", (pastyId: string) => on(pastyId, 1, 1, "x".repeat(10_001))],
    ["a pasty of another paste", () => on("zzzzzzzz", 1, 1)],
    ["an unknown field", (pastyId: string) => ({ ...on(pastyId, 1, 1), extra: true })],
  ])("refuses %s with 400 and a message", async (_, body) => {
    const { id, pastyId } = await ownedPaste();
    const result = await commentsApi.add(id, body(pastyId), { token: actors.otherToken });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });

  it("takes a body of exactly 10,000 characters", async () => {
    const { id, pastyId } = await ownedPaste();
    expect((await commentsApi.add(id, on(pastyId, 1, 1, "x".repeat(10_000)), { token: actors.otherToken })).status).toBe(201);
  });

  it("applies the access rules to every actor", async () => {
    const { id, pastyId } = await ownedPaste();
    // anonymous: reads a public paste's comments, cannot write
    expect((await commentsApi.list(id)).status).toBe(200);
    expect((await commentsApi.add(id, on(pastyId, 1, 1))).status).toBe(401);
    // owner without a paste scope: can neither read nor write
    expect((await commentsApi.list(id, { token: noReadScope })).status).toBe(403);
    expect((await commentsApi.add(id, on(pastyId, 1, 1), { token: noReadScope })).status).toBe(403);
    // owner reading only: reads, cannot write
    expect((await commentsApi.list(id, { token: actors.ownerReadOnly })).status).toBe(200);
    expect((await commentsApi.add(id, on(pastyId, 1, 1), { token: actors.ownerReadOnly })).status).toBe(403);
    // another user, the owner and an admin write
    for (const token of [actors.otherToken, actors.ownerToken, actors.adminToken]) {
      expect((await commentsApi.add(id, on(pastyId, 1, 1), { token })).status).toBe(201);
    }
    expect((await commentsApi.add("nothere1", on(pastyId, 1, 1), { token: actors.otherToken })).status).toBe(404);
  });

  it("shows a private paste's comments to its owner only: everyone else gets the paste's 404", async () => {
    const { id, pastyId } = await ownedPaste({ private: true });
    await addedComment(id, on(pastyId, 1, 2), actors.ownerToken);
    expect(itemsOf(await commentsApi.list(id, { token: actors.ownerToken })).length).toBe(1);
    for (const options of [{}, { token: actors.otherToken }, { token: actors.adminToken }]) {
      expect((await commentsApi.list(id, options)).status).toBe(404);
      expect((await commentsApi.add(id, on(pastyId, 1, 1), options)).status).toBe(options.token ? 404 : 401);
    }
  });

  it("tells the response cache the paste changed", async () => {
    const { id, pastyId } = await ownedPaste();
    const heard: unknown[] = [];
    const stop = onChange((change) => heard.push(change));
    try {
      const added = await addedComment(id, on(pastyId, 1, 1), actors.otherToken);
      expect(heard).toContainEqual({ pasteId: id });
      heard.length = 0;
      await commentsApi.remove(id, added.id, { token: actors.otherToken });
      expect(heard).toContainEqual({ pasteId: id });
    } finally {
      stop();
    }
  });
});

describe("PATCH and DELETE /api/v3/pastes/:id/comments/:commentId", () => {
  it("lets the author change the body, marking it edited; nobody else", async () => {
    const { id, pastyId } = await ownedPaste();
    const added = await addedComment(id, on(pastyId, 1, 1), actors.otherToken);
    for (const token of [actors.ownerToken, actors.adminToken]) {
      expect((await commentsApi.edit(id, added.id, { body: "mine now" }, { token })).status).toBe(403);
    }
    expect((await commentsApi.edit(id, added.id, { body: "x" })).status).toBe(401);
    const edited = await commentsApi.edit(id, added.id, { body: "better" }, { token: actors.otherToken });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ id: added.id, body: "better", editedAt: expect.stringMatching(/Z$/) });
    expect((await commentsApi.edit(id, added.id, { body: "" }, { token: actors.otherToken })).status).toBe(400);
    expect((await commentsApi.edit(id, "nothere1", { body: "x" }, { token: actors.otherToken })).status).toBe(404);
  });

  it("lets the author, the paste's owner and an admin delete; not another user, not without scope", async () => {
    const { id, pastyId } = await ownedPaste();
    const third = await createTestToken((await createTestUser()).id, ["paste"]);
    const byOther = () => addedComment(id, on(pastyId, 1, 1), actors.otherToken);
    const first = await byOther();
    expect((await commentsApi.remove(id, first.id)).status).toBe(401);
    expect((await commentsApi.remove(id, first.id, { token: third })).status).toBe(403);
    expect((await commentsApi.remove(id, first.id, { token: actors.ownerReadOnly })).status).toBe(403);
    for (const token of [actors.otherToken, actors.ownerToken, actors.adminToken]) {
      const target = await byOther();
      expect((await commentsApi.remove(id, target.id, { token })).status).toBe(204);
      expect((await commentsApi.remove(id, target.id, { token })).status).toBe(404);
    }
    const otherPaste = await ownedPaste();
    expect((await commentsApi.remove(otherPaste.id, first.id, { token: actors.otherToken })).status).toBe(404);
  });
});

describe("comments across edits", () => {
  it("places comments on the current lines when they survived, else on the version they were made on", async () => {
    const { id, pastyId } = await ownedPaste();
    const kept = await addedComment(id, on(pastyId, 4, 5), actors.otherToken);
    const changed = await addedComment(id, on(pastyId, 2, 2), actors.otherToken);
    const edit = await api.edit(
      id,
      { pasties: [{ id: pastyId, content: "zero\none\nTWO\nthree\nfour\nfive" }] },
      { token: actors.ownerToken },
    );
    expect(edit.status).toBe(200);
    const historyId = ((await api.history(id)).json as { id: string }[])[0]!.id;
    const listed = itemsOf(await commentsApi.list(id));
    expect(listed.find((entry) => entry.id === kept.id)).toMatchObject({
      version: 0,
      fromLine: 4,
      toLine: 5,
      currentLines: { fromLine: 5, toLine: 6 },
      historyId,
    });
    expect(listed.find((entry) => entry.id === changed.id)).toMatchObject({ version: 0, currentLines: null, historyId });
    const after = await addedComment(id, on(pastyId, 6, 6), actors.otherToken);
    expect(after).toMatchObject({ version: 1, historyId: null, currentLines: { fromLine: 6, toLine: 6 } });
  });
});

describe("PUT /api/v3/pastes/:id/comments_enabled", () => {
  it("lets the owner turn comments off (hidden, no new ones) and on again", async () => {
    const { id, pastyId } = await ownedPaste();
    const added = await addedComment(id, on(pastyId, 1, 1), actors.otherToken);
    for (const token of [actors.otherToken, actors.adminToken, actors.ownerReadOnly]) {
      expect((await commentsApi.setEnabled(id, false, { token })).status).toBe(403);
    }
    expect((await commentsApi.setEnabled(id, false)).status).toBe(401);
    expect((await commentsApi.setEnabled(id, "no", { token: actors.ownerToken })).status).toBe(400);
    expect((await commentsApi.setEnabled(id, false, { token: actors.ownerToken })).json).toEqual({ enabled: false });
    expect((await commentsApi.enabled(id)).json).toEqual({ enabled: false });
    expect((await commentsApi.list(id)).status).toBe(403);
    expect((await commentsApi.add(id, on(pastyId, 1, 1), { token: actors.otherToken })).status).toBe(403);
    expect((await commentsApi.edit(id, added.id, { body: "x" }, { token: actors.otherToken })).status).toBe(403);
    expect((await commentsApi.setEnabled(id, true, { token: actors.ownerToken })).status).toBe(200);
    expect(itemsOf(await commentsApi.list(id)).map((entry) => entry.id)).toEqual([added.id]);
  });
});

describe("bounds (issue 24, item 10)", () => {
  it("are off on a burn-after-reading paste for everyone: nothing listed, nothing posted, no line count learnt", async () => {
    const { id, pastyId } = await ownedPaste({ burnAfterRead: true });
    for (const token of [actors.ownerToken, actors.otherToken]) {
      expect((await commentsApi.list(id, { token })).status).toBe(403);
      expect((await commentsApi.add(id, on(pastyId, 1, 1), { token })).status).toBe(403);
      // A range past the end would have said how many lines the unread paste has.
      expect((await commentsApi.add(id, on(pastyId, 1, 999), { token })).status).toBe(403);
    }
    expect((await commentsApi.list(id)).status).toBe(403);
    expect(await db().pasteComment.count({ where: { pasteId: id } })).toBe(0);
  });

  it("lists a page at a time, oldest first", async () => {
    const { id, pastyId } = await ownedPaste();
    const added: string[] = [];
    for (let index = 0; index < 5; index++)
      added.push((await addedComment(id, on(pastyId, 1, 1, `comment ${index}`), actors.otherToken)).id);
    const page = (number: number) =>
      callRoute(comments.GET, { method: "GET", path: `/api/v3/pastes/${id}/comments?page=${number}&pageSize=2`, params: { pasteId: id } });
    const pages = await Promise.all([0, 1, 2, 3].map(page));
    expect(pages.map((answer) => itemsOf(answer).map((entry) => entry.id))).toEqual([
      added.slice(0, 2),
      added.slice(2, 4),
      added.slice(4),
      [],
    ]);
    expect(pages[0]!.json).toMatchObject({ currentPage: 0, hasNextPage: true, pageSize: 2, totalPages: 3 });
    expect(pages[2]!.json).toMatchObject({ currentPage: 2, hasNextPage: false, totalPages: 3 });
    const tooBig = await callRoute(comments.GET, {
      method: "GET",
      path: `/api/v3/pastes/${id}/comments?pageSize=101`,
      params: { pasteId: id },
    });
    expect(tooBig.status).toBe(400);
  });
});

describe("the author's data", () => {
  it("exports the comments they wrote in their data zip", async () => {
    const { id, pastyId } = await ownedPaste();
    const added = await addedComment(id, on(pastyId, 2, 4, "in the export"), actors.otherToken);
    const result = await callRoute(userRoute.GET, { params: { username: `${actors.other.username}.zip` }, token: actors.otherToken });
    expect(result.status).toBe(200);
    const archive = await JSZip.loadAsync(await result.response.arrayBuffer());
    const exported = JSON.parse(await archive.file("comments.json")!.async("string")) as Record<string, unknown>[];
    expect(exported).toContainEqual(expect.objectContaining({ id: added.id, pasteId: id, fromLine: 2, toLine: 4, body: "in the export" }));
  });

  it("removes a user's comments with the user, and all comments with the paste once it leaves the bin", async () => {
    const { id, pastyId } = await ownedPaste();
    const leaving = await createTestUser();
    const leavingToken = await createTestToken(leaving.id, ["paste", "user"]);
    await addedComment(id, on(pastyId, 1, 1), leavingToken);
    const staying = await addedComment(id, on(pastyId, 2, 2), actors.otherToken);
    const caller: Caller = {
      kind: "user",
      user: { id: leaving.id, username: leaving.username, isAdmin: false },
      scopes: new Set(["user"]),
      via: "session",
    };
    await deleteUser(caller, leaving.username);
    expect(itemsOf(await commentsApi.list(id)).map((entry) => entry.id)).toEqual([staying.id]);
    expect((await api.remove(id, { token: actors.ownerToken })).status).toBe(204);
    // Kept in the recycle bin for a restore, unreachable meanwhile; gone with the paste.
    expect((await commentsApi.list(id)).status).toBe(404);
    expect((await api.removeFromBin(id, { token: actors.ownerToken })).status).toBe(204);
    expect(await db().pasteComment.count({ where: { pasteId: id } })).toBe(0);
  });
});
