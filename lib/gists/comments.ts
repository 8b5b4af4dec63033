import type { Caller } from "../auth/caller";
import { AppError } from "../core/errors";
import { addComment, deleteComment, editComment } from "../comments/mutations";
import { commentNotFound, commentsReaderPaste, commentWriterPaste } from "../comments/access";
import { commentsOf, listComments } from "../comments/queries";
import type { CommentDto } from "../comments/schema";
import { COMMENT_BODY_MAX, SEALED_COMMENT_BODY_MAX } from "../comments/limits";
import { readPasties } from "../pastes/content";
import { isEndToEnd } from "../pastes/end-to-end";
import type { PasteRecord } from "../pastes/queries";
import { mystCommentId, toGistComment } from "./comments-dto";
import type { GistComment, GistPageQuery } from "./extras-schema";
import type { GistPage } from "./lists";
import { findUserFacts } from "./queries";

// A gist's comments (GET|POST /gists/:id/comments, GET|PATCH|DELETE …/comments/:comment_id) are
// Myst's review comments through lib/comments, so its rules hold unchanged: who may read, write,
// change and delete them, comments switched off, the cap, encrypted bodies. A GitHub comment is on
// the whole gist: one written here is anchored to the first line of the gist's first file.

/** What a request brings besides the caller: the site's origin for URLs and an encrypted paste's key. */
export interface GistRequest {
  origin: string;
  key: string | null;
}

/** GitHub's 422 for a body it would not store, checked before Myst's own rules (its 400s). */
function checkedBody(body: string, paste: PasteRecord): string {
  if (body.trim() === "") throw new AppError("unprocessable", "Body cannot be blank.");
  const max = isEndToEnd(paste) ? SEALED_COMMENT_BODY_MAX : COMMENT_BODY_MAX;
  if (body.length > max) throw new AppError("unprocessable", `Body is too long (maximum is ${max.toLocaleString("en")} characters).`);
  return body;
}

async function asGistComments(origin: string, paste: Pick<PasteRecord, "ownerId">, comments: CommentDto[]): Promise<GistComment[]> {
  const authors = await findUserFacts(comments.map((comment) => comment.author.id));
  return comments.map((comment) => toGistComment(origin, comment, { ownerId: paste.ownerId, authors }));
}

export async function listGistComments(caller: Caller, pasteId: string, query: GistPageQuery, request: GistRequest) {
  const paste = await commentsReaderPaste(caller, pasteId);
  const page = await listComments(caller, paste.id, request.key, { page: query.page - 1, pageSize: query.per_page });
  const items = await asGistComments(request.origin, paste, page.items);
  return { items, page: query.page, hasNext: page.hasNextPage, lastPage: Math.max(1, page.totalPages) } satisfies GistPage<GistComment>;
}

export async function getGistComment(caller: Caller, pasteId: string, commentId: string, request: GistRequest): Promise<GistComment> {
  const paste = await commentsReaderPaste(caller, pasteId);
  const [comment] = await commentsOf(paste, await readPasties(paste, request.key), request.key, { onlyId: mystCommentId(commentId) });
  if (!comment) throw commentNotFound();
  const [answer] = await asGistComments(request.origin, paste, [comment]);
  return answer!;
}

// Writes ask first for the writer (a login with `paste`), as Myst's comment doors do, and only then
// for the paste: an anonymous or read-only caller is refused the same whatever the paste.

export async function addGistComment(caller: Caller, pasteId: string, body: string, request: GistRequest): Promise<GistComment> {
  const { paste } = await commentWriterPaste(caller, pasteId);
  const [first] = await readPasties(paste, request.key);
  if (!first) throw commentNotFound();
  const comment = await addComment(
    caller,
    paste.id,
    { pastyId: first.id, fromLine: 1, toLine: 1, body: checkedBody(body, paste) },
    request.key,
  );
  const [answer] = await asGistComments(request.origin, paste, [comment]);
  return answer!;
}

export async function editGistComment(
  caller: Caller,
  pasteId: string,
  commentId: string,
  body: string,
  request: GistRequest,
): Promise<GistComment> {
  const { paste } = await commentWriterPaste(caller, pasteId);
  const comment = await editComment(caller, paste.id, mystCommentId(commentId), { body: checkedBody(body, paste) }, request.key);
  const [answer] = await asGistComments(request.origin, paste, [comment]);
  return answer!;
}

export function deleteGistComment(caller: Caller, pasteId: string, commentId: string): Promise<void> {
  return deleteComment(caller, pasteId, mystCommentId(commentId));
}
