import type { Caller } from "../auth/caller";
import type { PasteComment } from "../db/generated/client";
import { db } from "../db/client";
import { isEncrypted, readPasties, readSnapshot } from "../pastes/content";
import { decryptJson, requireKey, SecretKey } from "../pastes/crypto";
import { iso } from "../pastes/dto";
import { currentVersion, findEditOfVersion } from "../pastes/edits";
import type { PasteRecord } from "../pastes/queries";
import type { PastyDto } from "../pastes/schema";
import { readablePaste } from "../pastes/access";
import { commentsReaderPaste } from "./access";
import { mapLineRange } from "./placement";
import type { CommentDto, CommentsPage, CommentsPageQuery, CommentsSwitch } from "./schema";
import { listPage } from "../core/list-page";

// Reading a paste's comments, oldest first, each placed on the current version when its lines
// survived the edits since it was made (placement.ts).

type CommentRow = PasteComment & { author: { id: string; username: string } };

/** GET /api/v3/pastes/:id/comments: a page of them. An encrypted paste needs its key, as its content does. */
export async function listComments(caller: Caller, pasteId: string, key: string | null, query: CommentsPageQuery): Promise<CommentsPage> {
  const paste = await commentsReaderPaste(caller, pasteId);
  const secret = isEncrypted(paste) ? new SecretKey(requireKey(key)) : null;
  const [items, total] = await Promise.all([
    commentsOf(paste, await readPasties(paste, secret), secret, { page: query }),
    countComments(paste.id),
  ]);
  return listPage(items, total, query);
}

/** How many comments a paste has. */
export function countComments(pasteId: string): Promise<number> {
  return db().pasteComment.count({ where: { pasteId } });
}

/**
 * The comments of a paste the caller may read, given its current pasties (read with `key`,
 * the key of an encrypted paste, which opens the comment bodies too); `onlyId` picks one,
 * `page` one page of them.
 */
export async function commentsOf(
  paste: PasteRecord,
  current: readonly PastyDto[],
  key: string | SecretKey | null,
  which: { onlyId?: string; page?: CommentsPageQuery } = {},
): Promise<CommentDto[]> {
  const { onlyId, page } = which;
  const rows = await db().pasteComment.findMany({
    where: { pasteId: paste.id, ...(onlyId ? { id: onlyId } : {}) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    ...(page ? { skip: page.page * page.pageSize, take: page.pageSize } : {}),
    include: { author: { select: { id: true, username: true } } },
  });
  if (rows.length === 0) return [];
  // One SecretKey for all: the bodies share a salt or a few (crypto.ts), each derived once.
  const secret = typeof key === "string" ? new SecretKey(key) : key;
  const placements = await placeOnCurrent(paste.id, rows, current, secret);
  return Promise.all(rows.map(async (row) => ({ ...toCommentDto(row, await bodyOf(row, secret)), ...placements.get(row.id)! })));
}

type Placement = Pick<CommentDto, "currentLines" | "historyId">;

/**
 * Where each comment is now. A comment made on an earlier version is placed by that version's
 * snapshot, read one at a time (a snapshot is as large as the paste was); one made on a version
 * whose edit was folded out of the history has no placement left.
 */
async function placeOnCurrent(
  pasteId: string,
  rows: readonly PasteComment[],
  current: readonly PastyDto[],
  secret: SecretKey | null,
): Promise<Map<string, Placement>> {
  const placements = new Map<string, Placement>();
  const latest = await currentVersion(db(), pasteId);
  const earlier = new Map<number, PasteComment[]>();
  for (const row of rows) {
    if (row.version >= latest) placements.set(row.id, { currentLines: { fromLine: row.fromLine, toLine: row.toLine }, historyId: null });
    else earlier.set(row.version, [...(earlier.get(row.version) ?? []), row]);
  }
  const currentById = new Map(current.map((pasty) => [pasty.id, pasty]));
  for (const [version, onVersion] of earlier) {
    // The edit numbered v holds the paste as it was before it, which is version v.
    const edit = await findEditOfVersion(pasteId, version);
    // A purged version has no lines left to place a comment by.
    const snapshot = edit && !edit.purgedAt ? await readSnapshot(edit, secret) : [];
    for (const row of onVersion) {
      const before = snapshot.find((pasty) => pasty.id === row.pastyId);
      const now = currentById.get(row.pastyId);
      const range = { fromLine: row.fromLine, toLine: row.toLine };
      const currentLines = before && now ? mapLineRange(before.content, now.content, range) : null;
      placements.set(row.id, { currentLines, historyId: edit?.id ?? null });
    }
  }
  return placements;
}

export async function bodyOf(row: Pick<PasteComment, "body" | "encryptedBody">, secret: SecretKey | null): Promise<string> {
  if (row.encryptedBody) return String(await decryptJson(row.encryptedBody, requireKey(secret)));
  return row.body ?? "";
}

export function toCommentDto(row: CommentRow, body: string): Omit<CommentDto, "currentLines" | "historyId"> {
  return {
    id: row.id,
    pasteId: row.pasteId,
    pastyId: row.pastyId,
    fromLine: row.fromLine,
    toLine: row.toLine,
    version: row.version,
    body,
    author: row.author,
    createdAt: iso(row.createdAt),
    editedAt: row.editedAt ? iso(row.editedAt) : null,
  };
}

/** GET …/comments_enabled: whoever may read the paste. */
export async function getCommentsSwitch(caller: Caller, pasteId: string): Promise<CommentsSwitch> {
  const paste = await readablePaste(caller, pasteId, { pasties: false });
  return { enabled: paste.commentsEnabled };
}
