import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { adminQuery } from "../db/admin-query";
import { setDatabase } from "../db/client";
import type { Database } from "../db/engines";
import { openConfiguredDatabase } from "../db/open";
import type { EngineResult } from "./report";

// The databases the benchmark runs against: the embedded one, and a fresh database on the
// PostgreSQL server of BENCH_DATABASE_URL.

export interface Target {
  engine: EngineResult["engine"];
  /** What the server gets to find this database. */
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export function embeddedTarget(workDir: string): Target {
  const dataDir = join(workDir, "data");
  return {
    engine: "embedded",
    env: { DATA_DIR: dataDir },
    open: async () => (await openConfiguredDatabase({ DATABASE_URL: undefined, dataDir })).database,
    dispose: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** A new database on the server of BENCH_DATABASE_URL, dropped afterwards. */
export async function postgresTarget(serverUrl: string, workDir: string): Promise<Target> {
  const name = `myst_bench_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    engine: "postgres",
    env: { DATABASE_URL: databaseUrl, DATA_DIR: join(workDir, "data-pg") },
    open: async () => (await openConfiguredDatabase({ DATABASE_URL: databaseUrl, dataDir: join(workDir, "data-pg") })).database,
    dispose: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Opens the database in this process (the embedded one serves one process at a time), runs `work`, closes it. */
export async function withDatabase<T>(target: Target, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await target.open();
  try {
    return await work(database);
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}
