import { type Env, env } from "../core/env";
import { countRateLimitRefusal } from "../metrics/record";
import { type Budget, type BudgetSpec, RateLimits } from "./limiter";
import { processSingleton } from "../core/process-state";

// The process-wide limits, built from the settings once. One per process (lib/core/process-state.ts),
// though the custom server (lib/server/start.ts) and the Next.js route bundles each load their own
// copy of lib/: the server creates them at start, the routes find them, so one process holds one
// set of budgets and one Redis connection.

const slot = processSingleton("rateLimits", () => ({ limits: undefined as RateLimits | undefined }));

export function budgetsFromSettings(settings: Env): Record<Budget, BudgetSpec> {
  const off = !settings.RATE_LIMIT_ENABLED;
  const perMinute = (points: number): BudgetSpec => ({ points: off ? 0 : points, windowSeconds: 60 });
  const inLoginWindow = (points: number): BudgetSpec => ({
    points: off ? 0 : points,
    windowSeconds: settings.RATE_LIMIT_LOGIN_WINDOW_MINUTES * 60,
  });
  return {
    read: perMinute(settings.RATE_LIMIT_READ_PER_MINUTE),
    write: perMinute(settings.RATE_LIMIT_WRITE_PER_MINUTE),
    miss: perMinute(settings.RATE_LIMIT_MISS_PER_MINUTE),
    "login-account": inLoginWindow(settings.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT),
    "login-address": inLoginWindow(settings.RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS),
    // A paste's password is guessed like an account's: the same numbers, counted apart.
    "unlock-paste": inLoginWindow(settings.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT),
    "unlock-address": inLoginWindow(settings.RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS),
    // So is a second factor, once the password was right (the account's count across addresses: second-factors.ts).
    "second-factor-account": inLoginWindow(settings.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT),
    "second-factor-address": inLoginWindow(settings.RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS),
    signup: { points: off ? 0 : settings.RATE_LIMIT_SIGNUPS_PER_HOUR, windowSeconds: 3600 },
    "report-address": { points: off ? 0 : settings.RATE_LIMIT_REPORTS_PER_HOUR, windowSeconds: 3600 },
    "report-paste": { points: off ? 0 : settings.RATE_LIMIT_REPORTS_PER_PASTE_PER_HOUR, windowSeconds: 3600 },
  };
}

export function rateLimits(): RateLimits {
  slot.limits ??= new RateLimits({
    budgets: budgetsFromSettings(env()),
    redisUrl: env().REDIS_URL,
    onRefusal: countRateLimitRefusal,
  });
  return slot.limits;
}

/** Closes the Redis connection on shutdown. */
export async function closeRateLimits(): Promise<void> {
  const limits = slot.limits;
  slot.limits = undefined;
  await limits?.close();
}
