import { randomBytes } from "node:crypto";
import { adminQuery } from "../db/admin-query";
import { setDatabase } from "../db/client";
import { type Database, openPglite, openPostgres } from "../db/engines";
import { applyPendingMigrations } from "../db/migrations";
import { migratedImage } from "./migrated-image";

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

/**
 * A fresh database with every committed migration applied, installed as the process database.
 * With TEST_DATABASE_URL it is a new database on that server (dropped afterwards).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite("memory://", { image: migratedImage() });
    // Nothing to apply on the migrated image; a run without one migrates here.
    await applyPendingMigrations(database);
    setDatabase(database);
    return { database, dispose: () => closeAndForget(database) };
  }

  const name = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await applyPendingMigrations(database);
  setDatabase(database);
  return {
    database,
    async dispose() {
      await closeAndForget(database);
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function closeAndForget(database: Database): Promise<void> {
  setDatabase(undefined);
  await database.close();
}
