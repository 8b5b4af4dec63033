import { changing } from "../changes/announce";
import type { Caller } from "../auth/caller";
import { db } from "../db/client";
import { env } from "../core/env";
import { badRequest } from "../core/errors";
import { withUniqueId } from "../db/unique-id";
import { ownedPaste } from "../pastes/access";
import { isEncrypted, readPasties } from "../pastes/content";
import { isEndToEnd, refuseUnsealed } from "../pastes/end-to-end";
import { encryptJson, requireKey, saltOf, SecretKey } from "../pastes/crypto";
import { currentVersion } from "../pastes/edits";
import type { PasteRecord } from "../pastes/queries";
import { assertMayEditComment, commentNotFound, commentsFull, commentWriterPaste, deletableComment, findComment } from "./access";
import { COMMENT_BODY_MAX, COMMENT_TOO_LONG } from "./limits";
import { lineCount } from "./placement";
import { commentsOf } from "./queries";
import type { CommentDto, CommentsSwitch, CreateCommentInput, EditCommentInput } from "./schema";

// Writes of review comments. Each announces the paste as changed: anonymous readers of a public
// paste see its comments on the cached page (lib/server/response-cache.ts).

/** The paste's current pasties and the key that opened them (null for a plain paste). */
async function currentContent(paste: PasteRecord, key: string | null) {
  const secret = isEncrypted(paste) ? new SecretKey(requireKey(key)) : null;
  return { secret, pasties: await readPasties(paste, secret) };
}

/**
 * A body as stored: in clear, or encrypted with the paste's key and its content's salt (crypto.ts).
 * An end-to-end encrypted paste's comes sealed by the writer's browser and is kept as it came.
 */
async function bodyColumns(body: string, paste: PasteRecord, secret: SecretKey | null) {
  if (isEndToEnd(paste)) {
    refuseUnsealed("A comment on an end-to-end encrypted paste is sealed with the paste's key: this body", body, 1);
    return { body, encryptedBody: null };
  }
  if (body.length > COMMENT_BODY_MAX) throw badRequest(COMMENT_TOO_LONG);
  if (!secret || !paste.encryptedPasties) return { body, encryptedBody: null };
  return { body: null, encryptedBody: await encryptJson(body, secret, saltOf(paste.encryptedPasties)) };
}

async function theComment(paste: PasteRecord, pasties: Awaited<ReturnType<typeof readPasties>>, secret: SecretKey | null, id: string) {
  const [comment] = await commentsOf(paste, pasties, secret, { onlyId: id });
  if (!comment) throw commentNotFound();
  return comment;
}

/** POST /api/v3/pastes/:id/comments: on lines of a pasty of the paste's current version. */
export async function addComment(caller: Caller, pasteId: string, input: CreateCommentInput, key: string | null): Promise<CommentDto> {
  const { paste, author } = await commentWriterPaste(caller, pasteId);
  const { secret, pasties } = await currentContent(paste, key);
  const pasty = pasties.find((candidate) => candidate.id === input.pastyId);
  if (!pasty) throw badRequest("The paste has no pasty with this id.");
  // An end-to-end encrypted pasty's lines are not the server's to count: the sealed body names
  // the lines it was written for, and the page that opens it places it (components/end-to-end).
  const lines = isEndToEnd(paste) ? null : lineCount(pasty.content);
  if (lines !== null && input.toLine > lines) throw badRequest(`The pasty has ${lines} ${lines === 1 ? "line" : "lines"}.`);
  const columns = await bodyColumns(input.body, paste, secret);
  const id = await withUniqueId((id) =>
    changing({ pasteId: paste.id }, () =>
      db().$transaction(async (tx) => {
        // The paste's row lock makes concurrent posts count one after another, so the cap holds.
        await tx.$executeRaw`SELECT 1 FROM pastes WHERE id = ${paste.id} FOR UPDATE`;
        const limit = env().MAX_COMMENTS_PER_PASTE;
        if ((await tx.pasteComment.count({ where: { pasteId: paste.id } })) >= limit) throw commentsFull(limit);
        const version = await currentVersion(tx, paste.id);
        const { pastyId, fromLine, toLine } = input;
        await tx.pasteComment.create({
          data: { id, pasteId: paste.id, authorId: author.id, pastyId, fromLine, toLine, version, ...columns },
        });
        return id;
      }),
    ),
  );
  return theComment(paste, pasties, secret, id);
}

/** PATCH …/comments/:commentId: a new body, by the comment's author. */
export async function editComment(
  caller: Caller,
  pasteId: string,
  commentId: string,
  input: EditCommentInput,
  key: string | null,
): Promise<CommentDto> {
  const { paste, author } = await commentWriterPaste(caller, pasteId);
  const comment = await findComment(paste.id, commentId);
  assertMayEditComment(author, comment);
  const { secret, pasties } = await currentContent(paste, key);
  const columns = await bodyColumns(input.body, paste, secret);
  await changing({ pasteId: paste.id }, () =>
    db().pasteComment.update({ where: { id: comment.id }, data: { ...columns, editedAt: new Date() } }),
  );
  return theComment(paste, pasties, secret, comment.id);
}

/** DELETE …/comments/:commentId: its author, the paste's owner or an admin. */
export async function deleteComment(caller: Caller, pasteId: string, commentId: string): Promise<void> {
  const comment = await deletableComment(caller, pasteId, commentId);
  await changing({ pasteId: comment.pasteId }, () => db().pasteComment.delete({ where: { id: comment.id } }));
}

/** PUT …/comments_enabled: the owner turns comments on or off (kept, only hidden, while off). */
export async function setCommentsSwitch(caller: Caller, pasteId: string, input: CommentsSwitch): Promise<CommentsSwitch> {
  const paste = await ownedPaste(caller, pasteId, "paste");
  await changing({ pasteId: paste.id }, () => db().paste.update({ where: { id: paste.id }, data: { commentsEnabled: input.enabled } }));
  return { enabled: input.enabled };
}
