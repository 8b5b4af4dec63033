import { describe, expect, it } from "vitest";
import * as sessionRoute from "@/app/api/v3/auth/self/sessions/[id]/route";
import * as sessionsRoute from "@/app/api/v3/auth/self/sessions/route";
import * as signInsRoute from "@/app/api/v3/auth/self/sign_ins/route";
import { readCookie, sessionCookieName } from "@/lib/auth/cookies";
import { createSession, findSessionUser, findSignedIn } from "@/lib/auth/sessions";
import { startSession } from "@/lib/auth/sign-in";
import { db } from "@/lib/db/client";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1";

async function signIn(user: Awaited<ReturnType<typeof createTestUser>>, userAgent: string, clientAddress: string) {
  const cookie = await startSession(user, { method: "password", userAgent, clientAddress });
  const token = readCookie(cookie.split(";")[0]!, sessionCookieName())!;
  return { token, headers: { Cookie: `myst_session=${token}`, Origin: "http://localhost" } };
}

describe("the sessions of an account", () => {
  it("lists every signed-in browser with its device and address, marking the one asking", async () => {
    const user = await createTestUser();
    const laptop = await signIn(user, FIREFOX, "203.0.113.7");
    await signIn(user, IPHONE, "198.51.100.2");
    const listed = await callRoute(sessionsRoute.GET, { path: "/api/v3/auth/self/sessions", headers: laptop.headers });
    expect(listed.status).toBe(200);
    const sessions = listed.json as { device: string; clientAddress: string; current: boolean }[];
    expect(
      sessions
        .map(({ device, clientAddress, current }) => ({ device, clientAddress, current }))
        .sort((a, b) => a.device.localeCompare(b.device)),
    ).toEqual([
      { device: "Firefox on Linux", clientAddress: "203.0.113.7", current: true },
      { device: "Safari on iOS", clientAddress: "198.51.100.2", current: false },
    ]);
  });

  it("signs another browser out at once, even while its session is cached", async () => {
    const user = await createTestUser();
    const laptop = await signIn(user, FIREFOX, "203.0.113.7");
    const phone = await signIn(user, IPHONE, "198.51.100.2");
    expect(await findSessionUser(phone.token)).not.toBeNull(); // now in the identity cache
    const phoneId = (await findSignedIn(phone.token))!.session.id;
    const ended = await callRoute(sessionRoute.DELETE, {
      method: "DELETE",
      path: `/api/v3/auth/self/sessions/${phoneId}`,
      params: { id: phoneId },
      headers: laptop.headers,
    });
    expect(ended.status).toBe(204);
    expect(await findSessionUser(phone.token)).toBeNull();
    expect(await findSessionUser(laptop.token)).not.toBeNull();
  });

  it("signs out every other browser, keeping the one asking", async () => {
    const user = await createTestUser();
    const laptop = await signIn(user, FIREFOX, "203.0.113.7");
    const others = [await signIn(user, IPHONE, "198.51.100.2"), await signIn(user, IPHONE, "198.51.100.3")];
    for (const other of others) await findSessionUser(other.token);
    const ended = await callRoute(sessionsRoute.DELETE, { method: "DELETE", path: "/api/v3/auth/self/sessions", headers: laptop.headers });
    expect(ended.json).toEqual({ ended: 2 });
    for (const other of others) expect(await findSessionUser(other.token)).toBeNull();
    expect(await findSessionUser(laptop.token)).not.toBeNull();
  });

  it("answers 404 for another account's session, which goes on", async () => {
    const [user, stranger] = [await createTestUser(), await createTestUser()];
    const mine = await signIn(user, FIREFOX, "203.0.113.7");
    const theirs = await signIn(stranger, IPHONE, "198.51.100.2");
    const theirId = (await findSignedIn(theirs.token))!.session.id;
    const attempt = await callRoute(sessionRoute.DELETE, {
      method: "DELETE",
      path: `/api/v3/auth/self/sessions/${theirId}`,
      params: { id: theirId },
      headers: mine.headers,
    });
    expect(attempt.status).toBe(404);
    expect(await findSessionUser(theirs.token)).not.toBeNull();
  });

  it("refuses a token without user:access_tokens, and lets one with it sign every browser out", async () => {
    const user = await createTestUser();
    const browser = await signIn(user, FIREFOX, "203.0.113.7");
    const weak = await createTestToken(user.id, ["paste"]);
    expect((await callRoute(sessionsRoute.GET, { path: "/api/v3/auth/self/sessions", token: weak })).status).toBe(403);
    const strong = await createTestToken(user.id, ["user:access_tokens"]);
    expect((await callRoute(sessionsRoute.DELETE, { method: "DELETE", path: "/api/v3/auth/self/sessions", token: strong })).json).toEqual({
      ended: 1,
    });
    expect(await findSessionUser(browser.token)).toBeNull();
  });

  it("notes when a browser was last seen, writing at most once a minute", async () => {
    const user = await createTestUser();
    const start = new Date(Date.now() - 10 * 60_000);
    const { token } = await createSession(user.id, start);
    const lastSeen = async () => (await db().session.findFirstOrThrow({ where: { userId: user.id } })).lastSeenAt.getTime();
    await findSignedIn(token, new Date(start.getTime() + 30_000));
    expect(await lastSeen()).toBe(start.getTime());
    const later = new Date(start.getTime() + 61_000);
    await findSignedIn(token, later);
    expect(await lastSeen()).toBe(later.getTime());
  });

  it("keeps the last sign-ins with how and from where", async () => {
    const user = await createTestUser();
    const browser = await signIn(user, FIREFOX, "203.0.113.7");
    const history = await callRoute(signInsRoute.GET, { path: "/api/v3/auth/self/sign_ins", headers: browser.headers });
    expect(history.json).toEqual([
      expect.objectContaining({
        method: "password",
        secondFactor: null,
        succeeded: true,
        clientAddress: "203.0.113.7",
        userAgent: FIREFOX,
      }),
    ]);
  });
});
