import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminQuery } from "../db/admin-query";
import { untilNoProcessWorksIn } from "./server-process";

/**
 * Where a server under test keeps its data, on the suite's engine like the unit tests: the
 * embedded database in a temp DATA_DIR by default; with TEST_DATABASE_URL a fresh database on
 * that PostgreSQL server (dropped by dispose), the DATA_DIR then holding only secrets.
 */
export interface ServerData {
  readonly engine: "pglite" | "postgres";
  readonly dataDir: string;
  readonly databaseUrl?: string;
  /** A second DATA_DIR for another instance on the same database (PostgreSQL only). */
  anotherDataDir(): string;
  /** Drops the database, and removes the directories once no embedded database works in them. */
  dispose(): Promise<void>;
}

export async function createServerData(): Promise<ServerData> {
  const dataDirs = [mkdtempSync(join(tmpdir(), "myst-server-data-"))];
  const serverUrl = process.env.TEST_DATABASE_URL;
  let name: string | undefined;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    name = `test_server_${randomBytes(6).toString("hex")}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  return {
    engine: databaseUrl ? "postgres" : "pglite",
    dataDir: dataDirs[0]!,
    databaseUrl,
    anotherDataDir() {
      if (!databaseUrl) throw new Error("The embedded database serves one process: share a PostgreSQL database instead.");
      const dir = mkdtempSync(join(tmpdir(), "myst-server-data-"));
      dataDirs.push(dir);
      return dir;
    },
    async dispose() {
      if (serverUrl && name) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      for (const dir of dataDirs) {
        await untilNoProcessWorksIn(dir);
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
