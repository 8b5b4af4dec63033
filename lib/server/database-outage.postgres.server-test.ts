import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresCluster, startPostgresCluster } from "../testing/postgres-cluster";
import { type ServerProcess, startServer } from "../testing/server-process";

// PostgreSQL goes away under a running server (pg_ctl stop -m fast) and comes back: meanwhile
// every API answers 503 at once in its own error shape and /healthz says the database is down;
// afterwards the same server process serves again, without a restart. Runs on its own
// throw-away cluster (it has to stop it) whenever the PostgreSQL variants run (TEST_DATABASE_URL).

describe("PostgreSQL outage", () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "myst-server-outage-"));
    cluster = startPostgresCluster();
    server = await startServer({ dataDir, databaseUrl: await cluster.createDatabase("myst_outage") });
  });

  afterAll(async () => {
    await server?.kill9();
    cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(path: string, init?: RequestInit) {
    const started = Date.now();
    const response = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, ms: Date.now() - started };
  }
  const createPaste = (content: string) =>
    call("/api/v3/pastes", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ pasties: [{ content }] }),
    });

  it("answers 503 quickly while the database is down, and recovers by itself when it is back", async () => {
    const created = await createPaste("before the outage");
    expect(created.status).toBe(201);
    const { id } = JSON.parse(created.text) as { id: string };

    cluster.stop();

    const v3Calls = [
      () => call(`/api/v3/pastes/${id}`),
      () => createPaste("during the outage"),
      () => call("/api/v3/meta/active_pastes"),
      () => call(`/api/v3/users/nobody`),
    ];
    for (const request of v3Calls) {
      const answer = await request();
      expect(answer.status, answer.text).toBe(503);
      expect(JSON.parse(answer.text)).toEqual({ statusCode: 503, message: expect.any(String) });
      expect(answer.headers.get("retry-after")).toBe("5");
      expect(answer.ms).toBeLessThan(6_000);
    }
    for (const path of [`/paste/${id}`, "/api/v2/data/numPastes"]) {
      const answer = await call(path);
      expect(answer.status, answer.text).toBe(503);
      expect(JSON.parse(answer.text)).toEqual({ statusMessage: expect.any(String) });
      expect(answer.ms).toBeLessThan(6_000);
    }
    const health = await call("/healthz");
    expect(health.status).toBe(503);
    expect(JSON.parse(health.text)).toMatchObject({ database: "unreachable" });
    expect(health.ms).toBeLessThan(4_000);

    cluster.start();

    const deadline = Date.now() + 30_000;
    let healthy = await call("/healthz");
    while (healthy.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      healthy = await call("/healthz");
    }
    expect(healthy.status).toBe(200);
    const read = await call(`/api/v3/pastes/${id}`);
    expect(read.status).toBe(200);
    expect(JSON.parse(read.text)).toMatchObject({ pasties: [{ content: "before the outage" }] });
    expect((await createPaste("after the outage")).status).toBe(201);
    expect(server.child.exitCode).toBeNull(); // the same process all along
  });
});
