import { describe, expect, it, vi } from "vitest";
import * as accessTokensRoute from "@/app/api/v3/auth/self/access_tokens/route";
import * as passkeyRoute from "@/app/api/v3/auth/self/passkeys/[id]/route";
import * as passkeyOptionsRoute from "@/app/api/v3/auth/self/passkeys/options/route";
import * as passkeysRoute from "@/app/api/v3/auth/self/passkeys/route";
import * as recoveryCodesRoute from "@/app/api/v3/auth/self/recovery_codes/route";
import * as sessionRoute from "@/app/api/v3/auth/self/sessions/[id]/route";
import * as sessionsRoute from "@/app/api/v3/auth/self/sessions/route";
import * as totpConfirmRoute from "@/app/api/v3/auth/self/totp/confirm/route";
import * as totpRoute from "@/app/api/v3/auth/self/totp/route";
import * as usernameRoute from "@/app/api/v3/settings/username/route";
import * as userRoute from "@/app/api/v3/users/[username]/route";
import { registerPasskey, registrationOptions } from "@/lib/auth/passkeys/passkeys";
import type { RelyingParty } from "@/lib/auth/passkeys/relying-party";
import { confirmTotpEnrolment, startTotpEnrolment } from "@/lib/auth/second-factor/totp";
import { createSession, findSessionUser } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import type { User } from "@/lib/db/generated/client";
import { createTestUser } from "@/lib/testing/actors";
import { authenticatorCode } from "@/lib/testing/authenticator-code";
import { callRoute } from "@/lib/testing/http";
import { SoftwareAuthenticator } from "@/lib/testing/software-authenticator";

vi.hoisted(() => (process.env.AUTH_SECRET = "a-test-secret-of-at-least-32-characters!!"));

// Issue 40 item 3: a session signed in long ago (left open, or its cookie stolen) must not take
// the account over. Every sensitive action wants the account's strongest proof given lately
// (lib/auth/second-factor/recent.ts): a second factor when it has one, else the sign-in itself.

const rp: RelyingParty = { id: "localhost", origin: "http://localhost", name: "Myst" };
const DAY_MS = 24 * 3_600_000;

async function addPasskey(user: User, authenticator = new SoftwareAuthenticator()) {
  const { challenge } = await registrationOptions(user, rp);
  return registerPasskey(user.id, rp, { name: "Laptop", response: authenticator.register({ challenge, rpId: rp.id, origin: rp.origin }) });
}

/** A browser that signed in (and proved a second factor, when `provedAt`) `ageMs` ago; still within its 30 days. */
async function sessionOf(user: User, ageMs: number, provedAt?: Date) {
  const { token } = await createSession(user.id, new Date(Date.now() - ageMs), { secondFactorAt: provedAt });
  return { token, headers: { Cookie: `myst_session=${token}`, Origin: "http://localhost" } };
}

const staleSession = (user: User) => sessionOf(user, 20 * DAY_MS, new Date(Date.now() - 20 * DAY_MS));

const mintToken = (headers: Record<string, string>) =>
  callRoute(accessTokensRoute.POST, { method: "POST", headers, body: { scopes: ["paste", "user"], expiresIn: "never" } });

describe("a stale session of an account whose only second factor is a passkey", () => {
  it("cannot add an authenticator app, so cannot go on to mint a token, remove the passkey or sign the owner out", async () => {
    const owner = await createTestUser();
    const passkey = await addPasskey(owner);
    const ownersBrowser = await sessionOf(owner, 0, new Date());
    const stale = await staleSession(owner);

    expect((await callRoute(totpRoute.POST, { method: "POST", headers: stale.headers })).status).toBe(403);
    // An enrolment started earlier (say, while the session was fresh) cannot be confirmed now.
    const { secret } = await startTotpEnrolment(owner);
    const confirm = await callRoute(totpConfirmRoute.POST, {
      method: "POST",
      headers: stale.headers,
      body: { code: await authenticatorCode(secret) },
    });
    expect(confirm.status).toBe(403);
    expect((confirm.json as { message: string }).message).toMatch(/second factor again/);

    expect((await mintToken(stale.headers)).status).toBe(403);
    const remove = await callRoute(passkeyRoute.DELETE, {
      method: "DELETE",
      path: `/api/v3/auth/self/passkeys/${passkey.id}`,
      params: { id: passkey.id },
      headers: stale.headers,
    });
    expect(remove.status).toBe(403);
    const signOut = await callRoute(sessionsRoute.DELETE, { method: "DELETE", path: "/api/v3/auth/self/sessions", headers: stale.headers });
    expect(signOut.status).toBe(403);

    expect(await db().passkey.count({ where: { userId: owner.id } })).toBe(1);
    expect(await db().accessToken.count({ where: { userId: owner.id } })).toBe(0);
    expect(await findSessionUser(ownersBrowser.token)).not.toBeNull();
  });

  it("lets a browser that proved the passkey lately add an app, which then proves nothing more", async () => {
    const owner = await createTestUser();
    await addPasskey(owner);
    const provedAt = new Date(Date.now() - 8 * 60_000);
    const browser = await sessionOf(owner, 8 * 60_000, provedAt);
    const started = await callRoute(totpRoute.POST, { method: "POST", headers: browser.headers });
    expect(started.status).toBe(201);
    const { secret } = started.json as { secret: string };
    const confirmed = await callRoute(totpConfirmRoute.POST, {
      method: "POST",
      headers: browser.headers,
      body: { code: await authenticatorCode(secret) },
    });
    expect(confirmed.status).toBe(200);
    // Still the passkey's proof of eight minutes ago: confirming the new app did not renew it.
    const session = await db().session.findFirstOrThrow({ where: { userId: owner.id } });
    expect(session.secondFactorAt).toEqual(provedAt);
  });
});

describe("an account without a second factor", () => {
  it("adds its first one only from a recent sign-in, which then counts as having proved it", async () => {
    const owner = await createTestUser();
    const stale = await sessionOf(owner, 20 * DAY_MS);
    expect((await callRoute(totpRoute.POST, { method: "POST", headers: stale.headers })).status).toBe(403);
    expect((await callRoute(passkeyOptionsRoute.POST, { method: "POST", headers: stale.headers })).status).toBe(403);

    const fresh = await sessionOf(owner, 60_000);
    const started = await callRoute(totpRoute.POST, { method: "POST", headers: fresh.headers });
    expect(started.status).toBe(201);
    const { secret } = started.json as { secret: string };
    expect(
      (await callRoute(totpConfirmRoute.POST, { method: "POST", headers: fresh.headers, body: { code: await authenticatorCode(secret) } }))
        .status,
    ).toBe(200);
    expect((await mintToken(fresh.headers)).status).toBe(201);
    // The stale browser now meets the second factor it never proved.
    expect((await mintToken(stale.headers)).status).toBe(403);
  });
});

// Every sensitive action, from a browser that signed in (with its second factor) 20 days ago:
// the rule table of docs/operate/second-factors.md, for the two kinds of account.
type Action = { name: string; call: (user: User, headers: Record<string, string>) => Promise<{ status: number }> };

const ACTIONS: Action[] = [
  { name: "create an access token", call: (_user, headers) => mintToken(headers) },
  {
    name: "rename the account",
    call: (user, headers) =>
      callRoute(usernameRoute.PATCH, { method: "PATCH", headers, body: { username: `${user.username.slice(0, 17)}-r` } }),
  },
  {
    name: "delete the account",
    call: (user, headers) =>
      callRoute(userRoute.DELETE, {
        method: "DELETE",
        path: `/api/v3/users/${user.username}`,
        params: { username: user.username },
        headers,
      }),
  },
  { name: "start an authenticator app", call: (_user, headers) => callRoute(totpRoute.POST, { method: "POST", headers }) },
  {
    name: "confirm an authenticator app",
    call: async (user, headers) => {
      await db().totpAuthenticator.deleteMany({ where: { userId: user.id, confirmedAt: null } });
      const pending = await db().totpAuthenticator.findUnique({ where: { userId: user.id } });
      if (pending) return callRoute(totpConfirmRoute.POST, { method: "POST", headers, body: { code: "123456" } });
      const { secret } = await startTotpEnrolment(user);
      return callRoute(totpConfirmRoute.POST, { method: "POST", headers, body: { code: await authenticatorCode(secret) } });
    },
  },
  { name: "turn the authenticator app off", call: (_user, headers) => callRoute(totpRoute.DELETE, { method: "DELETE", headers }) },
  { name: "make new recovery codes", call: (_user, headers) => callRoute(recoveryCodesRoute.POST, { method: "POST", headers }) },
  { name: "ask to add a passkey", call: (_user, headers) => callRoute(passkeyOptionsRoute.POST, { method: "POST", headers }) },
  {
    name: "add a passkey",
    call: async (user, headers) => {
      const { challenge } = await registrationOptions(user, rp);
      const response = new SoftwareAuthenticator().register({ challenge, rpId: rp.id, origin: rp.origin });
      return callRoute(passkeysRoute.POST, { method: "POST", headers, body: { name: "Thief", response } });
    },
  },
  {
    name: "remove a passkey",
    call: async (user, headers) => {
      const passkey = await db().passkey.findFirst({ where: { userId: user.id } });
      const id = passkey?.id ?? "nosuchid";
      return callRoute(passkeyRoute.DELETE, { method: "DELETE", path: `/api/v3/auth/self/passkeys/${id}`, params: { id }, headers });
    },
  },
  {
    name: "sign out every other browser",
    call: (_user, headers) => callRoute(sessionsRoute.DELETE, { method: "DELETE", path: "/api/v3/auth/self/sessions", headers }),
  },
  {
    name: "sign out another browser",
    call: async (user, headers) => {
      const other = await db().session.findFirstOrThrow({ where: { userId: user.id, createdAt: { gt: new Date(Date.now() - DAY_MS) } } });
      return callRoute(sessionRoute.DELETE, {
        method: "DELETE",
        path: `/api/v3/auth/self/sessions/${other.id}`,
        params: { id: other.id },
        headers,
      });
    },
  },
];

/** What a stale browser gets, per action, on an account with no second factor (403: it must sign in again). */
const WITHOUT_SECOND_FACTOR: Record<string, number> = {
  "create an access token": 201,
  "rename the account": 200,
  "delete the account": 204,
  "start an authenticator app": 403,
  "confirm an authenticator app": 403,
  "turn the authenticator app off": 204,
  "make new recovery codes": 409,
  "ask to add a passkey": 403,
  "add a passkey": 403,
  "remove a passkey": 404,
  "sign out every other browser": 200,
  "sign out another browser": 204,
};

describe("a stale session", () => {
  it.each(ACTIONS)("of an account with an app and a passkey may not $name (403), and nothing changes", async ({ call }) => {
    const owner = await createTestUser();
    const { secret } = await startTotpEnrolment(owner);
    await confirmTotpEnrolment(owner.id, await authenticatorCode(secret, -1));
    await addPasskey(owner);
    const ownersBrowser = await sessionOf(owner, 0, new Date());
    const stale = await staleSession(owner);
    const before = await db().user.findUniqueOrThrow({ where: { id: owner.id }, include: { passkeys: true, recoveryCodes: true } });

    expect((await call(owner, stale.headers)).status).toBe(403);
    const after = await db().user.findUniqueOrThrow({ where: { id: owner.id }, include: { passkeys: true, recoveryCodes: true } });
    expect(after).toEqual(before);
    expect(await db().accessToken.count({ where: { userId: owner.id } })).toBe(0);
    expect(await findSessionUser(ownersBrowser.token)).not.toBeNull();
  });

  it.each(ACTIONS)("of an account without a second factor may $name only where its sign-in is not needed", async ({ name, call }) => {
    const owner = await createTestUser();
    await sessionOf(owner, 0);
    const stale = await sessionOf(owner, 20 * DAY_MS);
    expect((await call(owner, stale.headers)).status).toBe(WITHOUT_SECOND_FACTOR[name]);
    // Whatever it may do, it never gives the account a second factor of its own.
    expect(await db().passkey.count({ where: { userId: owner.id } })).toBe(0);
    expect(await db().totpAuthenticator.count({ where: { userId: owner.id, confirmedAt: { not: null } } })).toBe(0);
  });
});
