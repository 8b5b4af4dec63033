import { expect } from "vitest";
import type { CommentDto } from "@/lib/comments/schema";
import { callRoute } from "@/lib/testing/http";
import * as comment from "./[pasteId]/comments/[commentId]/route";
import * as comments from "./[pasteId]/comments/route";
import * as commentsEnabled from "./[pasteId]/comments_enabled/route";
import { api, at, createPaste, type Options, pasteBody } from "./test-client";

// Calls the real comment route handlers for the comment API tests (comments.test.ts,
// comments-encrypted.test.ts), and the pastes and comments they start from.

/** The comments of a listed page (the v3 lists' envelope). */
export const itemsOf = (listed: { json: unknown }) => (listed.json as { items: CommentDto[] }).items;

export const commentsApi = {
  list: (id: string, options?: Options) => callRoute(comments.GET, at(`/api/v3/pastes/${id}/comments`, { pasteId: id }, "GET", options)),
  add: (id: string, body: unknown, options: Options = {}) =>
    callRoute(comments.POST, at(`/api/v3/pastes/${id}/comments`, { pasteId: id }, "POST", { ...options, body })),
  edit: (id: string, commentId: string, body: unknown, options: Options = {}) =>
    callRoute(comment.PATCH, at(`/api/v3/pastes/${id}/comments/${commentId}`, { pasteId: id, commentId }, "PATCH", { ...options, body })),
  remove: (id: string, commentId: string, options?: Options) =>
    callRoute(comment.DELETE, at(`/api/v3/pastes/${id}/comments/${commentId}`, { pasteId: id, commentId }, "DELETE", options)),
  setEnabled: (id: string, enabled: unknown, options: Options = {}) =>
    callRoute(commentsEnabled.PUT, at(`/api/v3/pastes/${id}/comments_enabled`, { pasteId: id }, "PUT", { ...options, body: { enabled } })),
  enabled: (id: string, options?: Options) =>
    callRoute(commentsEnabled.GET, at(`/api/v3/pastes/${id}/comments_enabled`, { pasteId: id }, "GET", options)),
};

/** The text of the pastes commented on: five lines. */
export const code = "one\ntwo\nthree\nfour\nfive";
type Paste = { id: string; pasties: { id: string; content: string }[] };

/** A paste of `code` (with `overrides`) written with `ownerToken`, and its one pasty's id. */
export async function pasteOwnedBy(ownerToken: string, overrides: Record<string, unknown> = {}, options: Options = {}) {
  const id = await createPaste(pasteBody({ pasties: [{ title: "main", content: code }], ...overrides }), {
    token: ownerToken,
    ...options,
  });
  const paste = (await api.get(id, { token: ownerToken, ...options })).json as Paste;
  return { id, pastyId: paste.pasties[0]!.id };
}

/** A comment's body on lines `fromLine`–`toLine` of a pasty. */
export const on = (pastyId: string, fromLine: number, toLine: number, body = "Looks **good**") => ({ pastyId, fromLine, toLine, body });

/** Adds a comment, which must be created. */
export async function addedComment(pasteId: string, body: unknown, token: string, options: Options = {}): Promise<CommentDto> {
  const result = await commentsApi.add(pasteId, body, { token, ...options });
  expect(result.status, result.text).toBe(201);
  return result.json as CommentDto;
}
