import { describe, expect, it } from "vitest";
import { InvalidEnvError, parseEnv } from "../core/env";
import { budgetsFromSettings } from "./budgets";

describe("rate-limit, proxy, timeout and metrics settings", () => {
  it("have working defaults", () => {
    const settings = parseEnv({});
    expect(budgetsFromSettings(settings)).toEqual({
      read: { points: 300, windowSeconds: 60 },
      write: { points: 60, windowSeconds: 60 },
      miss: { points: 30, windowSeconds: 60 },
      "login-account": { points: 10, windowSeconds: 900 },
      "login-address": { points: 50, windowSeconds: 900 },
      "unlock-paste": { points: 10, windowSeconds: 900 },
      "unlock-address": { points: 50, windowSeconds: 900 },
      "second-factor-account": { points: 10, windowSeconds: 900 },
      "second-factor-address": { points: 50, windowSeconds: 900 },
      signup: { points: 10, windowSeconds: 3600 },
      "report-address": { points: 10, windowSeconds: 3600 },
      "report-paste": { points: 50, windowSeconds: 3600 },
    });
    expect(settings).toMatchObject({
      TRUST_PROXY: 0,
      REQUEST_TIMEOUT_SECONDS: 60,
      HEADERS_TIMEOUT_SECONDS: 20,
      METRICS_ENABLED: false,
    });
    expect(settings.REDIS_URL).toBeUndefined();
    expect(settings.METRICS_TOKEN).toBeUndefined();
  });

  it("turn a budget off with 0, and all of them with RATE_LIMIT_ENABLED=false", () => {
    expect(budgetsFromSettings(parseEnv({ RATE_LIMIT_MISS_PER_MINUTE: "0" })).miss.points).toBe(0);
    const off = budgetsFromSettings(parseEnv({ RATE_LIMIT_ENABLED: "false" }));
    expect(Object.values(off).every((budget) => budget.points === 0)).toBe(true);
  });

  it("take an admin's read, write and miss budgets over the environment's, and stay off with RATE_LIMIT_ENABLED=false", () => {
    const overrides = { rateLimitReadPerMinute: 1000, rateLimitWritePerMinute: 5, rateLimitMissPerMinute: 7 };
    const budgets = budgetsFromSettings(parseEnv({}), overrides);
    expect([budgets.read.points, budgets.write.points, budgets.miss.points]).toEqual([1000, 5, 7]);
    expect(budgets.signup.points).toBe(10); // not an instance setting: the environment's
    const off = budgetsFromSettings(parseEnv({ RATE_LIMIT_ENABLED: "false" }), overrides);
    expect(off.read.points).toBe(0);
  });

  it("read TRUST_PROXY as a number of hops", () => {
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });

  it("name bad values", () => {
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ REDIS_URL: "http://x" })).toThrow(/REDIS_URL/);
    expect(() => parseEnv({ RATE_LIMIT_READ_PER_MINUTE: "-1" })).toThrow(InvalidEnvError);
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });
});
