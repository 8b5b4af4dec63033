import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { array, type JsonPieces, whole, withLastField } from "./export-json";

// What the data export (export.ts) reads of the lists a user can grow without end: each a page
// at a time, oldest first, written as JSON while it is read; a paste's content and history one
// paste, one version at a time (issue 40, item 2).

/** The most rows one read of the export answers: it holds a page of a list at a time. */
export const exportPageSize = 100;

/** The owner's pastes that are not encrypted, oldest first, each with its pasties and history. */
export async function* plainPastes(ownerId: string): AsyncGenerator<JsonPieces> {
  for await (const { tags, ...paste } of ownPastes(ownerId, false)) {
    const pasties = await db().pasty.findMany({
      where: { pasteId: paste.id },
      orderBy: { position: "asc" },
      select: { id: true, title: true, language: true, content: true },
    });
    const history = versions(paste.id, ({ id, editedAt, title, pasties }) => ({ id, editedAt, title, pasties }));
    yield withLastField({ ...paste, pasties, tags: tags.map((tag) => tag.name) }, "history", array(history));
  }
}

/** The owner's encrypted pastes, oldest first, as stored. */
export async function* encryptedPastes(ownerId: string): AsyncGenerator<JsonPieces> {
  for await (const { tags, ...paste } of ownPastes(ownerId, true)) {
    const stored = await db().paste.findUnique({ where: { id: paste.id }, select: { encryptedPasties: true } });
    if (!stored) continue; // deleted since its page was read
    const history = versions(paste.id, ({ id, editedAt, title, encryptedPasties }) => ({
      id,
      editedAt,
      title,
      encryptedPasties: base64(encryptedPasties),
    }));
    const fields = { ...paste, tags: tags.map((tag) => tag.name), encryptedPasties: base64(stored.encryptedPasties) };
    yield withLastField(fields, "history", array(history));
  }
}

/** A page at a time, without their content (which can be as large as a paste each). */
function ownPastes(ownerId: string, encrypted: boolean) {
  return paged((after) =>
    db().paste.findMany({
      // A burn-after-reading paste is for its one reader: it leaves the service in no export.
      where: { ownerId, burnAfterRead: false, encryptedPasties: encrypted ? { not: null } : null, ...after },
      orderBy: oldestFirst(),
      take: exportPageSize,
      omit: { encryptedPasties: true },
      include: { tags: { select: { name: true } } },
    }),
  );
}

type Edit = { id: string; editedAt: Date; title: string; pasties: Prisma.JsonValue; encryptedPasties: Uint8Array | null };

/** The kept versions of a paste's history, oldest first, one snapshot read at a time. */
async function* versions(pasteId: string, shape: (edit: Edit) => unknown): AsyncGenerator<JsonPieces> {
  for (let previous = -1; ;) {
    const edit = await db().pasteEdit.findFirst({
      where: { pasteId, version: { gt: previous } },
      orderBy: { version: "asc" },
      select: { id: true, editedAt: true, title: true, pasties: true, encryptedPasties: true, version: true },
    });
    if (!edit) return;
    previous = edit.version;
    yield whole(shape(edit));
  }
}

type Cursor = { createdAt: Date; id: string };

const oldestFirst = () => [{ createdAt: "asc" as const }, { id: "asc" as const }];

/** The rows after `cursor` in oldest-first order (a where clause). */
const afterCursor = (cursor: Cursor | null) =>
  cursor ? { OR: [{ createdAt: { gt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { gt: cursor.id } }] } : {};

/**
 * Every row, oldest first, a page at a time: `page` reads at most exportPageSize rows, oldest
 * first, that also match `after` (a where clause). A cursor rather than an offset, so rows added
 * or removed meanwhile move nothing else in or out.
 */
async function* paged<T extends Cursor>(page: (after: ReturnType<typeof afterCursor>) => Promise<T[]>): AsyncGenerator<T> {
  for (let cursor: Cursor | null = null; ;) {
    const rows = await page(afterCursor(cursor));
    yield* rows;
    if (rows.length < exportPageSize) return;
    cursor = rows[rows.length - 1]!;
  }
}

async function* each<T>(rows: AsyncIterable<T>, shape: (row: T) => unknown): AsyncGenerator<JsonPieces> {
  for await (const row of rows) yield whole(shape(row));
}

export function accessTokens(userId: string): AsyncIterable<JsonPieces> {
  return each(
    paged((after) =>
      db().accessToken.findMany({
        where: { userId, ...after },
        orderBy: oldestFirst(),
        take: exportPageSize,
        select: { id: true, description: true, scopes: true, createdAt: true, expiresAt: true },
      }),
    ),
    (token) => token,
  );
}

export function actionLogs(userId: string): AsyncIterable<JsonPieces> {
  return each(
    paged((after) =>
      db().actionLog.findMany({ where: { userId, ...after }, orderBy: oldestFirst(), take: exportPageSize, omit: { userId: true } }),
    ),
    (entry) => entry,
  );
}

/** What the moderators did about the user and their pastes, and why; not which admin did it. */
export function moderation(userId: string): AsyncIterable<JsonPieces> {
  return each(
    paged((after) =>
      db().auditEntry.findMany({
        where: { subjectUserId: userId, ...after },
        orderBy: oldestFirst(),
        take: exportPageSize,
        select: { id: true, action: true, createdAt: true, targetType: true, targetId: true, targetLabel: true, note: true },
      }),
    ),
    ({ id: _, ...entry }) => entry,
  );
}

/** The review comments the user wrote. */
export function comments(userId: string): AsyncIterable<JsonPieces> {
  return each(
    paged((after) =>
      db().pasteComment.findMany({
        where: { authorId: userId, ...after },
        orderBy: oldestFirst(),
        take: exportPageSize,
        omit: { authorId: true },
      }),
    ),
    // Comments on encrypted pastes go in as stored, like those pastes: the key is not ours to keep.
    ({ encryptedBody, ...comment }) => ({ ...comment, encryptedBody: base64(encryptedBody) }),
  );
}

const base64 = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString("base64") : null);
