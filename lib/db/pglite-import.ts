import { existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import pg from "pg";
import { logger } from "../core/logger";
import { hasCluster, initCluster, startCluster } from "./embedded-postgres";
import { openPglite, openPostgres } from "./engines";
import { applyPendingMigrations } from "./migrations";

// Data directories written before the embedded database was PostgreSQL's own server hold PGlite's
// files in DATA_DIR/pglite. The first start on such a directory imports them: both databases are
// brought to the current migrations, every table is copied row for row in one transaction (row
// counts checked before it commits) into a new cluster built aside, which then takes its place.
// PGlite's files are kept, renamed, for the operator to delete once satisfied. A start cut off
// half-way leaves the PGlite directory as it was, and the next start imports again.

/** PGlite's directory inside DATA_DIR. */
export const PGLITE_DIR = "pglite";

/** Rows per round trip: pasties and history rows run to megabytes each, so few at a time. */
const ROWS_PER_BATCH = 50;

/** Imports DATA_DIR/pglite into the cluster at `clusterDir` when there is one to import. */
export async function importPgliteDataDir(dataDir: string, clusterDir: string): Promise<void> {
  const pgliteDir = join(dataDir, PGLITE_DIR);
  if (!existsSync(join(pgliteDir, "PG_VERSION"))) return;
  // With a cluster in place already, an earlier start imported it and was cut off before the rename.
  if (!hasCluster(clusterDir)) {
    logger().info({ from: pgliteDir, to: clusterDir }, "importing the embedded database's data from PGlite (once)");
    const building = `${clusterDir}.importing`;
    rmSync(building, { recursive: true, force: true });
    await initCluster(building);
    await copyPgliteInto(pgliteDir, building);
    renameSync(building, clusterDir);
  }
  const kept = setAsidePath(dataDir);
  renameSync(pgliteDir, kept);
  logger().info({ kept }, "imported; PGlite's files are kept there, delete them once the data checks out");
}

async function copyPgliteInto(pgliteDir: string, clusterDir: string): Promise<void> {
  const server = await startCluster(clusterDir);
  try {
    const source = await openPglite(pgliteDir);
    try {
      await applyPendingMigrations(source);
      const target = openPostgres(server.url);
      try {
        await applyPendingMigrations(target);
      } finally {
        await target.close();
      }
      await copyRows(source.pglite, server.url);
    } finally {
      await source.close();
    }
  } finally {
    await server.stop();
  }
}

async function copyRows(source: PGlite, targetUrl: string): Promise<void> {
  // The migrations table is the target's own, written by the same migrations.
  const tables = (
    await source.query<{ name: string }>(`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> '_prisma_migrations'
      ORDER BY c.relname`)
  ).rows.map(({ name }) => quoteIdentifier(name));
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    await target.query("BEGIN");
    // Rows go in as they were: triggers off (the per-owner counters are copied, not counted
    // again) and foreign keys unchecked while tables arrive in any order.
    await target.query("SET LOCAL session_replication_role = replica");
    if (tables.length > 0) await target.query(`TRUNCATE ${tables.join(", ")}`);
    for (const table of tables) {
      await source.transaction(async (tx) => copyTable(tx, target, table));
      const [sourceCount, targetCount] = await Promise.all([
        source.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`).then(({ rows }) => rows[0]?.n),
        target.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`).then(({ rows }) => rows[0]?.n),
      ]);
      if (sourceCount !== targetCount) {
        throw new Error(`Importing ${table} from PGlite: ${sourceCount} rows there, ${targetCount} copied.`);
      }
    }
    const { rows: sequences } = await source.query<{ name: string; position: string | null }>(`
      SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name, last_value::text AS position
      FROM pg_sequences WHERE schemaname = current_schema()`);
    for (const { name, position } of sequences) {
      if (position !== null) await target.query("SELECT setval($1::regclass, $2::bigint)", [name, position]);
    }
    await target.query("COMMIT");
  } catch (error) {
    await target.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await target.end();
  }
}

/** Each row travels as its JSON text (PostgreSQL's own rendering and parsing: exact for every type). */
async function copyTable(source: Transaction, target: pg.Client, table: string): Promise<void> {
  await source.query(`DECLARE import_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${table} t`);
  for (;;) {
    const { rows } = await source.query<{ row: string }>(`FETCH ${ROWS_PER_BATCH} FROM import_rows`);
    if (rows.length === 0) break;
    await target.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`, [
      `[${rows.map(({ row }) => row).join(",")}]`,
    ]);
  }
  await source.query("CLOSE import_rows");
}

function setAsidePath(dataDir: string): string {
  const path = join(dataDir, `${PGLITE_DIR}-imported`);
  return existsSync(path) ? `${path}-${Date.now()}` : path;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
