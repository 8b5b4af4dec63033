import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "../logger";
import { RateLimits } from "./limiter";

// Two limiters on one Redis stand for two instances of the service: they must enforce one
// budget. Needs `redis-server` on PATH (Debian: apt-get install redis-server; .ci/run does it).

let redis: ChildProcess | undefined;
let port = 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function startRedis(): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`redis-server could not be started (is it installed and on PATH?): ${error.message}`));
    });
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return child;
}

async function stopRedis(): Promise<void> {
  const child = redis;
  redis = undefined;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

const budgets = { write: { points: 5, windowSeconds: 60 } };
const until = async (check: () => boolean, timeoutMs = 5_000) => {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
};

beforeAll(async () => {
  port = await freePort();
  redis = await startRedis();
});
afterAll(stopRedis);

describe("budgets shared through Redis", () => {
  it("two instances spend one budget", async () => {
    const url = `redis://127.0.0.1:${port}`;
    const first = new RateLimits({ budgets, redisUrl: url, keyPrefix: "test:shared" });
    const second = new RateLimits({ budgets, redisUrl: url, keyPrefix: "test:shared" });
    // Wait for both connections, so neither answers from its insurance limiter.
    await until(() => (first as unknown as { redis: { status: string } }).redis.status === "ready");
    await until(() => (second as unknown as { redis: { status: string } }).redis.status === "ready");
    try {
      const verdicts = [];
      for (let i = 0; i < 6; i++) verdicts.push(await (i % 2 ? second : first).consume("write", ["a:192.0.2.1"]));
      expect(verdicts.map((verdict) => verdict?.allowed)).toEqual([true, true, true, true, true, false]);
      expect(verdicts.map((verdict) => verdict?.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
      expect(verdicts[5]!.resetSeconds).toBeGreaterThan(50);
      // Another key, and each instance sees the shared count.
      expect((await second.consume("write", ["a:192.0.2.2"]))?.remaining).toBe(4);
      expect((await first.peek("write", ["a:192.0.2.1"]))?.allowed).toBe(false);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("keeps answering, per instance and with a warning, while Redis is down", async () => {
    const warn = vi.spyOn(logger(), "warn");
    const limits = new RateLimits({ budgets, redisUrl: `redis://127.0.0.1:${port}`, keyPrefix: "test:outage" });
    await until(() => (limits as unknown as { redis: { status: string } }).redis.status === "ready");
    try {
      expect((await limits.consume("write", ["a:1"]))?.remaining).toBe(4);
      await stopRedis();
      const started = Date.now();
      const verdicts = [];
      for (let i = 0; i < 6; i++) verdicts.push(await limits.consume("write", ["a:1"]));
      // The in-memory insurance limiter answers at once and still limits.
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(verdicts.map((verdict) => verdict?.allowed)).toEqual([true, true, true, true, true, false]);
      await until(() => warn.mock.calls.length > 0);
      expect(warn.mock.calls.some(([, message]) => String(message).includes("Redis for rate limits is unreachable"))).toBe(true);
    } finally {
      warn.mockRestore();
      await limits.close();
    }
  });
});
