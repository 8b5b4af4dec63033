import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPostgres } from "./engines";
import { applyPendingMigrations, readMigrations } from "./migrations";

// Instances starting together on a fresh PostgreSQL database: one applies, the others wait for
// the advisory lock and find nothing pending; nobody fails and nothing is recorded twice.
describe("migrations from several instances at once (PostgreSQL)", () => {
  it("applies each migration exactly once while three instances start together", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const name = `test_race_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const instances = [0, 1, 2].map(() => openPostgres(url.toString()));
    try {
      const results = await Promise.all(instances.map((instance) => applyPendingMigrations(instance)));
      const committed = (await readMigrations()).migrationDirectories.map((directory) => directory.path);
      expect(results.flat().sort()).toEqual(committed);
      expect(results.filter((applied) => applied.length > 0)).toHaveLength(1);
      const rows = await instances[0]!.prisma.$queryRaw<{ migration_name: string; times: number }[]>`
        SELECT migration_name, count(*)::int AS times FROM _prisma_migrations GROUP BY migration_name ORDER BY 1`;
      expect(rows).toEqual(committed.map((migration_name) => ({ migration_name, times: 1 })));
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
