import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "./generated/client";
import { withAdvisoryLock } from "./advisory-lock";
import { acquireDataDirLock } from "./lock";

/** An open database: the Prisma client plus what migrations and health checks need. */
export interface Database {
  readonly kind: "pglite" | "postgres";
  readonly prisma: PrismaClient;
  readonly adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  /**
   * Runs `task` with migrations to itself: on PostgreSQL under an advisory lock, so instances
   * starting together apply each migration once; PGlite's data-directory lock already makes
   * its process the only one.
   */
  withMigrationLock<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Any fixed 64-bit number; distinct from the 72707369 the schema engine locks for itself inside.
const MIGRATION_LOCK_KEY = 0x6d_79_73_74_6d_69_67n; // "mystmig"

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WASM memory, i.e. in the
 * server process: 32 MB keeps the hot pages (paste rows, indexes) while the OS page cache holds
 * the rest of the data files, and saves about 100 MB of the server's resident memory.
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=32MB"];

/** Opens the embedded database persisted under `dataDir`, or in memory for `memory://`. */
export async function openPglite(dataDir: string | "memory://"): Promise<Database> {
  const inMemory = dataDir === "memory://";
  const pgliteDir = inMemory ? dataDir : join(dataDir, "pglite");
  const lock = inMemory ? undefined : acquireDataDirLock(dataDir, pgliteDir);
  try {
    const pglite = await PGlite.create(pgliteDir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
    const adapterFactory = new AwaitingScriptPGliteFactory(pglite);
    const prisma = new PrismaClient({ adapter: adapterFactory });
    return {
      kind: "pglite",
      prisma,
      adapterFactory,
      withMigrationLock: (task) => task(),
      async close() {
        await prisma.$disconnect();
        await pglite.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * Connects to a PostgreSQL server through a connection pool. When the server is down, a request
 * fails within the connection timeout instead of waiting (the API answers 503), and the pool
 * reconnects on its own once the server is back.
 */
export function openPostgres(connectionString: string): Database {
  const adapterFactory = new WholeScriptPrismaPg({
    connectionString,
    connectionTimeoutMillis: 5_000,
    // Notices a silently dropped connection (a failed-over or rebooted host) instead of hanging.
    keepAlive: true,
  });
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    kind: "postgres",
    prisma,
    adapterFactory,
    withMigrationLock: (task) => withAdvisoryLock(connectionString, MIGRATION_LOCK_KEY, task),
    close: () => prisma.$disconnect(),
  };
}

/**
 * pglite-prisma-adapter starts multi-statement scripts (migrations) without awaiting them, so
 * the schema engine could move on before a migration finished and its errors were lost.
 */
class AwaitingScriptPGliteFactory extends PrismaPGlite {
  constructor(private readonly pglite: PGlite) {
    super(pglite);
  }

  override async connect() {
    const adapter = await super.connect();
    adapter.executeScript = async (script: string) => {
      await this.pglite.exec(script);
    };
    return adapter;
  }
}

/**
 * @prisma/adapter-pg runs a migration script by splitting it at every ";", which breaks any
 * statement that holds one (a function body between $$ … $$). PostgreSQL takes the whole script
 * as one simple query — as psql and `prisma migrate deploy` send it — and runs it atomically.
 */
class WholeScriptPrismaPg extends PrismaPg {
  override async connect() {
    const adapter = await super.connect();
    // The adapter's own conversion into Prisma's driver errors (protected in its typings).
    const convertError = (adapter as unknown as { onError(error: unknown): never }).onError.bind(adapter);
    adapter.executeScript = async (script: string) => {
      try {
        await adapter.underlyingDriver().query(script);
      } catch (error) {
        convertError(error);
      }
    };
    return adapter;
  }
}
