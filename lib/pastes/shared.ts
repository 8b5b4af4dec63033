import { database } from "../db/client";
import { type Sql, sql } from "../db/sql";

/** What the response cache needs to know of a paste that anyone may be shown as is. */
export interface SharedPaste {
  /** The users its answers name: the owner and whoever commented (their renames change them). */
  userIds: string[];
  /** When the paste expires (the cache keeps nothing past it); null: never. */
  deletesAt: Date | null;
}

/**
 * The paste when everyone gets the same answer for it: live, public, not encrypted, not
 * burn-after-reading and not quarantined (an encrypted paste's answer depends on the key; a
 * burn-after-reading one is consumed by its first reader; a quarantined one is 451 to all but a few). Null otherwise, and for missing pastes. One statement, straight
 * to the pool: the cache asks it after every answer it may keep.
 */
export async function findSharedPaste(pasteId: string, now = new Date()): Promise<SharedPaste | null> {
  const [row] = await database().queryRows<{ ownerId: string | null; deletesAt: Date | null; commenters: string[] }>(sql`
    SELECT p.owner_id AS "ownerId", p.deletes_at AS "deletesAt",
           ARRAY(SELECT DISTINCT c.author_id FROM paste_comments c WHERE c.paste_id = p.id) AS commenters
    FROM pastes p
    WHERE p.id = ${pasteId} AND ${sharedAlike(now)}`);
  if (!row) return null;
  return { userIds: row.ownerId ? [row.ownerId, ...row.commenters] : row.commenters, deletesAt: row.deletesAt };
}

/** The condition on `pastes p` of a paste everyone is shown alike (findSharedPaste). */
export function sharedAlike(now: Date): Sql {
  return sql`NOT p.private AND p.encrypted_pasties IS NULL AND NOT p.burn_after_read AND p.quarantined_at IS NULL
    AND (p.deletes_at IS NULL OR p.deletes_at > ${now})`;
}
