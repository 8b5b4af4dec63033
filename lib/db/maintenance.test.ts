import { describe, expect, it } from "vitest";
import { database } from "./client";
import { analyzeChangedTables } from "./maintenance";

describe("embedded database maintenance", () => {
  it("analyzes the tables that grew since their statistics were taken, and only those", async () => {
    await analyzeChangedTables(database());
    expect(await analyzeChangedTables(database())).toEqual([]);
    await database().prisma.$executeRaw`
      INSERT INTO pastes (id, title) SELECT lpad(i::text, 8, '0'), repeat('x', 100) FROM generate_series(1, 2000) AS i`;
    expect(await analyzeChangedTables(database())).toContain("pastes");
    const [stats] = await database().prisma.$queryRaw<{ reltuples: number }[]>`
      SELECT reltuples::int AS reltuples FROM pg_class WHERE relname = 'pastes'`;
    expect(stats?.reltuples).toBe(2000);
    expect(await analyzeChangedTables(database())).toEqual([]);
  });
});
