import { database } from "../db/client";
import { openDatabaseForCommand } from "../db/open";
import { sql } from "../db/sql";
import { env } from "../core/env";
import { prerenderPasties, stopRendering } from "../render/render";
import { deleteOutdatedRenderings, RENDERER_VERSION } from "../render/stored-markup";

// `npm run render:backfill`: renders every plain paste's current version that has no stored
// rendering of this RENDERER_VERSION yet (after an upgrade that changed the renderer, or for
// pastes written while their renders were dropped), then removes the renderings of other
// versions. Views render what is missing by themselves; this only spares their first views the
// wait. Safe to run while the server runs, and to stop and run again.

const BATCH = 100;
const IN_PARALLEL = 4;

interface PasteToRender {
  id: string;
  pasties: { content: string; language: string; title: string }[];
}

async function main(): Promise<void> {
  const { database: opened } = await openDatabaseForCommand(env());
  let after = "";
  let pastes = 0;
  try {
    for (;;) {
      const batch = await database().queryRows<PasteToRender>(sql`
        SELECT p.id, (SELECT json_agg(json_build_object('content', s.content, 'language', s.language, 'title', s.title) ORDER BY s.position)
                      FROM pasties s WHERE s.paste_id = p.id) AS pasties
        FROM pastes p
        WHERE p.id > ${after} AND p.encrypted_pasties IS NULL AND p.e2e IS NULL
        ORDER BY p.id LIMIT ${BATCH}`);
      if (batch.length === 0) break;
      // A few at a time, within the pool's backlog (RENDER_BACKLOG_BYTES) but for pastes of the
      // largest sizes, whose renders it drops are done by their first view; renderings already
      // stored are found, not rendered again.
      for (let start = 0; start < batch.length; start += IN_PARALLEL) {
        await Promise.all(batch.slice(start, start + IN_PARALLEL).map((paste) => prerenderPasties(paste.id, paste.pasties ?? [])));
      }
      pastes += batch.length;
      after = batch.at(-1)!.id;
      process.stdout.write(`\rrendered ${pastes} pastes`);
    }
    const removed = await deleteOutdatedRenderings();
    console.log(`\n${pastes} pastes have renderings of renderer version ${RENDERER_VERSION}; removed ${removed} of other versions.`);
  } finally {
    await stopRendering();
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
