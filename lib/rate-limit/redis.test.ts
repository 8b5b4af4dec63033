import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "../core/logger";
import { RateLimits } from "./limiter";
import { type RedisTestServer, startRedisTestServer } from "./redis-test-server";

// Two limiters on one Redis stand for two instances of the service: they must enforce one
// budget. Needs `redis-server` on PATH (Debian: apt-get install redis-server; .ci/run does it).

let redis: RedisTestServer;

const budgets = { write: { points: 5, windowSeconds: 60 } };
const until = async (check: () => boolean, timeoutMs = 5_000) => {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
};

beforeAll(async () => {
  redis = await startRedisTestServer();
});
afterAll(() => redis.stop());

describe("budgets shared through Redis", () => {
  it("two instances spend one budget", async () => {
    const url = redis.url;
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
    const limits = new RateLimits({ budgets, redisUrl: redis.url, keyPrefix: "test:outage" });
    await until(() => (limits as unknown as { redis: { status: string } }).redis.status === "ready");
    try {
      expect((await limits.consume("write", ["a:1"]))?.remaining).toBe(4);
      await redis.stop();
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
