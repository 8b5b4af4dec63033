import { describe, expect, it, vi } from "vitest";
import * as accessTokens from "@/app/api/v3/auth/self/access_tokens/route";
import * as usernameRoute from "@/app/api/v3/settings/username/route";
import * as userRoute from "@/app/api/v3/users/[username]/route";
import * as recoveryCodesRoute from "@/app/api/v3/auth/self/recovery_codes/route";
import * as secondFactorRoute from "@/app/api/v3/auth/self/second_factor/route";
import * as sessionsRoute from "@/app/api/v3/auth/self/sessions/route";
import * as signInsRoute from "@/app/api/v3/auth/self/sign_ins/route";
import * as totpConfirm from "@/app/api/v3/auth/self/totp/confirm/route";
import * as totpRoute from "@/app/api/v3/auth/self/totp/route";
import { createSession } from "@/lib/auth/sessions";
import { announceChange } from "@/lib/changes/announce";
import { db } from "@/lib/db/client";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { disableUser, enableUser } from "@/lib/moderation/disable-user";
import { createTestSessionHeaders, createTestToken, createTestUser } from "@/lib/testing/actors";
import { authenticatorCode } from "@/lib/testing/authenticator-code";
import { callRoute } from "@/lib/testing/http";
import * as login from "../route";
import * as secondStep from "./route";

vi.hoisted(() => (process.env.AUTH_SECRET = "a-test-secret-of-at-least-32-characters!!"));

// The two steps of a password sign-in with an authenticator app, as a browser posts them.

const password = "correct horse battery";
const formHeaders = { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const location = (result: { headers: Headers }) => result.headers.get("location") ?? "";
const cookies = (result: { headers: Headers }) => result.headers.getSetCookie();
const sessionCookieOf = (result: { headers: Headers }) => cookies(result).find((cookie) => /^myst_session=[0-9a-f]{64}/.test(cookie));
const pendingCookieOf = (result: { headers: Headers }) =>
  cookies(result)
    .find((cookie) => /^myst_second_step=[0-9a-f]{64}/.test(cookie))
    ?.split(";")[0];

async function userWithApp() {
  const user = await createTestUser({ password });
  const headers = await createTestSessionHeaders(user.id);
  const enrolment = await callRoute(totpRoute.POST, { method: "POST", headers });
  expect(enrolment.status).toBe(201);
  const { secret } = enrolment.json as { secret: string };
  const confirmingCode = await authenticatorCode(secret, -1);
  const confirmed = await callRoute(totpConfirm.POST, { method: "POST", headers, body: { code: confirmingCode } });
  expect(confirmed.status).toBe(200);
  return { user, secret, headers, confirmingCode, recoveryCodes: (confirmed.json as { recoveryCodes: string[] }).recoveryCodes };
}

const signIn = (username: string, pw = password, next?: string) =>
  callRoute(login.POST, { method: "POST", headers: formHeaders, body: form({ username, password: pw, ...(next ? { next } : {}) }) });

const secondStepWith = (pending: string | undefined, value: string, next?: string) =>
  callRoute(secondStep.POST, {
    method: "POST",
    headers: { ...formHeaders, ...(pending ? { Cookie: pending } : {}) },
    body: form({ code: value, ...(next ? { next } : {}) }),
  });

describe("signing in with an authenticator app", () => {
  it("asks for a code after the right password, with no session until the code passes", async () => {
    const { user, secret } = await userWithApp();
    const first = await signIn(user.username, password, "/settings/security");
    expect(first.status).toBe(303);
    expect(location(first)).toBe("/login/second-factor?next=%2Fsettings%2Fsecurity");
    expect(sessionCookieOf(first)).toBeUndefined();
    const pending = pendingCookieOf(first);
    expect(cookies(first)[0]).toMatch(/HttpOnly; SameSite=Lax; Max-Age=300/);
    const second = await secondStepWith(pending, await authenticatorCode(secret), "/settings/security");
    expect(location(second)).toBe("/settings/security");
    expect(sessionCookieOf(second)).toBeDefined();
    // Single use: the same pending sign-in does not open a second session.
    const again = await secondStepWith(pending, await authenticatorCode(secret, 1));
    expect(location(again)).toBe("/login/second-factor?error=second_step_expired");
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it("answers a wrong password the same whether the account has a second factor, or exists", async () => {
    const { user } = await userWithApp();
    const plain = await createTestUser({ password });
    const answers = await Promise.all([
      signIn(user.username, "wrong password"),
      signIn(plain.username, "wrong password"),
      signIn("nobody-here", "wrong password"),
    ]);
    const shapes = answers.map((answer) => ({
      status: answer.status,
      location: location(answer).replace(/username=[^&]*/, ""),
      cookies: cookies(answer).length,
    }));
    expect(new Set(shapes.map((shape) => JSON.stringify(shape))).size).toBe(1);
    expect(shapes[0]).toEqual({ status: 303, location: "/login?error=wrong_credentials&", cookies: 0 });
  });

  it("refuses a wrong or replayed code, and shows the refusal in the sign-in history", async () => {
    const { user, secret, headers, confirmingCode } = await userWithApp();
    const pending = pendingCookieOf(await signIn(user.username));
    const wrong = await secondStepWith(pending, "123456" === (await authenticatorCode(secret)) ? "654321" : "123456");
    expect(location(wrong)).toBe("/login/second-factor?error=wrong_code");
    expect(sessionCookieOf(wrong)).toBeUndefined();
    // The code that confirmed the app a moment ago is used up. (That very code, not the one a step
    // before now: across a 30-second boundary, that would be the next, unused code.)
    const replayed = await secondStepWith(pending, confirmingCode);
    expect(location(replayed)).toBe("/login/second-factor?error=wrong_code");
    const history = (await callRoute(signInsRoute.GET, { headers })).json as { succeeded: boolean; secondFactor: string | null }[];
    expect(history.filter((entry) => !entry.succeeded)).toHaveLength(2);
  });

  it("refuses a pending sign-in after five minutes", async () => {
    const { user, secret } = await userWithApp();
    const pending = pendingCookieOf(await signIn(user.username));
    await db().pendingSignIn.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const late = await secondStepWith(pending, await authenticatorCode(secret));
    expect(location(late)).toBe("/login/second-factor?error=second_step_expired");
    expect(sessionCookieOf(late)).toBeUndefined();
  });

  it("takes a recovery code in place of a code, once, and records its use", async () => {
    const { user, recoveryCodes } = await userWithApp();
    const pending = pendingCookieOf(await signIn(user.username));
    const second = await secondStepWith(pending, recoveryCodes[0]!);
    const session = sessionCookieOf(second)!.split(";")[0]!;
    expect(session).toBeDefined();
    const reused = await secondStepWith(pendingCookieOf(await signIn(user.username)), recoveryCodes[0]!);
    expect(location(reused)).toBe("/login/second-factor?error=wrong_code");
    const history = (await callRoute(signInsRoute.GET, { headers: { Cookie: session } })).json as {
      secondFactor: string | null;
      succeeded: boolean;
    }[];
    expect(history[1]).toMatchObject({ secondFactor: "recovery_code", succeeded: true });
  });

  it("leaves an account without one signing in with its password alone", async () => {
    const plain = await createTestUser({ password });
    const answer = await signIn(plain.username);
    expect(location(answer)).toBe("/");
    expect(sessionCookieOf(answer)).toBeDefined();
  });
});

describe("a recent second factor", () => {
  it("is needed by a browser of an account with one for tokens and new recovery codes, and lasts ten minutes", async () => {
    const { user, secret } = await userWithApp();
    const pending = pendingCookieOf(await signIn(user.username));
    const session = sessionCookieOf(await secondStepWith(pending, await authenticatorCode(secret)))!.split(";")[0]!;
    const headers = { Cookie: session, Origin: "http://localhost" };
    const createToken = () => callRoute(accessTokens.POST, { method: "POST", headers, body: { scopes: ["paste"], expiresIn: "1d" } });
    // Signing in with the code counts as proving it.
    expect((await createToken()).status).toBe(201);
    // Eleven minutes later (announced, as every write to a session is, so the cached session lets go).
    await db().session.updateMany({ where: { userId: user.id }, data: { secondFactorAt: new Date(Date.now() - 11 * 60_000) } });
    await announceChange({ userId: user.id });
    const refused = await createToken();
    expect(refused.status).toBe(403);
    expect((refused.json as { message: string }).message).toMatch(/second factor again/);
    expect((await callRoute(recoveryCodesRoute.POST, { method: "POST", headers })).status).toBe(403);
    const renamed = `${user.username.slice(0, 18)}-2`;
    const rename = () => callRoute(usernameRoute.PATCH, { method: "PATCH", headers, body: { username: renamed } });
    expect((await rename()).status).toBe(403);
    const deleteAccount = await callRoute(userRoute.DELETE, {
      method: "DELETE",
      path: `/api/v3/users/${user.username}`,
      params: { username: user.username },
      headers,
    });
    expect(deleteAccount.status).toBe(403);
    expect(await db().user.count({ where: { id: user.id } })).toBe(1);
    expect((await callRoute(totpRoute.DELETE, { method: "DELETE", headers })).status).toBe(403);
    const wrong = await callRoute(secondFactorRoute.POST, { method: "POST", headers, body: { code: "not-a-code" } });
    expect(wrong.status).toBe(401);
    const proved = await callRoute(secondFactorRoute.POST, { method: "POST", headers, body: { code: await authenticatorCode(secret, 1) } });
    expect(proved.status).toBe(200);
    expect((await createToken()).status).toBe(201);
    expect((await rename()).status).toBe(200);
    const renewed = await callRoute(recoveryCodesRoute.POST, { method: "POST", headers });
    expect((renewed.json as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect((await callRoute(totpRoute.DELETE, { method: "DELETE", headers })).status).toBe(204);
    // Off: the password alone signs in again.
    expect(sessionCookieOf(await signIn(renamed))).toBeDefined();
  });

  it("is not asked of access tokens, nor may a token manage second factors", async () => {
    const { user } = await userWithApp();
    const token = await createTestToken(user.id, ["paste", "user", "user:access_tokens"]);
    expect((await callRoute(accessTokens.POST, { method: "POST", token, body: { scopes: ["paste"], expiresIn: "1h" } })).status).toBe(201);
    expect((await callRoute(totpRoute.DELETE, { method: "DELETE", token })).status).toBe(403);
    expect((await callRoute(totpRoute.POST, { method: "POST", token })).status).toBe(403);
  });
});

describe("a pending sign-in", () => {
  it("ends after five wrong codes, from however many addresses: the right code then opens no session", async () => {
    const { user, secret } = await userWithApp();
    const pending = pendingCookieOf(await signIn(user.username));
    const wrong = (await authenticatorCode(secret)) === "000000" ? "111111" : "000000";
    const from = (address: string, value: string) =>
      callRoute(secondStep.POST, {
        method: "POST",
        headers: { ...formHeaders, Cookie: pending!, [CLIENT_ADDRESS_HEADER]: address },
        body: form({ code: value }),
      });
    const answers = [];
    for (let i = 1; i <= 5; i++) answers.push(location(await from(`192.0.2.${i}`, wrong)));
    expect(answers).toEqual([...Array(4).fill("/login/second-factor?error=wrong_code"), "/login/second-factor?error=too_many_codes"]);
    const right = await from("192.0.2.6", await authenticatorCode(secret, 1));
    expect(location(right)).toBe("/login/second-factor?error=second_step_expired");
    expect(sessionCookieOf(right)).toBeUndefined();
    // Signing in again with the password starts afresh.
    expect(
      sessionCookieOf(await secondStepWith(pendingCookieOf(await signIn(user.username)), await authenticatorCode(secret, 1))),
    ).toBeDefined();
  });

  it("ends when the owner signs out every other browser: its right code opens no session", async () => {
    const { user, secret } = await userWithApp();
    const pending = pendingCookieOf(await signIn(user.username));
    const { token } = await createSession(user.id, new Date(), { secondFactorAt: new Date() });
    const owner = { Cookie: `myst_session=${token}`, Origin: "http://localhost" };
    const signedOut = await callRoute(sessionsRoute.DELETE, { method: "DELETE", path: "/api/v3/auth/self/sessions", headers: owner });
    expect(signedOut.status).toBe(200);
    const late = await secondStepWith(pending, await authenticatorCode(secret, 1));
    expect(location(late)).toBe("/login/second-factor?error=second_step_expired");
    expect(sessionCookieOf(late)).toBeUndefined();
  });

  it("ends when the moderators disable the account, and stays ended once it is enabled again", async () => {
    const { user, secret } = await userWithApp();
    const pending = pendingCookieOf(await signIn(user.username));
    const moderator = { id: "cli", username: "command line" };
    await disableUser(moderator, user.id, "");
    await enableUser(moderator, user.id, "");
    const late = await secondStepWith(pending, await authenticatorCode(secret, 1));
    expect(location(late)).toBe("/login/second-factor?error=second_step_expired");
    expect(sessionCookieOf(late)).toBeUndefined();
  });
});
