import { createHash } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "./generated/client";
import { withAdvisoryLock } from "./advisory-lock";
import type { PoolOptions } from "./pool";
import { render, type Sql } from "./sql";
import { processSingleton } from "../core/process-state";
import { WholeScriptPrismaPg } from "./whole-script-adapter.mjs";
import { DEFAULT_DATABASE_POOL_SIZE } from "../core/env";

/** An open database: the Prisma client plus what migrations and health checks need. */
export interface Database {
  readonly kind: "pglite" | "postgres";
  /** A PostgreSQL server's connection string (the embedded one's too): where changes are heard (lib/changes/listen.ts). */
  readonly url?: string;
  readonly prisma: PrismaClient;
  readonly adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  /**
   * Runs `task` with migrations to itself: on PostgreSQL under an advisory lock, so instances
   * starting together apply each migration once; PGlite has one process by construction.
   */
  withMigrationLock<T>(task: () => Promise<T>): Promise<T>;
  /**
   * The rows of one hand-written statement (a SELECT, or a write and what it returns), as
   * Prisma's $queryRawUnsafe answers them (timestamps as Date, bytea as bytes, json parsed, arrays
   * as arrays; cast int8 to int in the SQL). On PostgreSQL it goes straight to the connection pool
   * Prisma shares: the hottest reads and writes skip about half a millisecond of Prisma's client
   * per statement. `prepared` (for the hottest reads)
   * makes it a named statement there, parsed and planned once per connection.
   */
  queryRows<T>(statement: Sql, options?: { prepared?: boolean }): Promise<T[]>;
  close(): Promise<void>;
}

const throughPrisma =
  (prisma: PrismaClient) =>
  <T>(statement: Sql) =>
    prisma.$queryRawUnsafe<T[]>(...render(statement));

// Any fixed 64-bit number; distinct from the 72707369 the schema engine locks for itself inside.
const MIGRATION_LOCK_KEY = 0x6d_79_73_74_6d_69_67n; // "mystmig"

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WASM memory, i.e. in the
 * process: 32 MB keeps the hot pages (paste rows, indexes) while the OS page cache holds the rest.
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=32MB"];

/**
 * PGlite (PostgreSQL compiled to WebAssembly, in this process) on `dir`, or in memory for
 * `memory://`: the tests' fast throw-away database, and the reader of data directories from
 * before the embedded PostgreSQL (lib/db/pglite-import.ts). Its queries run on the calling
 * thread. The caller guards a directory (lib/db/lock.ts).
 */
export async function openPglite(dir: string, { image }: { image?: Blob } = {}): Promise<Database & { pglite: PGlite }> {
  // `image`: a data directory to start from (dumpDataDir), e.g. one already migrated.
  const pglite = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS], loadDataDir: image });
  const adapterFactory = new AwaitingScriptPGliteFactory(pglite);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    kind: "pglite",
    pglite,
    prisma,
    adapterFactory,
    withMigrationLock: (task) => task(),
    queryRows: throughPrisma(prisma),
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

/**
 * Connects to a PostgreSQL server through a connection pool. When the server is down, a request
 * fails within the connection timeout instead of waiting (the API answers 503), and the pool
 * reconnects on its own once the server is back.
 */
export function openPostgres(connectionString: string, { poolSize }: PoolOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 5_000,
    // Notices a silently dropped connection (a failed-over or rebooted host) instead of hanging.
    keepAlive: true,
  });
  // An idle connection the server ended (restart, failover, a dropped database) is discarded by
  // the pool and replaced on demand; unheard, its 'error' event would end the process.
  pool.on("error", () => {});
  const adapterFactory = new WholeScriptPrismaPg(pool);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    kind: "postgres",
    url: connectionString,
    prisma,
    adapterFactory,
    withMigrationLock: (task) => withAdvisoryLock(connectionString, MIGRATION_LOCK_KEY, task),
    async queryRows<T>(statement: Sql, options?: { prepared?: boolean }) {
      const [text, ...values] = render(statement);
      const name = options?.prepared ? statementName(text) : undefined;
      return (await pool.query({ name, text, values })).rows as T[];
    },
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

const statementNames = processSingleton("statementNames", () => new Map<string, string>());

/**
 * The name of a prepared statement, made from its text: node-postgres prepares a name once per
 * connection and refuses the same name for another text, so one text, one name.
 */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `myst_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
    // Prepared texts are fixed statements, a handful: the bound only guards against misuse.
    if (statementNames.size < 256) statementNames.set(text, name);
  }
  return name;
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
