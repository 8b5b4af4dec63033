import { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { logger } from "../core/logger";

// Fixed-window budgets (rate-limiter-flexible) kept in this process's memory, or in Redis when
// several instances must enforce one budget. A Redis outage never fails a request: each Redis
// limiter has an in-memory "insurance" limiter that takes over (so limits hold per instance)
// and a warning is logged; any other limiter failure lets the request through, also logged.

/**
 * What a budget is spent on: the login ones are for failed password sign-ins, the unlock ones for
 * wrong passwords of encrypted pastes, the second-factor ones for wrong authenticator or recovery codes, `signup` for accounts created, the report ones for reports
 * of pastes (per address, per paste).
 */
export type Budget =
  | "read"
  | "write"
  | "miss"
  | "login-account"
  | "login-address"
  | "unlock-paste"
  | "unlock-address"
  | "second-factor-account"
  | "second-factor-address"
  | "signup"
  | "report-address"
  | "report-paste";

export interface BudgetSpec {
  /** Requests (points) allowed per window; 0 turns the budget off. */
  points: number;
  windowSeconds: number;
}

/** The state of a budget after a request: enough for the RateLimit-* headers and Retry-After. */
export interface Verdict {
  budget: Budget;
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window of the tightest key ends (at least 1). */
  resetSeconds: number;
  windowSeconds: number;
}

export interface RateLimitsOptions {
  budgets: Partial<Record<Budget, BudgetSpec>>;
  /** redis:// URL; memory of this process when absent. */
  redisUrl?: string;
  /** Namespace of the keys in Redis. */
  keyPrefix?: string;
  /** Called for every refused request (metrics). */
  onRefusal?: (budget: Budget) => void;
}

interface BudgetLimiter {
  spec: BudgetSpec;
  limiter: RateLimiterAbstract;
}

const WARNING_INTERVAL_MS = 30_000;

export class RateLimits {
  private readonly limiters = new Map<Budget, BudgetLimiter>();
  private readonly redis: Redis | undefined;
  private readonly onRefusal: ((budget: Budget) => void) | undefined;
  private lastWarning = 0;

  constructor(options: RateLimitsOptions) {
    this.onRefusal = options.onRefusal;
    const active = Object.entries(options.budgets).filter(([, spec]) => spec && spec.points > 0) as [Budget, BudgetSpec][];
    if (options.redisUrl && active.length > 0) this.redis = this.connect(options.redisUrl);
    const prefix = options.keyPrefix ?? "myst:rl";
    for (const [budget, spec] of active) {
      const base = { points: spec.points, duration: spec.windowSeconds, keyPrefix: `${prefix}:${budget}` };
      const limiter = this.redis
        ? new RateLimiterRedis({
            ...base,
            storeClient: this.redis,
            // Straight to the insurance limiter while disconnected, instead of waiting.
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(base),
          })
        : new RateLimiterMemory(base);
      this.limiters.set(budget, { spec, limiter });
    }
  }

  /** Whether any budget is on at all. */
  get active(): boolean {
    return this.limiters.size > 0;
  }

  enabled(budget: Budget): boolean {
    return this.limiters.has(budget);
  }

  /**
   * Spends `points` from the budget of every key (say, the client address and the access
   * token); refused when any of them is over. Undefined when the budget is off or no key given.
   */
  async consume(budget: Budget, keys: string[], points = 1): Promise<Verdict | undefined> {
    const entry = this.limiters.get(budget);
    if (!entry || keys.length === 0) return undefined;
    const results = await Promise.all(
      keys.map((key) =>
        entry.limiter.consume(key, points).then(
          (res) => ({ res, allowed: true }),
          (reason: unknown) => {
            if (reason instanceof RateLimiterRes) return { res: reason, allowed: false };
            this.warn(reason, "rate limiter failed; letting the request through");
            return undefined;
          },
        ),
      ),
    );
    const verdict = this.combine(budget, entry.spec, results);
    if (verdict && !verdict.allowed) this.onRefusal?.(budget);
    return verdict;
  }

  /**
   * Looks without spending: refused when some key has used its whole budget. For budgets that
   * are spent after the fact (not-found answers, failed logins) and checked before. `report`:
   * false only tells how the budget stands (GET /rate_limit), so a used-up one is no refusal.
   */
  async peek(budget: Budget, keys: string[], { report = true }: { report?: boolean } = {}): Promise<Verdict | undefined> {
    const entry = this.limiters.get(budget);
    if (!entry || keys.length === 0) return undefined;
    const results = await Promise.all(
      keys.map((key) =>
        entry.limiter.get(key).then(
          (res) => (res ? { res, allowed: res.consumedPoints < entry.spec.points } : undefined),
          (reason: unknown) => {
            this.warn(reason, "rate limiter failed; letting the request through");
            return undefined;
          },
        ),
      ),
    );
    const verdict = this.combine(budget, entry.spec, results);
    if (report && verdict && !verdict.allowed) this.onRefusal?.(budget);
    return verdict;
  }

  /** Gives `points` spent by `key` back (spent before it was known they should not count). */
  async refund(budget: Budget, key: string, points = 1): Promise<void> {
    const entry = this.limiters.get(budget);
    if (!entry) return;
    await entry.limiter.reward(key, points).catch((reason: unknown) => this.warn(reason, "rate limiter refund failed"));
  }

  /** Gives a key its whole budget back (a successful login clears its failures). */
  async forget(budget: Budget, key: string): Promise<void> {
    const entry = this.limiters.get(budget);
    if (!entry) return;
    await entry.limiter.delete(key).catch((reason: unknown) => this.warn(reason, "rate limiter reset failed"));
  }

  async close(): Promise<void> {
    if (!this.redis) return;
    this.redis.removeAllListeners("error");
    this.redis.on("error", () => {});
    await this.redis.quit().catch(() => this.redis?.disconnect());
  }

  private combine(
    budget: Budget,
    spec: BudgetSpec,
    results: ({ res: RateLimiterRes; allowed: boolean } | undefined)[],
  ): Verdict | undefined {
    const known = results.filter((result) => result !== undefined);
    if (known.length === 0) return undefined;
    const refused = known.filter((result) => !result.allowed);
    // The answer the client must heed: the longest wait among refusals, else the key closest
    // to running out.
    const tightest = refused.length
      ? refused.reduce((a, b) => (b.res.msBeforeNext > a.res.msBeforeNext ? b : a))
      : known.reduce((a, b) => (b.res.remainingPoints < a.res.remainingPoints ? b : a));
    return {
      budget,
      allowed: refused.length === 0,
      limit: spec.points,
      remaining: refused.length ? 0 : Math.max(0, tightest.res.remainingPoints),
      resetSeconds: Math.max(1, Math.ceil(tightest.res.msBeforeNext / 1000)),
      windowSeconds: spec.windowSeconds,
    };
  }

  private connect(url: string): Redis {
    const redis = new Redis(url, {
      // Fail fast while Redis is away, so the insurance limiter answers at once.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 1_000,
      connectTimeout: 2_000,
    });
    redis.on("error", (error: unknown) =>
      this.warn(error, "Redis for rate limits is unreachable; each instance limits on its own until it is back"),
    );
    redis.on("ready", () => {
      if (this.lastWarning) logger().info("Redis for rate limits is reachable again");
      this.lastWarning = 0;
    });
    return redis;
  }

  private warn(error: unknown, message: string): void {
    const now = Date.now();
    if (now - this.lastWarning < WARNING_INTERVAL_MS) return;
    this.lastWarning = now;
    logger().warn({ err: error }, message);
  }
}
