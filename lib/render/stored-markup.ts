import { database, db } from "../db/client";
import { render, sql } from "../db/sql";
import { logger } from "../core/logger";

// Renderings kept in the database (table rendered_markup), so a version is highlighted once, when
// it is written, and every later view — after a restart, on another instance, long after the
// in-memory cache forgot it — reads the stored HTML instead of rendering again. Rows are
// addressed by the paste and a hash of what was rendered and how (render.ts's content key, which
// includes RENDERER_VERSION), and go with their paste (ON DELETE CASCADE). Encrypted pastes'
// renderings are never stored: the HTML is their plain text.

/**
 * Bump when the render thread's output or the code markup changes: stored renderings of other
 * versions are then not found (their keys differ), rendered again on their next view, and
 * removed by `npm run render:backfill`.
 */
export const RENDERER_VERSION = 1;

export interface StoredRendering {
  html: string;
  note: string | null;
}

/** The stored renderings of `pasteId` among `keys`, by key. */
export async function findStoredRenderings(pasteId: string, keys: readonly string[]): Promise<Map<string, StoredRendering>> {
  const rows = await database().queryRows<StoredRendering & { contentKey: string }>(sql`
    SELECT content_key AS "contentKey", html, note FROM rendered_markup
    WHERE paste_id = ${pasteId} AND content_key = ANY(${[...keys]}::varchar[])`);
  return new Map(rows.map(({ contentKey, html, note }) => [contentKey, { html, note }]));
}

/** Keeps a rendering; best effort (a paste deleted meanwhile, or a full disk, only costs a render later). */
export async function storeRendering(pasteId: string, key: string, rendering: StoredRendering): Promise<void> {
  try {
    await db().$executeRawUnsafe(
      ...render(sql`
      INSERT INTO rendered_markup (paste_id, content_key, renderer_version, html, note)
      SELECT ${pasteId}, ${key}, ${RENDERER_VERSION}, ${rendering.html}, ${rendering.note}
      WHERE EXISTS (SELECT 1 FROM pastes WHERE id = ${pasteId})
      ON CONFLICT (paste_id, content_key) DO NOTHING`),
    );
  } catch (error) {
    logger().debug({ err: error, pasteId }, "could not store a rendering");
  }
}

/** Removes the renderings of other renderer versions; returns how many. */
export async function deleteOutdatedRenderings(): Promise<number> {
  return db().$executeRawUnsafe(...render(sql`DELETE FROM rendered_markup WHERE renderer_version <> ${RENDERER_VERSION}`));
}
