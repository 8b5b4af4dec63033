import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { readMigrations } from "../db/migrations";
import { createServerData } from "../testing/server-data";
import { startServer } from "../testing/server-process";

// Two instances started at the same moment on one fresh PostgreSQL database (a scaled-out
// deployment's first start): both come up, the migrations are applied once (advisory lock),
// and what one instance writes the other serves.

describe("two instances on one PostgreSQL", () => {
  it("start together, apply each migration once, and share the data", async () => {
    const data = await createServerData();
    const databaseUrl = data.databaseUrl!;
    const dataDirs = [data.dataDir, data.anotherDataDir()];
    // One AUTH_SECRET for both, as docs/operate/scaling.md asks of several instances.
    const authSecret = randomBytes(32).toString("hex");
    const started = await Promise.allSettled(
      dataDirs.map((dataDir) => startServer({ dataDir, databaseUrl, env: { AUTH_SECRET: authSecret } })),
    );
    try {
      const [a, b] = started.map((result) => {
        if (result.status === "rejected") throw result.reason;
        return result.value;
      });
      const created = await fetch(`${a!.url}/api/v3/pastes`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ pasties: [{ content: "written through instance a" }] }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const read = await fetch(`${b!.url}/api/v3/pastes/${id}`);
      expect(read.status).toBe(200);

      const committed = (await readMigrations()).migrationDirectories.map((directory) => directory.path);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ migration_name: string; times: number }>(
        "SELECT migration_name, count(*)::int AS times FROM _prisma_migrations GROUP BY 1 ORDER BY 1",
      );
      await client.end();
      expect(rows).toEqual(committed.map((migration_name) => ({ migration_name, times: 1 })));
    } finally {
      const running = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      const exitCodes = await Promise.all(running.map((server) => server.terminate()));
      expect(exitCodes).toEqual(running.map(() => 0));
      await data.dispose();
    }
  });
});
