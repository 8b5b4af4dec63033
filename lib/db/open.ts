import type { Env } from "../env";
import { setDatabase } from "./client";
import { type Database, openPglite, openPostgres } from "./engines";
import { startPgliteMaintenance } from "./maintenance";
import { applyPendingMigrations } from "./migrations";

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else the embedded one
 * under DATA_DIR), applies pending migrations and makes it the process's database. The embedded
 * one also gets the upkeep autovacuum would do on a server (lib/db/maintenance.ts).
 */
export async function openConfiguredDatabase(
  env: Pick<Env, "DATABASE_URL" | "dataDir">,
): Promise<{ database: Database; applied: string[] }> {
  const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(env.dataDir);
  try {
    const applied = await applyPendingMigrations(database);
    if (database.kind !== "pglite") {
      setDatabase(database);
      return { database, applied };
    }
    // The embedded database has no autovacuum: keep the planner's statistics fresh ourselves.
    const stopMaintenance = await startPgliteMaintenance(database);
    const maintained: Database = {
      ...database,
      close: async () => {
        stopMaintenance();
        await database.close();
      },
    };
    setDatabase(maintained);
    return { database: maintained, applied };
  } catch (error) {
    await database.close();
    throw error;
  }
}
