import { type Env, env } from "../core/env";
import { type InstanceSettings, settingsFromEnvironment } from "../instance-settings/definitions";
import { currentInstanceSettings } from "../instance-settings/resolver";
import { countRateLimitRefusal } from "../metrics/record";
import { type Budget, type BudgetSpec, RateLimits } from "./limiter";
import { processSingleton } from "../core/process-state";

// The process-wide limits, built from the settings, and built again when an admin changes the
// read, write or miss budget (lib/instance-settings): kept in this process's memory, the counts
// of the window then start again; kept in Redis, they go on. One per process (lib/core/process-state.ts),
// though the custom server (lib/server/start.ts) and the Next.js route bundles each load their own
// copy of lib/: the server creates them at start, the routes find them, so one process holds one
// set of budgets and one Redis connection.

const slot = processSingleton("rateLimits", () => ({
  limits: undefined as RateLimits | undefined,
  builtFor: undefined as RequestBudgets | undefined,
}));

/** The budgets an admin may change while the instance runs. */
type RequestBudgets = Pick<InstanceSettings, "rateLimitReadPerMinute" | "rateLimitWritePerMinute" | "rateLimitMissPerMinute">;

export function budgetsFromSettings(
  settings: Env,
  requests: RequestBudgets = settingsFromEnvironment(settings),
): Record<Budget, BudgetSpec> {
  const off = !settings.RATE_LIMIT_ENABLED;
  const perMinute = (points: number): BudgetSpec => ({ points: off ? 0 : points, windowSeconds: 60 });
  const inLoginWindow = (points: number): BudgetSpec => ({
    points: off ? 0 : points,
    windowSeconds: settings.RATE_LIMIT_LOGIN_WINDOW_MINUTES * 60,
  });
  return {
    read: perMinute(requests.rateLimitReadPerMinute),
    write: perMinute(requests.rateLimitWritePerMinute),
    miss: perMinute(requests.rateLimitMissPerMinute),
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
  const requests = currentInstanceSettings();
  if (!slot.limits || !slot.builtFor || changedBudgets(slot.builtFor, requests)) {
    const replaced = slot.limits;
    slot.limits = new RateLimits({
      budgets: budgetsFromSettings(env(), requests),
      redisUrl: env().REDIS_URL,
      onRefusal: countRateLimitRefusal,
    });
    slot.builtFor = requests;
    void replaced?.close();
  }
  return slot.limits;
}

const changedBudgets = (a: RequestBudgets, b: RequestBudgets) =>
  a.rateLimitReadPerMinute !== b.rateLimitReadPerMinute ||
  a.rateLimitWritePerMinute !== b.rateLimitWritePerMinute ||
  a.rateLimitMissPerMinute !== b.rateLimitMissPerMinute;

/** Closes the Redis connection on shutdown. */
export async function closeRateLimits(): Promise<void> {
  const limits = slot.limits;
  slot.limits = undefined;
  await limits?.close();
}
