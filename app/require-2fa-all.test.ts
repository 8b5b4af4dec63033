import { Secret, TOTP } from "otpauth";
import { describe, expect, it, vi } from "vitest";
import * as tokensRoute from "@/app/api/v3/auth/self/access_tokens/route";
import * as passkeysRoute from "@/app/api/v3/auth/self/passkeys/route";
import * as selfRoute from "@/app/api/v3/auth/self/route";
import * as totpRoute from "@/app/api/v3/auth/self/totp/route";
import * as pastesRoute from "@/app/api/v3/pastes/route";
import { resolveCaller } from "@/lib/auth/resolve-caller";
import { confirmTotpEnrolment, startTotpEnrolment } from "@/lib/auth/second-factor/totp";
import { AppError } from "@/lib/core/errors";
import { createTestSessionHeaders, createTestToken, createTestUser } from "@/lib/testing/actors";
import { send } from "./authorization-matrix";

vi.hoisted(() => Object.assign(process.env, { AUTH_SECRET: "a-test-secret-of-at-least-32-characters!!", REQUIRE_2FA: "all" }));

// REQUIRE_2FA=all where the caller is resolved (issue 40, items 4 and 9): the custom server's gate
// stops a browser without a second factor at the door, and the route handlers ask again, of
// browsers and access tokens alike, by the path that was routed — so neither a request line the
// gate read otherwise (`/login/../api/…`) nor a token of the account gets past the requirement.

const SELF = "/api/v3/auth/self";
const forbidden = { statusCode: 403, message: expect.stringMatching(/requires a second factor/) };

async function accountWithout() {
  const user = await createTestUser();
  return {
    user,
    session: await createTestSessionHeaders(user.id),
    token: { Authorization: `Bearer ${await createTestToken(user.id, ["paste", "user", "user:access_tokens"])}` },
  };
}

async function enrol(user: Awaited<ReturnType<typeof createTestUser>>) {
  const { secret } = await startTotpEnrolment(user);
  await confirmTotpEnrolment(user.id, new TOTP({ secret: Secret.fromBase32(secret) }).generate());
}

describe("REQUIRE_2FA=all, asked where the caller is resolved", () => {
  it.each([
    "/login/../api/v3/auth/self",
    "/login/%2e%2e/api/v3/auth/self",
    "/_next/.%2e/api/v3/auth/self",
    "/api/auth/../v3/auth/self",
    SELF,
  ])("%s: 403 for a session and for a token of an account without a second factor", async (path) => {
    const { session, token } = await accountWithout();
    for (const headers of [session, token]) {
      const answer = await send(selfRoute.GET, "GET", path, {}, headers);
      expect(answer.status, answer.text).toBe(403);
      expect(JSON.parse(answer.text)).toEqual(forbidden);
    }
  });

  it("mints no token and writes no paste for such an account, by session or by token", async () => {
    const { session, token } = await accountWithout();
    for (const headers of [session, token]) {
      const minted = await send(tokensRoute.POST, "POST", "/login/../api/v3/auth/self/access_tokens", {}, headers, {
        scopes: ["paste"],
        expiresIn: "1d",
      });
      expect(minted.status, minted.text).toBe(403);
      const paste = await send(pastesRoute.POST, "POST", "/api/v3/pastes", {}, headers, { pasties: [{ content: "x" }] });
      expect(paste.status, paste.text).toBe(403);
    }
  });

  it("lets the session set one up (an app or a passkey), and then everything", async () => {
    const { user, session, token } = await accountWithout();
    expect((await send(totpRoute.POST, "POST", "/api/v3/auth/self/totp", {}, session)).status).toBe(201);
    expect((await send(passkeysRoute.GET, "GET", "/api/v3/auth/self/passkeys", {}, session)).status).toBe(200);
    await enrol(user);
    for (const headers of [session, token]) {
      expect((await send(selfRoute.GET, "GET", "/login/../api/v3/auth/self", {}, headers)).status).toBe(200);
    }
  });

  it("is asked by resolveCaller itself, for whatever calls it", async () => {
    const { session } = await accountWithout();
    const refusal = await resolveCaller(new Request("http://localhost/login/%2e%2e/api/v3/pastes", { headers: session })).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(403);
    await expect(resolveCaller(new Request("http://localhost/api/v3/auth/self/totp", { headers: session }))).resolves.toMatchObject({
      kind: "user",
    });
  });
});
