import { database, db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { empty, render, type Sql, sql } from "../db/sql";
import { newId } from "../core/ids";
import type { PastyDto } from "./schema";

/**
 * A paste row with what every answer about it needs. A live paste is in no bin, so its bin
 * columns are never read (lib/recycle-bin reads them itself).
 */
export type PasteRecord = Omit<Prisma.PasteGetPayload<{ include: { tags: true } }>, "binnedAt" | "deletesAtBeforeBin"> & {
  /** A plain paste's pasties in order, when they were read together with the paste. */
  plainPasties?: PastyDto[];
};

/** What to read with a paste besides its row and tags. */
export interface PasteLoad {
  /** The pasties of a plain paste (encrypted ones carry theirs in the row). */
  pasties: boolean;
  /**
   * A read of this one pasty's text (raw): only it is read, none when the paste has no such
   * pasty. The others are neither read nor decompressed (a paste's other pasties may be
   * megabytes), its text comes as a column rather than wrapped in JSON to be unwrapped again,
   * and the paste's tags, which such a read never shows, are not read.
   */
  onlyPasty?: string;
}

/** Expired pastes are gone for readers at once, whether or not the sweeper removed them yet. */
export const liveWhere = (now = new Date()): Prisma.PasteWhereInput => ({
  OR: [{ deletesAt: null }, { deletesAt: { gt: now } }],
});

/** Pastes that exist and have not expired. */
export function countActivePastes(now = new Date()): Promise<number> {
  return db().paste.count({ where: liveWhere(now) });
}

/** The pasty of a read of one (PasteLoad.onlyPasty), as columns: all null when there is none. */
type OnePastyColumns = { pastyId: string | null; pastyTitle: string | null; pastyLanguage: string | null; pastyContent: string | null };

type LivePasteRow = Omit<PasteRecord, "tags" | "plainPasties"> & {
  tagNames: string[];
  plainPasties: PastyDto[] | null;
} & Partial<OnePastyColumns>;

/**
 * The paste, unless it is missing, expired or not `visible` (a condition on `p`, which access.ts
 * decides). One statement reads the row, its tags and (unless told not to) its pasties: on the
 * embedded database every statement has a fixed cost of its own, so a read is one round trip,
 * not three.
 */
export async function findLivePaste(id: string, visible: Sql, load: PasteLoad = { pasties: true }): Promise<PasteRecord | null> {
  // Prepared: the read every paste answer starts with, whose text is one of a few.
  const [row] = await database().queryRows<LivePasteRow>(
    sql`
    SELECT ${pasteColumns(load)}
    FROM pastes p${onePastyJoin(load)}
    WHERE p.id = ${id} AND ${isLive()} AND ${visible}`,
    { prepared: true },
  );
  return row ? toRecord(row) : null;
}

/**
 * Deletes a live burn-after-reading paste that `visible` allows and returns it as it was, with its
 * pasties, in one statement (its action log row too). Concurrent readers all reach the same row:
 * the first takes its lock and deletes it, the others wait for that lock and then find nothing, so
 * exactly one of them gets the paste. The pasties are read from the statement's snapshot, taken
 * before the delete cascades to them.
 */
export async function deleteBurnAfterReadPaste(id: string, visible: Sql): Promise<PasteRecord | null> {
  const [row] = await db().$queryRawUnsafe<LivePasteRow[]>(
    ...render(sql`
    WITH burned AS (
      DELETE FROM pastes p WHERE p.id = ${id} AND p.burn_after_read AND ${isLive()} AND ${visible} RETURNING p.*
    ), action AS (
      INSERT INTO action_logs (id, type, user_id, object_id) SELECT ${newId()}, 'paste_deleted', owner_id, id FROM burned
    )
    SELECT ${pasteColumns({ pasties: true })} FROM burned p`),
  );
  return row ? toRecord(row) : null;
}

function isLive(now = new Date()): Sql {
  return sql`(p.deletes_at IS NULL OR p.deletes_at > ${now})`;
}

/** The columns of a PasteRecord of `p`, its tags and (unless told not to) its plain pasties. */
function pasteColumns(load: PasteLoad): Sql {
  const one = load.onlyPasty !== undefined;
  const pasties = one
    ? sql`NULL::json AS "plainPasties", s.id AS "pastyId", s.title AS "pastyTitle", s.language AS "pastyLanguage", s.content AS "pastyContent"`
    : load.pasties
      ? sql`CASE WHEN p.encrypted_pasties IS NULL THEN (
        SELECT coalesce(json_agg(json_build_object('id', s.id, 'title', s.title, 'language', s.language, 'content', s.content)
                                 ORDER BY s.position), '[]'::json)
        FROM pasties s WHERE s.paste_id = p.id) END AS "plainPasties"`
      : sql`NULL::json AS "plainPasties"`;
  const tags = one ? sql`ARRAY[]::text[]` : sql`ARRAY(SELECT t.name FROM paste_tags t WHERE t.paste_id = p.id ORDER BY t.name)`;
  return sql`p.id, p.owner_id AS "ownerId", p.title, p.expires_in AS "expiresIn", p.created_at AS "createdAt",
           p.edited_at AS "editedAt", p.deletes_at AS "deletesAt", p.private, p.pinned, p.stars,
           p.encrypted_pasties AS "encryptedPasties", p.e2e, p.burn_after_read AS "burnAfterRead", p.comments_enabled AS "commentsEnabled",
           p.quarantined_at AS "quarantinedAt", p.quarantine_note AS "quarantineNote",
           ${tags} AS "tagNames", ${pasties}`;
}

/** The one pasty of a plain paste that a read of one pasty asks for (PasteLoad.onlyPasty), beside its paste. */
function onePastyJoin(load: PasteLoad): Sql {
  if (load.onlyPasty === undefined) return empty;
  return sql` LEFT JOIN pasties s ON s.paste_id = p.id AND s.id = ${load.onlyPasty} AND p.encrypted_pasties IS NULL`;
}

function toRecord({ tagNames, plainPasties, pastyId, pastyTitle, pastyLanguage, pastyContent, ...paste }: LivePasteRow): PasteRecord {
  // A read of one pasty has it as columns (an encrypted paste carries its pasties in the row).
  const pasties =
    pastyId === undefined || paste.encryptedPasties !== null
      ? plainPasties
      : pastyId === null
        ? []
        : [{ id: pastyId, title: pastyTitle!, language: pastyLanguage!, content: pastyContent! }];
  return {
    ...paste,
    tags: tagNames.map((name) => ({ pasteId: paste.id, name })),
    ...(pasties ? { plainPasties: pasties } : {}),
  };
}

export function findPlainPasties(pasteId: string) {
  return db().pasty.findMany({ where: { pasteId }, orderBy: { position: "asc" } });
}

/** Pasty id → the original v2 language name its client chose (only the pasties that have one). */
export async function findRememberedV2Names(pasteId: string): Promise<Map<string, string>> {
  const rows = await db().pasty.findMany({ where: { pasteId, v2Language: { not: null } }, select: { id: true, v2Language: true } });
  return new Map(rows.map((row) => [row.id, row.v2Language!]));
}

export async function isStarredBy(userId: string, pasteId: string): Promise<boolean> {
  return (await db().star.count({ where: { userId, pasteId } })) > 0;
}

/**
 * Which of `texts` the kept, unpurged versions of a plain paste's history still hold in a pasty's
 * content, newest version first (lib/pastes/secrets-in-history.ts). Searched in the database, one
 * statement, so no snapshot is read into the server for it.
 */
export function versionsHolding(pasteId: string, texts: readonly string[]): Promise<{ version: number; text: string }[]> {
  return database().queryRows<{ version: number; text: string }>(sql`
    SELECT e.version, s.text FROM paste_edits e CROSS JOIN unnest(${[...texts]}::text[]) AS s(text)
    WHERE e.paste_id = ${pasteId} AND e.purged_at IS NULL AND jsonb_typeof(e.pasties) = 'array'
      AND EXISTS (SELECT 1 FROM jsonb_array_elements(e.pasties) AS p WHERE strpos(p->>'content', s.text) > 0)
    ORDER BY e.version DESC`);
}
