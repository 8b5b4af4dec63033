import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisTestServer, startRedisTestServer } from "../rate-limit/redis-test-server";
import { closeSpentChallenges, connectSpentChallenges, forgetSpentChallenges, spendChallenge } from "./spent";

// Spent challenges in Redis (REDIS_URL): a solution used at one instance is refused at every other.
// Another instance is this process with its own memory forgotten. Needs `redis-server` on PATH
// (.ci/run installs it).

let redis: RedisTestServer;

beforeAll(async () => {
  redis = await startRedisTestServer();
  // Before the settings are first read (spent.ts reads REDIS_URL on its first spend).
  process.env.REDIS_URL = redis.url;
  await connectSpentChallenges();
});
afterAll(async () => {
  await closeSpentChallenges();
  delete process.env.REDIS_URL;
  await redis.stop();
});

describe("spent challenges shared through Redis", () => {
  it("a challenge spent at one instance is refused at another, and Redis forgets it when it expires", async () => {
    const expiresAt = Date.now() + 60_000;
    expect(await spendChallenge("shared", expiresAt)).toBe(true);
    forgetSpentChallenges();
    expect(await spendChallenge("shared", expiresAt)).toBe(false);
    const client = new Redis(redis.url);
    try {
      const ttl = await client.pttl("myst:captcha:spent:shared");
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      client.disconnect();
    }
  });

  it("while Redis is down, each instance still refuses what it saw spent", async () => {
    await redis.stop();
    const expiresAt = Date.now() + 60_000;
    expect(await spendChallenge("during the outage", expiresAt)).toBe(true);
    expect(await spendChallenge("during the outage", expiresAt)).toBe(false);
  });
});
