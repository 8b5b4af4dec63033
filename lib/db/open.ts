import type { Env } from "../env";
import { setDatabase } from "./client";
import { type Database, openPglite, openPostgres } from "./engines";
import { applyPendingMigrations } from "./migrations";

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else the embedded one
 * under DATA_DIR), applies pending migrations and makes it the process's database.
 */
export async function openConfiguredDatabase(
  env: Pick<Env, "DATABASE_URL" | "dataDir">,
): Promise<{ database: Database; applied: string[] }> {
  const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(env.dataDir);
  try {
    const applied = await applyPendingMigrations(database);
    setDatabase(database);
    return { database, applied };
  } catch (error) {
    await database.close();
    throw error;
  }
}
