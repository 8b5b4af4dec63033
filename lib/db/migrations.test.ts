import { describe, expect, it } from "vitest";
import { database } from "./client";
import { planNextMigration } from "./create-migration";
import { applyPendingMigrations, readMigrations } from "./migrations";

describe("migrations", () => {
  it("the committed migrations produce exactly prisma/schema.prisma", async () => {
    const plan = await planNextMigration();
    expect(plan.script).toMatch(/empty migration/);
    expect(plan.empty).toBe(true);
  });

  it("records every migration the way prisma migrate deploy does, and applies nothing twice", async () => {
    const committed = (await readMigrations()).migrationDirectories.map((directory) => directory.path);
    const rows = await database().prisma.$queryRaw<{ migration_name: string; checksum: string }[]>`
      SELECT migration_name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`;
    expect(rows.map((row) => row.migration_name)).toEqual(committed);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.checksum))).toBe(true);
    expect(await applyPendingMigrations(database())).toEqual([]);
  });
});
