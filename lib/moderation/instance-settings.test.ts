import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as settingRoute from "@/app/api/v3/admin/settings/[key]/route";
import * as settingsRoute from "@/app/api/v3/admin/settings/route";
import * as reportsRoute from "@/app/api/v3/pastes/[pasteId]/reports/route";
import * as pasteRoute from "@/app/api/v3/pastes/[pasteId]/route";
import * as createRoute from "@/app/api/v3/pastes/route";
import type { Caller, SessionFacts } from "../auth/caller";
import { signUpLocally } from "../auth/local";
import { sessionCaller } from "../auth/resolve-caller";
import { captchaRequired } from "../captcha/policy";
import { db } from "../db/client";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { reloadInstanceSettings } from "../instance-settings/resolver";
import { createTestSessionHeaders, createTestToken, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";
import { changeInstanceSetting, loadInstanceSettingsPage, type InstanceSettingDto } from "./instance-settings";

// The admins' door to the instance settings (/api/v3/admin/settings, /admin/settings): who may
// see and change them, and a change taking effect without a restart.

let admin: Awaited<ReturnType<typeof createTestUser>>;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  admin = await createTestUser({ isAdmin: true });
  adminHeaders = await createTestSessionHeaders(admin.id);
});

beforeEach(async () => {
  await db().instanceSetting.deleteMany();
  // Removed behind the resolver's back: this process reads them again now rather than within its period.
  await reloadInstanceSettings();
});

const list = (headers: Record<string, string>) => callRoute(settingsRoute.GET, { path: "/api/v3/admin/settings", headers });
const put = (key: string, body: unknown, headers: Record<string, string>) =>
  callRoute(settingRoute.PUT, { method: "PUT", path: `/api/v3/admin/settings/${key}`, params: { key }, body, headers });
const reset = (key: string, headers: Record<string, string>, query = "") =>
  callRoute(settingRoute.DELETE, { method: "DELETE", path: `/api/v3/admin/settings/${key}${query}`, params: { key }, headers });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("the instance settings' door", () => {
  it("shows an admin each setting's value and source, and who overrode it when", async () => {
    const before = await list(adminHeaders);
    expect(before.status).toBe(200);
    const registration = (before.json as InstanceSettingDto[]).find((setting) => setting.key === "registration");
    expect(registration).toMatchObject({ value: "open", source: "environment", envName: "REGISTRATION", updatedBy: null });

    const changed = await put("registration", { value: "closed", expectedUpdatedAt: null }, adminHeaders);
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({
      key: "registration",
      value: "closed",
      envValue: "open",
      source: "override",
      updatedBy: admin.username,
    });

    const undone = await reset("registration", adminHeaders, `?expectedUpdatedAt=${(changed.json as InstanceSettingDto).updatedAt}`);
    expect(undone.json).toMatchObject({ value: "open", source: "environment", updatedAt: null });
  });

  it("is refused to everyone but an admin holding the user scope, and changes nothing for them", async () => {
    const user = await createTestUser();
    const cases: [string, Record<string, string>, number][] = [
      ["anonymous", {}, 401],
      ["a user's session", await createTestSessionHeaders(user.id), 403],
      ["a user's token", bearer(await createTestToken(user.id, ["paste", "user"])), 403],
      ["an admin's token without the user scope", bearer(await createTestToken(admin.id, ["paste", "user:read"])), 403],
      ["a wrong token", bearer("aaaaaaaa-not-a-real-secret-at-all-really"), 401],
    ];
    for (const [who, headers, status] of cases) {
      expect({ who, status: (await list(headers)).status }).toEqual({ who, status });
      expect({ who, status: (await put("captcha", { value: "off" }, headers)).status }).toEqual({ who, status });
      expect({ who, status: (await reset("captcha", headers)).status }).toEqual({ who, status });
    }
    expect(await db().instanceSetting.count()).toBe(0);
    // An admin's token with the user scope acts for its admin.
    const token = bearer(await createTestToken(admin.id, ["user"]));
    expect((await put("captcha", { value: "anonymous" }, token)).status).toBe(200);
  });

  it("is the not-found page for everyone but an admin on /admin/settings", async () => {
    const user = await createTestUser();
    await expect(loadInstanceSettingsPage({ kind: "anonymous" })).rejects.toMatchObject({ status: 404 });
    await expect(loadInstanceSettingsPage(sessionCaller({ id: user.id, username: user.username, isAdmin: false }))).rejects.toMatchObject({
      status: 404,
    });
    const shown = await loadInstanceSettingsPage(sessionCaller({ id: admin.id, username: admin.username, isAdmin: true }));
    expect(shown.map((setting) => setting.key)).toContain("reportAutoQuarantine");
  });

  it("wants a recent second factor of an admin who has one, so a stale session changes nothing", async () => {
    const session = (secondFactorAt: Date | null): SessionFacts => ({
      id: "s1",
      signedInAt: new Date(),
      secondFactorAt,
      hasSecondFactor: true,
    });
    const as = (facts: SessionFacts): Caller => sessionCaller({ id: admin.id, username: admin.username, isAdmin: true }, facts);
    const stale = as(session(new Date(Date.now() - 60 * 60_000)));
    await expect(changeInstanceSetting(stale, "registration", { value: "closed" })).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining("second factor"),
    });
    expect(await db().instanceSetting.count()).toBe(0);
    await expect(changeInstanceSetting(as(session(new Date())), "registration", { value: "invite" })).resolves.toMatchObject({
      value: "invite",
    });
  });

  it("answers 400 naming the bounds, 404 for a setting that does not exist, 409 for a change made meanwhile", async () => {
    const tooMany = await put("rateLimitReadPerMinute", { value: 1e9 }, adminHeaders);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({ message: "Reads per minute must be a whole number from 1 to 100,000." });
    expect((await put("rateLimitReadPerMinute", { value: 0 }, adminHeaders)).status).toBe(400);
    expect((await put("reportAutoQuarantine", { value: -1 }, adminHeaders)).status).toBe(400);
    expect((await put("captcha", { value: "x".repeat(10_000) }, adminHeaders)).status).toBe(400);
    expect((await put("REGISTRATION", { value: "open" }, adminHeaders)).status).toBe(404);
    expect((await put("__proto__", { value: "open" }, adminHeaders)).status).toBe(404);
    expect((await reset("noSuchSetting", adminHeaders)).status).toBe(404);

    const first = await put("rateLimitWritePerMinute", { value: 30, expectedUpdatedAt: null }, adminHeaders);
    expect(first.status).toBe(200);
    const second = await put("rateLimitWritePerMinute", { value: 90, expectedUpdatedAt: null }, adminHeaders);
    expect(second.status).toBe(409);
    expect((await list(adminHeaders)).json).toContainEqual(expect.objectContaining({ key: "rateLimitWritePerMinute", value: 30 }));
  });

  it("takes effect at once: a closed registration refuses sign-ups, a captcha mode asks anonymous creates", async () => {
    expect(await captchaRequired("v3", true)).toBe(false);
    await put("captcha", { value: "anonymous" }, adminHeaders);
    expect(await captchaRequired("v3", true)).toBe(true);
    expect(await captchaRequired("v3", false)).toBe(false);

    await put("registration", { value: "closed" }, adminHeaders);
    await expect(signUpLocally({ username: "newcomer1", password: "a long enough password" })).rejects.toMatchObject({
      status: 403,
      message: "Registration is closed on this instance.",
    });
    await reset("registration", adminHeaders);
    await expect(signUpLocally({ username: "newcomer1", password: "a long enough password" })).resolves.toMatchObject({
      username: "newcomer1",
    });
  });

  it("takes effect at once for automatic quarantine: at 1, one reporter holds a paste back", async () => {
    await put("reportAutoQuarantine", { value: 1 }, adminHeaders);
    const created = await callRoute(createRoute.POST, {
      method: "POST",
      path: "/api/v3/pastes",
      body: { pasties: [{ content: "reported once" }] },
    });
    const id = (created.json as { id: string }).id;
    const reported = await callRoute(reportsRoute.POST, {
      method: "POST",
      path: `/api/v3/pastes/${id}/reports`,
      params: { pasteId: id },
      body: { reason: "spam" },
      headers: { [CLIENT_ADDRESS_HEADER]: "192.0.2.77" },
    });
    expect(reported.status).toBe(201);
    expect((await callRoute(pasteRoute.GET, { path: `/api/v3/pastes/${id}`, params: { pasteId: id } })).status).toBe(451);
  });
});
