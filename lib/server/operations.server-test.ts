import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisTestServer, startRedisTestServer } from "../rate-limit/redis-test-server";
import { type ServerProcess, startServer } from "../testing/server-process";

// Two production servers sharing one Redis, as two instances behind a load balancer: they hold a
// client to one rate-limit budget, the refusals show in each instance's /metrics (counted inside
// the Next.js route bundle, served by the custom server), and a request trickled in too slowly
// is cut off instead of holding a handler.

const metricsToken = "metrics-token-for-the-server-test";
let redis: RedisTestServer;
let servers: ServerProcess[] = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  redis = await startRedisTestServer();
  const env = {
    REDIS_URL: redis.url,
    RATE_LIMIT_ENABLED: "true",
    RATE_LIMIT_READ_PER_MINUTE: "4",
    METRICS_ENABLED: "true",
    METRICS_TOKEN: metricsToken,
    REQUEST_TIMEOUT_SECONDS: "2",
    HEADERS_TIMEOUT_SECONDS: "1",
  };
  for (let i = 0; i < 2; i++) dataDirs.push(mkdtempSync(join(tmpdir(), "myst-server-ops-")));
  // Both awaited, so one that failed to start does not leave the other running unseen by afterAll.
  const started = await Promise.allSettled(dataDirs.map((dataDir) => startServer({ dataDir, env })));
  servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  for (const result of started) if (result.status === "rejected") throw result.reason;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.terminate()));
  await redis?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const scrape = async (server: ServerProcess) =>
  (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })).text();

describe("operations on the production server", () => {
  it("two instances hold a client to one budget through Redis, and count the refusal", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${(i % 2 ? b : a).url}/api/v3/ping`)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    // A client cannot pick another address by sending the header the server sets.
    const refused = await fetch(`${b.url}/api/v3/ping`, { headers: { "x-myst-client-ip": "203.0.113.99" } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("ratelimit-limit")).toBe("4");
    expect(await refused.json()).toEqual({ statusCode: 429, message: expect.stringMatching(/^Too many requests/) });

    const metrics = await scrape(b);
    expect(metrics).toMatch(/^myst_rate_limit_rejections_total\{budget="read"\} 1$/m);
    expect(metrics).toMatch(/^myst_http_requests_total\{route="\/api\/v3\/ping",method="GET",status="429"\} 1$/m);
    expect(metrics).toMatch(/^myst_http_requests_total\{route="\/api\/v3\/ping",method="GET",status="200"\} 2$/m);
    expect(metrics).toMatch(/^myst_active_pastes 0$/m);
    expect((await fetch(`${a.url}/metrics`)).status).toBe(401);
  });

  it("cuts off a request whose body trickles in", async () => {
    const server = servers[0]!;
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(server.port, "127.0.0.1");
      let received = "";
      let timer: NodeJS.Timeout | undefined;
      socket.on("connect", () => {
        socket.write("POST /api/v3/pastes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{");
        timer = setInterval(() => !socket.destroyed && socket.write(" "), 300);
      });
      socket.on("data", (chunk) => (received += chunk.toString()));
      socket.on("error", () => {});
      socket.on("close", () => {
        clearInterval(timer);
        resolve(received);
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(6_000);
    // The instance is fine afterwards.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
