import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { MigrationList } from "@prisma/schema-engine-wasm/schema_engine_bg";
import { projectDir } from "../core/project-dir";
import type { Database } from "./engines";
import { openSchemaEngine } from "./schema-engine.mjs";

export const prismaDir = join(projectDir, "prisma");
export const migrationsDir = join(prismaDir, "migrations");
export const schemaPath = join(prismaDir, "schema.prisma");

const noFilters = { externalTables: [], externalEnums: [] };

/** The committed migrations in Prisma's layout, read the way `prisma migrate deploy` reads them. */
export async function readMigrations(dir = migrationsDir): Promise<MigrationList> {
  const entries = existsSync(dir) ? await readdir(dir, { withFileTypes: true }) : [];
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const lockfilePath = join(dir, "migration_lock.toml");
  return {
    baseDir: dir,
    lockfile: {
      path: "migration_lock.toml",
      content: existsSync(lockfilePath) ? await readFile(lockfilePath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: await Promise.all(
      names.map(async (name) => ({
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: { tag: "ok" as const, value: await readFile(join(dir, name, "migration.sql"), "utf8") },
        },
      })),
    ),
  };
}

export async function readSchema(): Promise<{ path: string; content: string }> {
  return { path: "schema.prisma", content: await readFile(schemaPath, "utf8") };
}

/**
 * Applies the committed migrations that the database has not seen, with Prisma's own schema
 * engine, recording them in `_prisma_migrations` exactly as `prisma migrate deploy` would.
 * Returns the names applied now. `upTo`: none after that migration.
 *
 * Instances starting together on one PostgreSQL take turns (an advisory lock around "check, then
 * apply"): the first applies, the others wait and then find nothing pending. Without it the
 * schema engine's own lock would make the loser fail after 10 s instead.
 */
export async function applyPendingMigrations(database: Database, options: { upTo?: string } = {}): Promise<string[]> {
  const migrations = await readMigrations();
  // A restore (lib/db/backup/restore.ts) brings the schema to its backup's migration, no further.
  const { upTo } = options;
  if (upTo) migrations.migrationDirectories = migrations.migrationDirectories.filter((directory) => directory.path <= upTo);
  if (await allApplied(database, migrations)) return [];
  return database.withMigrationLock(async () => {
    if (await allApplied(database, migrations)) return [];
    return applyWithSchemaEngine(database, migrations);
  });
}

/**
 * A PostgreSQL server's migrations are applied on a thread of their own (migrate-worker.mjs),
 * whose end gives back the schema engine's memory; PGlite, in this process, has no address the
 * thread could reach, and only tests and the import of old data directories use it.
 */
async function applyWithSchemaEngine(database: Database, migrations: MigrationList): Promise<string[]> {
  if (database.url) return applyOnMigrationThread(database.url, migrations);
  const engine = await openSchemaEngine(await readSchema(), database.adapterFactory);
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList: migrations,
      filters: noFilters,
    });
    return appliedMigrationNames;
  } finally {
    engine.free();
  }
}

async function applyOnMigrationThread(url: string, migrations: MigrationList): Promise<string[]> {
  const worker = new Worker(new URL("./migrate-worker.mjs", import.meta.url), {
    workerData: { url, schema: await readSchema(), migrations, filters: noFilters },
  });
  return new Promise((resolve, reject) => {
    let answered = false;
    // The answer is all that is wanted: the thread is ended then, not waited for (its connections
    // and the engine's handles took seconds more to wind down by themselves).
    worker.once("message", (answer: { applied?: string[]; error?: string }) => {
      answered = true;
      void worker.terminate();
      if (answer.applied) resolve(answer.applied);
      else reject(new Error(answer.error ?? "The migration thread answered nothing."));
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (!answered) reject(new Error(`The migration thread exited (${code}) without applying the migrations.`));
    });
  });
}

/** Skips loading the schema engine on the usual start, when nothing is pending. */
async function allApplied(database: Database, migrations: MigrationList): Promise<boolean> {
  const [table] = await database.prisma.$queryRaw<{ name: string | null }[]>`
    SELECT to_regclass('_prisma_migrations')::text AS name`;
  if (!table?.name) return false;
  const rows = await database.prisma.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations
    WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const applied = new Set(rows.map((row) => row.migration_name));
  return migrations.migrationDirectories.every((directory) => applied.has(directory.path));
}

export { noFilters };
