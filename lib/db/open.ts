import { join } from "node:path";
import type { Env } from "../core/env";
import { logger } from "../core/logger";
import { setDatabase } from "./client";
import { hasCluster, initCluster, runningServerUrl, startCluster, stopOrphanedServer } from "./embedded-postgres";
import { asApplicationRole, connectsAsSuperuser, settleApplicationRole } from "./application-role";
import { type Database, openPostgres } from "./engines";
import { acquireDataDirLock, DatabaseLockedError } from "./lock";
import { applyPendingMigrations } from "./migrations";
import { importPgliteDataDir, PGLITE_DIR } from "./pglite-import";
import type { PoolOptions } from "./pool";

/** Where the database is, and how many connections the process's pool opens at most (DATABASE_POOL_SIZE's default when absent). */
type DatabaseSettings = Pick<Env, "DATABASE_URL" | "dataDir"> & Partial<Pick<Env, "DATABASE_POOL_SIZE">>;

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else the embedded one
 * under DATA_DIR), applies pending migrations and makes it the process's database.
 */
export async function openConfiguredDatabase(env: DatabaseSettings): Promise<{ database: Database; applied: string[] }> {
  const pool = { poolSize: env.DATABASE_POOL_SIZE };
  const opened = env.DATABASE_URL
    ? await openServerDatabase(env.DATABASE_URL, pool)
    : await openMigratedEmbeddedPostgres(env.dataDir, pool);
  setDatabase(opened.database);
  return opened;
}

/** DATABASE_URL's server: migrated and served as the role it names, the operator's choice. */
async function openServerDatabase(url: string, pool: PoolOptions): Promise<{ database: Database; applied: string[] }> {
  const database = openPostgres(url, pool);
  try {
    const applied = await applyPendingMigrations(database);
    if (await connectsAsSuperuser(database)) {
      logger().warn(
        "DATABASE_URL connects as a superuser: the audit log's append-only rule then binds only the application's own " +
          "statements. Connect as an ordinary role that owns the database (docs/operate/database.md, Database roles and the audit log).",
      );
    }
    return { database, applied };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * A cluster of the embedded database's, through its superuser's `adminUrl`: migrated and its
 * roles settled by that superuser (application-role.ts), then served as the application's role.
 */
async function openAsApplication(adminUrl: string, pool: PoolOptions = {}): Promise<{ database: Database; applied: string[] }> {
  const admin = openPostgres(adminUrl);
  let applied: string[];
  try {
    applied = await applyPendingMigrations(admin);
    await settleApplicationRole(admin);
  } finally {
    await admin.close();
  }
  return { database: openPostgres(asApplicationRole(adminUrl), pool), applied };
}

/**
 * The configured database for a command (`npm run admin`, `npm run render:backfill`): as the
 * server opens it, or — when a running server owns the embedded database — through that server's
 * own PostgreSQL, over its socket, so an operator need not stop the service to manage accounts.
 */
export async function openDatabaseForCommand(env: DatabaseSettings): Promise<{ database: Database; applied: string[] }> {
  try {
    return await openConfiguredDatabase(env);
  } catch (error) {
    if (env.DATABASE_URL || !(error instanceof DatabaseLockedError) || error.ownerPid === undefined) throw error;
    const url = await runningServerUrl(join(env.dataDir, "postgres"));
    if (!url) {
      // The owner lives but its PostgreSQL does not answer: it is starting it, or stopping.
      throw new DatabaseLockedError(
        `The embedded database in ${env.dataDir} is in use by process ${error.ownerPid}, whose database server does not ` +
          "answer (it is starting or stopping): run this again in a moment.",
        error.ownerPid,
      );
    }
    const opened = await openAsApplication(url, { poolSize: env.DATABASE_POOL_SIZE });
    setDatabase(opened.database);
    return opened;
  }
}

/**
 * The embedded database under `dataDir`, migrated, as the application's role (see
 * openMigratedEmbeddedPostgres).
 */
export async function openEmbeddedPostgres(dataDir: string, pool: PoolOptions = {}): Promise<Database> {
  return (await openMigratedEmbeddedPostgres(dataDir, pool)).database;
}

/**
 * The embedded database under `dataDir`: PostgreSQL's own server as a child process on the
 * cluster in DATA_DIR/postgres (lib/db/embedded-postgres.ts), started here and stopped by
 * close(). One process owns the directory at a time (its lock); a server left running by a
 * killed owner is stopped first, and a data directory of the earlier embedded engine (PGlite,
 * DATA_DIR/pglite) is imported on the first start. Its superuser applies the migrations; the
 * connections handed out are the application role's (application-role.ts).
 */
async function openMigratedEmbeddedPostgres(dataDir: string, pool: PoolOptions = {}): Promise<{ database: Database; applied: string[] }> {
  const lock = acquireDataDirLock(dataDir, join(dataDir, PGLITE_DIR));
  try {
    const clusterDir = join(dataDir, "postgres");
    await stopOrphanedServer(clusterDir);
    await importPgliteDataDir(dataDir, clusterDir);
    if (!hasCluster(clusterDir)) await initCluster(clusterDir);
    const server = await startCluster(clusterDir, pool);
    let opened: { database: Database; applied: string[] };
    try {
      opened = await openAsApplication(server.url, pool);
    } catch (error) {
      await server.stop();
      throw error;
    }
    const { database, applied } = opened;
    return {
      applied,
      database: {
        ...database,
        async close() {
          try {
            await database.close();
            await server.stop();
          } finally {
            lock.release();
          }
        },
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
