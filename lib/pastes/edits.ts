import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { env } from "../core/env";

// A paste's edits (PasteEdit rows, each the paste as it was before that edit) and the bound on
// how many are kept (issue 40, item 2). A snapshot can be as large as the paste, so a read
// selects the one or two snapshots it shows; lists select ids and dates only.

/** An edit without its snapshot: what lists of the history show. */
export interface EditEntry {
  id: string;
  editedAt: Date;
  /** The version the edit's snapshot holds: the number of edits made before it (0: as created). */
  version: number;
  /** When that version was purged (purge-revision.ts): the entry is then only a marker. */
  purgedAt: Date | null;
}

/** The kept edits, newest first, without their snapshots (at most MAX_EDITS_PER_PASTE). */
export function listEditEntries(pasteId: string): Promise<EditEntry[]> {
  return newestEdits(pasteId, env().MAX_EDITS_PER_PASTE);
}

/** The newest `count` kept edits, newest first, without their snapshots. */
export function newestEdits(pasteId: string, count: number): Promise<EditEntry[]> {
  return db().pasteEdit.findMany({
    where: { pasteId },
    orderBy: { version: "desc" },
    take: count,
    select: { id: true, editedAt: true, version: true, purgedAt: true },
  });
}

/** One edit of the paste with its snapshot, by id. */
export function findEdit(pasteId: string, id: string) {
  return db().pasteEdit.findFirst({ where: { pasteId, id } });
}

/** The edit whose snapshot is `version` of the paste, if it is still kept. */
export function findEditOfVersion(pasteId: string, version: number) {
  return db().pasteEdit.findUnique({ where: { pasteId_version: { pasteId, version } } });
}

/**
 * The paste's current version number: how many edits were ever made (folded ones too). Inside a
 * transaction that holds the paste's row lock, so concurrent writes number one after another.
 */
export async function currentVersion(tx: Prisma.TransactionClient, pasteId: string): Promise<number> {
  const { _max } = await tx.pasteEdit.aggregate({ where: { pasteId }, _max: { version: true } });
  // The newest edit is never folded, so the highest kept version is the last one made.
  return _max.version === null ? 0 : _max.version + 1;
}

/** A snapshot as PasteEdit stores it: plain pasties (JSON), an encrypted blob, or sealed ones with their e2e block. */
export interface Snapshot {
  pasties?: Prisma.InputJsonValue;
  encryptedPasties?: Uint8Array<ArrayBuffer> | null;
  e2e?: Prisma.InputJsonValue;
}

/**
 * Records an edit of the paste made at `editedAt`, holding the paste as it was before it (its
 * title, `snapshot`, and `versionEditedAt`, the paste's editedAt then), and folds away the oldest
 * edits past the bound: more than MAX_EDITS_PER_PASTE, or more than MAX_HISTORY_BYTES_PER_PASTE of
 * snapshots together. The newest edit is always kept.
 */
export async function recordEdit(
  tx: Prisma.TransactionClient,
  edit: { id: string; pasteId: string; editedAt: Date; versionEditedAt: Date | null; title: string; snapshot: Snapshot },
): Promise<void> {
  const { id, pasteId, editedAt, versionEditedAt, title, snapshot } = edit;
  // The paste's row lock: concurrent edits (and comments, which are numbered by version) take turns.
  await tx.$executeRaw`SELECT 1 FROM pastes WHERE id = ${pasteId} FOR UPDATE`;
  const version = await currentVersion(tx, pasteId);
  await tx.pasteEdit.create({
    data: { id, pasteId, editedAt, title, version, versionEditedAt, bytes: snapshotBytes(snapshot), ...snapshot },
  });
  const { MAX_EDITS_PER_PASTE: maxEdits, MAX_HISTORY_BYTES_PER_PASTE: maxBytes } = env();
  await tx.$executeRaw`
    DELETE FROM paste_edits WHERE id IN (
      SELECT id FROM (
        SELECT id, row_number() OVER newest AS kept, sum(bytes) OVER newest AS total
        FROM paste_edits WHERE paste_id = ${pasteId}
        WINDOW newest AS (ORDER BY version DESC)
      ) ranked
      WHERE kept > 1 AND (kept > ${maxEdits} OR total > ${maxBytes})
    )`;
}

function snapshotBytes({ pasties, encryptedPasties, e2e }: Snapshot): number {
  const json = (value: unknown) => (value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value)));
  return json(pasties) + (encryptedPasties?.byteLength ?? 0) + json(e2e);
}
