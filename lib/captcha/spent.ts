import { Redis } from "ioredis";
import { env } from "../core/env";
import { logger } from "../core/logger";
import { processSingleton } from "../core/process-state";

// The challenges already used, until they expire, so a solved payload answers once: in Redis
// when REDIS_URL is set (every instance sees the same list), else in this process. While Redis is
// unreachable the process's own list takes over, as the rate limits' insurance does: a replay
// to another instance could then pass, never an honest writer be refused.

/**
 * The most challenges this process remembers. Each one cost a solved challenge and is kept only
 * until it expires; when the list is full the oldest goes first, so replaying it would have cost
 * the replayer this many solves.
 */
export const MAX_REMEMBERED = 50_000;

const WARNING_INTERVAL_MS = 30_000;

const slot = processSingleton("spentChallenges", () => ({
  /** Challenge id → when it expires (ms), oldest first. */
  memory: new Map<string, number>(),
  redis: undefined as Redis | undefined,
  lastWarning: 0,
}));

/** Marks the challenge used; false when it already was (a replay). */
export async function spendChallenge(id: string, expiresAtMs: number): Promise<boolean> {
  const ttl = Math.max(1, expiresAtMs - Date.now());
  const redis = connection();
  if (redis) {
    try {
      return (await redis.set(`myst:captcha:spent:${id}`, "1", "PX", ttl, "NX")) === "OK";
    } catch (error) {
      warn(error);
    }
  }
  return spendInMemory(id, expiresAtMs);
}

function spendInMemory(id: string, expiresAtMs: number): boolean {
  const { memory } = slot;
  const now = Date.now();
  const until = memory.get(id);
  if (until !== undefined && until > now) return false;
  if (memory.size >= MAX_REMEMBERED) {
    for (const [key, expiry] of memory) if (expiry <= now) memory.delete(key);
    // Still full of live ones: the oldest goes (see MAX_REMEMBERED).
    for (const key of memory.keys()) {
      if (memory.size < MAX_REMEMBERED) break;
      memory.delete(key);
    }
  }
  memory.delete(id);
  memory.set(id, expiresAtMs);
  return true;
}

function connection(): Redis | undefined {
  const url = env().REDIS_URL;
  if (!url) return undefined;
  slot.redis ??= new Redis(url, {
    // Fail fast while Redis is away, so this process's list answers at once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
  }).on("error", warn);
  return slot.redis;
}

function warn(error: unknown): void {
  const now = Date.now();
  if (now - slot.lastWarning < WARNING_INTERVAL_MS) return;
  slot.lastWarning = now;
  logger().warn({ err: error }, "Redis for spent captcha challenges is unreachable; each instance remembers its own");
}

/**
 * Opens the Redis connection (at start, so the first spends do not find it still connecting);
 * resolves once it is ready or has failed, never rejecting. Nothing to open without REDIS_URL.
 */
export function connectSpentChallenges(): Promise<void> {
  const redis = connection();
  if (!redis || redis.status === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    redis.once("ready", () => resolve());
    redis.once("error", () => resolve());
  });
}

/** Closes the Redis connection on shutdown. */
export async function closeSpentChallenges(): Promise<void> {
  const redis = slot.redis;
  slot.redis = undefined;
  if (!redis) return;
  redis.removeAllListeners("error");
  redis.on("error", () => {});
  await redis.quit().catch(() => redis.disconnect());
}

/** Forgets every spent challenge of this process (tests). */
export function forgetSpentChallenges(): void {
  slot.memory.clear();
}
