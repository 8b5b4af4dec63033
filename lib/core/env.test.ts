import { describe, expect, it } from "vitest";
import { InvalidEnvError, parseEnv } from "./env";

describe("settings", () => {
  it("runs with no environment at all", () => {
    const settings = parseEnv({});
    expect(settings.PORT).toBe(3000);
    expect(settings.dataDir).toMatch(/\/data$/);
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.AUTH_LOCAL).toBe(true);
    expect(settings.SECRET_SCAN).toBe("warn");
    expect(settings.REQUIRE_2FA).toBe("off");
    // Off unless the operator turns it on: published PasteMyst clients cannot solve a challenge.
    expect(settings.CAPTCHA).toBe("off");
  });

  it("names the setting that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(InvalidEnvError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
    expect(() => parseEnv({ SECRET_SCAN: "block" })).toThrow(/SECRET_SCAN/);
    expect(parseEnv({ SECRET_SCAN: "off" }).SECRET_SCAN).toBe("off");
    expect(() => parseEnv({ REQUIRE_2FA: "everyone" })).toThrow(/REQUIRE_2FA/);
    expect(parseEnv({ REQUIRE_2FA: "admins" }).REQUIRE_2FA).toBe("admins");
    expect(() => parseEnv({ CAPTCHA: "on" })).toThrow(/CAPTCHA/);
    expect(parseEnv({ CAPTCHA: "anonymous" }).CAPTCHA).toBe("anonymous");
    // Backups: a daily time in UTC, a number kept, a key long enough to resist guessing.
    expect(parseEnv({ BACKUP_SCHEDULE: "daily 03:30" }).BACKUP_SCHEDULE).toEqual({ hour: 3, minute: 30 });
    expect(parseEnv({}).BACKUP_SCHEDULE).toBeUndefined();
    for (const schedule of ["daily 24:00", "daily 3:30", "hourly", "daily 03:30 UTC"]) {
      expect(() => parseEnv({ BACKUP_SCHEDULE: schedule })).toThrow(/BACKUP_SCHEDULE: must be "daily HH:MM"/);
    }
    expect(parseEnv({}).BACKUP_KEEP).toBe(7);
    expect(() => parseEnv({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
    expect(() => parseEnv({ BACKUP_KEY: "short" })).toThrow(/BACKUP_KEY: must be at least 32 characters/);
    // A webhook is only ever sent signed.
    expect(() => parseEnv({ MODERATION_WEBHOOK_URL: "https://ops.example/hook" })).toThrow(/MODERATION_WEBHOOK_SECRET/);
    expect(() => parseEnv({ MODERATION_WEBHOOK_URL: "https://ops.example/hook", MODERATION_WEBHOOK_SECRET: "short" })).toThrow(
      /MODERATION_WEBHOOK_SECRET/,
    );
    expect(
      parseEnv({ MODERATION_WEBHOOK_URL: "https://ops.example/hook", MODERATION_WEBHOOK_SECRET: "s".repeat(32) }).MODERATION_WEBHOOK_URL,
    ).toBe("https://ops.example/hook");
  });

  it("sizes the caches from one memory budget, unless a cache's own size is set", () => {
    const MB = 1024 * 1024;
    const byDefault = parseEnv({});
    expect([byDefault.RESPONSE_CACHE_BYTES, byDefault.RENDER_CACHE_BYTES, byDefault.READ_BODY_CACHE_BYTES]).toEqual([
      32 * MB,
      8 * MB,
      8 * MB,
    ]);
    const bigger = parseEnv({ CACHE_MEMORY_MB: "480", RENDER_CACHE_BYTES: "1000" });
    expect([bigger.RESPONSE_CACHE_BYTES, bigger.RENDER_CACHE_BYTES, bigger.READ_BODY_CACHE_BYTES]).toEqual([320 * MB, 1000, 80 * MB]);
    const off = parseEnv({ CACHE_MEMORY_MB: "0" });
    expect([off.RESPONSE_CACHE_BYTES, off.RENDER_CACHE_BYTES, off.READ_BODY_CACHE_BYTES]).toEqual([0, 0, 0]);
    expect(() => parseEnv({ CACHE_MEMORY_MB: "lots" })).toThrow(/CACHE_MEMORY_MB/);
  });

  it("treats empty values as unset and parses lists", () => {
    const settings = parseEnv({ DATABASE_URL: "", ADMIN_USERNAMES: " Alice, bob ,," });
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.ADMIN_USERNAMES).toEqual(["alice", "bob"]);
  });
});
