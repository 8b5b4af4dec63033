import type { Caller, CallerUser } from "../auth/caller";
import { hasScope, requireUser } from "../auth/scopes";
import type { PasteComment } from "../db/generated/client";
import { db } from "../db/client";
import { AppError, forbidden, notFound } from "../core/errors";
import { isOwner, readablePaste } from "../pastes/access";
import type { PasteRecord } from "../pastes/queries";

// The single place deciding who may see, write, change and delete review comments. Comments are
// part of a paste: whoever may read the paste (interface.md 4.3: a private one only its owner)
// reads its comments, with `paste:read`; writing needs a login with `paste`. When share links
// exist, their visitors read comments here, read-only: extend commentsReaderPaste, not its callers.

export const commentNotFound = () => notFound("The comment was not found.");
const commentsOff = () => forbidden("Comments are turned off for this paste.");
export const commentsFull = (limit: number) => new AppError("conflict", `This paste has reached its limit of ${limit} comments.`);

/**
 * Whether the readers of a paste are shown its comments: the owner's switch; never on a
 * burn-after-reading paste, which is read once (its comments would let anyone who has the link
 * learn of it, its lines among them, before it is read, and outlive nothing after).
 */
export function commentsShown(paste: Pick<PasteRecord, "commentsEnabled" | "burnAfterRead">): boolean {
  return paste.commentsEnabled && !paste.burnAfterRead;
}

/** The paste whose comments the caller may read: 404 as for the paste, 403 when comments are off. */
export async function commentsReaderPaste(caller: Caller, pasteId: string): Promise<PasteRecord> {
  const paste = await readablePaste(caller, pasteId);
  if (!commentsShown(paste)) throw commentsOff();
  return paste;
}

/** Whether the caller may write comments on pastes it reads (the pages offer the form by it). */
export function mayWriteComments(caller: Caller): boolean {
  return caller.kind === "user" && hasScope(caller, "paste");
}

/** Writing a comment: a logged-in user with `paste` who may read the paste, comments switched on. */
export async function commentWriterPaste(caller: Caller, pasteId: string): Promise<{ paste: PasteRecord; author: CallerUser }> {
  const author = requireUser(caller, "paste");
  return { paste: await commentsReaderPaste(caller, pasteId), author };
}

/** Changing a comment's body: its author only. */
export function assertMayEditComment(author: CallerUser, comment: Pick<PasteComment, "authorId">): void {
  if (comment.authorId !== author.id) throw forbidden("Only the author of this comment can change it.");
}

/** Who may delete a comment: its author, the paste's owner, an admin. */
export function mayDeleteComment(caller: Caller, paste: Pick<PasteRecord, "ownerId">, comment: Pick<PasteComment, "authorId">): boolean {
  if (caller.kind !== "user") return false;
  return comment.authorId === caller.user.id || isOwner(caller, paste) || caller.user.isAdmin;
}

/** Deleting: `paste` scope and mayDeleteComment; allowed with comments off, to tidy up. */
export async function deletableComment(caller: Caller, pasteId: string, commentId: string) {
  requireUser(caller, "paste");
  const paste = await readablePaste(caller, pasteId, { pasties: false });
  const comment = await findComment(paste.id, commentId);
  if (!mayDeleteComment(caller, paste, comment)) {
    throw forbidden("Only the author of this comment, the owner of the paste or an admin can delete it.");
  }
  return comment;
}

export async function findComment(pasteId: string, commentId: string): Promise<PasteComment> {
  const comment = await db().pasteComment.findUnique({ where: { id: commentId } });
  if (!comment || comment.pasteId !== pasteId) throw commentNotFound();
  return comment;
}
