import { logger } from "../logger";
import type { Database } from "./engines";

// PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: nothing would ever
// ANALYZE the tables, and the planner would go on planning a profile of 100,000 pastes as if the
// table were empty (bitmap scans and a sort of every row instead of walking the list's index).
// So the embedded database analyzes what changed itself: at open, and then periodically. A
// PostgreSQL server has autovacuum for this.

/** A table whose size moved by more than this share since its last ANALYZE is analyzed again. */
const STALE_SHARE = 0.2;
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/**
 * ANALYZEs the tables whose size (in pages) differs by more than STALE_SHARE from the size their
 * statistics were taken at, or that have none. Returns their names. Statistics of the running
 * process are not kept across restarts by PGlite, so the sizes recorded in pg_class are the test.
 */
export async function analyzeChangedTables(database: Database): Promise<string[]> {
  const tables = await database.prisma.$queryRaw<{ name: string; recorded: number; actual: number }[]>`
    SELECT c.relname AS name, c.relpages AS recorded,
           (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS actual
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r'`;
  const stale = tables.filter(
    ({ recorded, actual }) => actual > 0 && (recorded <= 0 || Math.abs(actual - recorded) > STALE_SHARE * recorded),
  );
  for (const { name } of stale) await database.prisma.$executeRawUnsafe(`ANALYZE "${name.replaceAll('"', '""')}"`);
  return stale.map(({ name }) => name);
}

/** Analyzes now, then every interval (timer unref'd). Returns the function that stops it. */
export async function startPgliteMaintenance(database: Database, intervalMs = MAINTENANCE_INTERVAL_MS): Promise<() => void> {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const analyzed = await analyzeChangedTables(database);
      if (analyzed.length > 0) logger().info({ analyzed }, "embedded database statistics refreshed");
    } catch (error) {
      logger().warn({ err: error }, "embedded database maintenance failed");
    } finally {
      running = false;
    }
  };
  await run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
