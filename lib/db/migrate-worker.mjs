// The migration thread (started by lib/db/migrations.ts): applies the pending migrations with
// Prisma's schema engine on a connection pool of its own, then ends. The engine's WebAssembly
// memory (tens of MB, which its free() does not give back) goes with the thread, instead of
// staying in the server for as long as it runs. Plain JavaScript so the thread needs no
// TypeScript loader.
import { parentPort, workerData } from "node:worker_threads";
import pg from "pg";
import { openSchemaEngine } from "./schema-engine.mjs";
import { WholeScriptPrismaPg } from "./whole-script-adapter.mjs";

/** @typedef {{ url: string; schema: { path: string; content: string }; migrations: import("@prisma/schema-engine-wasm/schema_engine_bg").MigrationList; filters: import("@prisma/schema-engine-wasm/schema_engine_bg").SchemaFilter }} MigrationJob */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- workerData is `any` in Node's typings, and the rule does not see a JSDoc cast
const { url, schema, migrations, filters } = /** @type {MigrationJob} */ (workerData);
const pool = new pg.Pool({ connectionString: url, max: 2 });
pool.on("error", () => {});
try {
  const engine = await openSchemaEngine(schema, new WholeScriptPrismaPg(pool));
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList: migrations, filters });
    parentPort?.postMessage({ applied: appliedMigrationNames });
  } finally {
    engine.free();
  }
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
} finally {
  await pool.end();
}
