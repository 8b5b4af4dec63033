import { database, db } from "../db/client";
import { render, sql } from "../db/sql";
import { logger } from "../core/logger";
import { readStoredNote, type RenderNote, storedNote } from "./notes";

// Renderings kept in the database (table rendered_markup), so a version is highlighted once, when
// it is written, and every later view — after a restart, on another instance, long after the
// in-memory cache forgot it — reads the stored HTML instead of rendering again. Rows are
// addressed by the paste and a hash of what was rendered and how (render.ts's content key, which
// includes RENDERER_VERSION), and go with their paste (ON DELETE CASCADE). Encrypted pastes'
// renderings are never stored: the HTML is their plain text.
//
// A render is counted (render_attempts) before it starts and the count goes when its outcome is
// stored: a count left behind is a render that killed its thread or the whole server, and a text
// with two such renders behind it is not rendered again (render.ts stores it as plain text).

/**
 * Bump when the render thread's output or the code markup changes: stored renderings of other
 * versions are then not found (their keys differ), rendered again on their next view, and
 * removed by `npm run render:backfill`.
 */
export const RENDERER_VERSION = 3;

export interface StoredRendering {
  html: string;
  /** Kept as JSON, its key and values (notes.ts): version 3 on; version 2 kept English words. */
  note: RenderNote | null;
}

/** The stored renderings of `pasteId` among `keys`, by key. */
export async function findStoredRenderings(pasteId: string, keys: readonly string[]): Promise<Map<string, StoredRendering>> {
  const rows = await database().queryRows<{ contentKey: string; html: string; note: string | null }>(sql`
    SELECT content_key AS "contentKey", html, note FROM rendered_markup
    WHERE paste_id = ${pasteId} AND content_key = ANY(${[...keys]}::varchar[])`);
  const found = new Map<string, StoredRendering>();
  for (const { contentKey, html, note } of rows) {
    const read = readStoredNote(note);
    // A note that does not read is not used: the text is rendered again.
    if (read !== undefined) found.set(contentKey, { html, note: read });
  }
  return found;
}

/**
 * Keeps a rendering of a render asked for at `askedAt`, and forgets the render's attempt; best
 * effort (a paste deleted meanwhile, or a full disk, only costs a render later). Not kept when a
 * revision of the paste was purged since it was asked for: it may be of the purged text, which
 * the purge removed from the store (lib/pastes/purge) and must not come back.
 */
export async function storeRendering(pasteId: string, key: string, rendering: StoredRendering, askedAt: Date): Promise<void> {
  try {
    // Every written version stores its renderings: straight to the pool, prepared, as creates are.
    await database().queryRows(
      sql`
      WITH finished AS (DELETE FROM render_attempts WHERE paste_id = ${pasteId} AND content_key = ${key})
      INSERT INTO rendered_markup (paste_id, content_key, renderer_version, html, note)
      SELECT ${pasteId}, ${key}, ${RENDERER_VERSION}, ${rendering.html}, ${storedNote(rendering.note)}
      WHERE EXISTS (SELECT 1 FROM pastes WHERE id = ${pasteId})
        AND NOT EXISTS (SELECT 1 FROM paste_edits WHERE paste_id = ${pasteId} AND purged_at >= ${askedAt}::timestamptz)
      ON CONFLICT (paste_id, content_key) DO NOTHING`,
      { prepared: true },
    );
  } catch (error) {
    logger().debug({ err: error, pasteId }, "could not store a rendering");
  }
}

/**
 * Counts a render of `key` about to start; returns how many have started without an outcome
 * stored, this one included (1 for a first render), or 1 when the count cannot be kept now (a
 * render is never refused for want of a database write).
 */
export async function startRenderAttempt(pasteId: string, key: string): Promise<number> {
  try {
    const [row] = await database().queryRows<{ attempts: number }>(sql`
      INSERT INTO render_attempts (paste_id, content_key, attempts)
      SELECT ${pasteId}, ${key}, 1 WHERE EXISTS (SELECT 1 FROM pastes WHERE id = ${pasteId})
      ON CONFLICT (paste_id, content_key) DO UPDATE SET attempts = render_attempts.attempts + 1, started_at = now()
      RETURNING attempts`);
    return row?.attempts ?? 1;
  } catch (error) {
    logger().debug({ err: error, pasteId }, "could not count a render attempt");
    return 1;
  }
}

/** Uncounts a render that never got to run (the machine was busy): it says nothing of the text. */
export async function cancelRenderAttempt(pasteId: string, key: string): Promise<void> {
  try {
    await db().$executeRawUnsafe(
      ...render(sql`
      UPDATE render_attempts SET attempts = attempts - 1 WHERE paste_id = ${pasteId} AND content_key = ${key}`),
    );
  } catch (error) {
    logger().debug({ err: error, pasteId }, "could not uncount a render attempt");
  }
}

/** Removes the renderings of other renderer versions; returns how many. */
export async function deleteOutdatedRenderings(): Promise<number> {
  return db().$executeRawUnsafe(...render(sql`DELETE FROM rendered_markup WHERE renderer_version <> ${RENDERER_VERSION}`));
}
