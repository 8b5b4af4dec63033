import { beforeEach, describe, expect, it } from "vitest";
import { env } from "../core/env";
import { db } from "../db/client";
import { createTestUser } from "../testing/actors";
import { parseSettingValue, settingsFromEnvironment } from "./definitions";
import { resetInstanceSetting, setInstanceSetting } from "./mutations";
import { readOverride, readOverrides } from "./queries";
import { instanceSettings, reloadInstanceSettings, RESOLVER_MAX_AGE_MS, settingsResolver } from "./resolver";

// The effective instance settings (issue 46 item 5): the environment's, an admin's override
// winning until reset, every value checked by its setting's bounds, and every instance on one
// database agreeing within RESOLVER_MAX_AGE_MS of a change.

let actor: { id: string; username: string };

beforeEach(async () => {
  const admin = await createTestUser({ isAdmin: true });
  actor = { id: admin.id, username: admin.username };
  await db().instanceSetting.deleteMany();
  // Removed behind the resolver's back: this process reads them again now rather than within its period.
  await reloadInstanceSettings();
});

/** Another instance on the same database, on a clock the test moves. */
function otherInstance() {
  const clock = { now: 0 };
  const resolver = settingsResolver({ defaults: () => settingsFromEnvironment(env()), load: readOverrides, now: () => clock.now });
  return { resolver, clock };
}

describe("the effective settings", () => {
  it("are the environment's until an admin overrides one, and again once it is reset", async () => {
    expect((await instanceSettings()).registration).toBe(env().REGISTRATION);
    await setInstanceSetting({ actor, key: "registration", expected: null }, "closed");
    // This instance answers with the new value at once: the change announced itself.
    expect((await instanceSettings()).registration).toBe("closed");
    const override = await readOverride("registration");
    await resetInstanceSetting({ actor, key: "registration", expected: override!.updatedAt });
    expect((await instanceSettings()).registration).toBe(env().REGISTRATION);
  });

  it("reach another instance on the same database within the age bound, with one read per period", async () => {
    const { resolver, clock } = otherInstance();
    let reads = 0;
    const counted = settingsResolver({
      defaults: () => settingsFromEnvironment(env()),
      load: () => {
        reads += 1;
        return readOverrides();
      },
      now: () => clock.now,
    });
    expect((await resolver.settings()).captcha).toBe("off");
    await Promise.all([counted.settings(), counted.settings(), counted.settings()]);
    expect(reads).toBe(1);

    await setInstanceSetting({ actor, key: "captcha" }, "anonymous");
    clock.now += RESOLVER_MAX_AGE_MS - 1;
    expect((await resolver.settings()).captcha).toBe("off"); // still within the period it read in
    clock.now += 1;
    expect((await resolver.settings()).captcha).toBe("anonymous");
    expect((await counted.settings()).captcha).toBe("anonymous");
    expect(reads).toBe(2);
  });

  it("keep the ones read before while the database cannot be read", async () => {
    const clock = { now: 0 };
    const failing = { now: false };
    const resolver = settingsResolver({
      defaults: () => settingsFromEnvironment(env()),
      load: () => (failing.now ? Promise.reject(new Error("database away")) : readOverrides()),
      now: () => clock.now,
    });
    await setInstanceSetting({ actor, key: "reportAutoQuarantine" }, 3);
    expect((await resolver.settings()).reportAutoQuarantine).toBe(3);
    failing.now = true;
    clock.now += RESOLVER_MAX_AGE_MS;
    expect((await resolver.settings()).reportAutoQuarantine).toBe(3);
  });

  it("leave out a stored value no longer valid, rather than apply it", async () => {
    await db().instanceSetting.create({
      data: { key: "rateLimitReadPerMinute", value: 0, updatedById: actor.id, updatedByName: actor.username },
    });
    await db().instanceSetting.create({ data: { key: "noSuchSetting", value: "x", updatedById: actor.id, updatedByName: actor.username } });
    const { resolver } = otherInstance();
    expect((await resolver.settings()).rateLimitReadPerMinute).toBe(env().RATE_LIMIT_READ_PER_MINUTE);
  });
});

describe("a change", () => {
  it("refuses a value outside its setting's bounds, naming them", async () => {
    const refused: [Parameters<typeof setInstanceSetting>[0]["key"], unknown, RegExp][] = [
      ["rateLimitReadPerMinute", 0, /Reads per minute must be a whole number from 1 to 100,000/],
      ["rateLimitWritePerMinute", 1e9, /from 1 to 100,000/],
      ["rateLimitMissPerMinute", "12.5", /whole number/],
      ["reportAutoQuarantine", -1, /Automatic quarantine must be a whole number from 0 to 1,000/],
      ["registration", "everyone", /Registration must be one of open, invite, closed/],
      ["captcha", "<script>alert(1)</script>", /Captcha must be one of off, anonymous, all/],
      ["captcha", "x".repeat(100_000), /Captcha must be one of/],
    ];
    for (const [key, value, message] of refused) {
      await expect(setInstanceSetting({ actor, key }, value)).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(message),
      });
    }
    expect(await db().instanceSetting.count()).toBe(0);
    expect(await db().auditEntry.count({ where: { action: "setting_changed", actorId: actor.id } })).toBe(0);
  });

  it("takes a form's text for a number", () => {
    expect(parseSettingValue("rateLimitWritePerMinute", " 120 ")).toEqual({ ok: true, value: 120 });
    expect(parseSettingValue("reportAutoQuarantine", 0)).toEqual({ ok: true, value: 0 });
  });

  it("is written to the audit log with what it was and what it became", async () => {
    await setInstanceSetting({ actor, key: "rateLimitWritePerMinute" }, 120);
    await setInstanceSetting({ actor, key: "rateLimitWritePerMinute" }, "120"); // the same value again: no change
    await resetInstanceSetting({ actor, key: "rateLimitWritePerMinute" });
    // Resetting what the environment gives already changes nothing, and logs nothing.
    await resetInstanceSetting({ actor, key: "rateLimitWritePerMinute", expected: null });
    const entries = await db().auditEntry.findMany({
      where: { action: "setting_changed", actorId: actor.id },
      orderBy: { createdAt: "asc" },
    });
    const fromEnvironment = env().RATE_LIMIT_WRITE_PER_MINUTE;
    expect(entries.map(({ targetType, targetLabel, note }) => ({ targetType, targetLabel, note }))).toEqual([
      { targetType: "instance", targetLabel: "rateLimitWritePerMinute", note: `${fromEnvironment} → 120` },
      {
        targetType: "instance",
        targetLabel: "rateLimitWritePerMinute",
        note: `120 → ${fromEnvironment} (reset to RATE_LIMIT_WRITE_PER_MINUTE)`,
      },
    ]);
  });

  it("made against a value another admin changed meanwhile is refused (409), not written over it", async () => {
    // Two admins saw the environment's value and change it at once: one wins.
    const outcomes = await Promise.allSettled([
      setInstanceSetting({ actor, key: "registration", expected: null }, "invite"),
      setInstanceSetting({ actor, key: "registration", expected: null }, "closed"),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === "rejected")).toMatchObject({
      reason: { status: 409, message: expect.stringContaining("changed by someone else meanwhile") },
    });
    const seen = await readOverride("registration");
    await setInstanceSetting({ actor, key: "registration", expected: seen!.updatedAt }, "open");
    // The first admin's page still shows the value before: its change and its reset are refused.
    await expect(setInstanceSetting({ actor, key: "registration", expected: seen!.updatedAt }, "closed")).rejects.toMatchObject({
      status: 409,
    });
    await expect(resetInstanceSetting({ actor, key: "registration", expected: seen!.updatedAt })).rejects.toMatchObject({ status: 409 });
    expect((await instanceSettings()).registration).toBe("open");
    expect(await db().auditEntry.count({ where: { action: "setting_changed", actorId: actor.id } })).toBe(2);
  });
});
