import { afterAll, describe, expect, it, vi } from "vitest";
import * as secondStep from "@/app/auth/login/second-factor/route";
import { createPendingSignIn } from "../auth/second-factor/pending-sign-in";
import { confirmOwnSecondFactor } from "../auth/second-factor/own-second-factors";
import { confirmTotpEnrolment, startTotpEnrolment } from "../auth/second-factor/totp";
import { findSignedIn } from "../auth/sessions";
import { sessionCaller } from "../auth/resolve-caller";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { createTestUser } from "../testing/actors";
import { createSession } from "../auth/sessions";
import { authenticatorCode } from "../testing/authenticator-code";
import { callRoute } from "../testing/http";

const previous = vi.hoisted(() => {
  const names = ["RATE_LIMIT_ENABLED", "RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT", "RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS", "AUTH_SECRET"];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  Object.assign(process.env, {
    RATE_LIMIT_ENABLED: "true",
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: "3",
    RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: "5",
    AUTH_SECRET: "a-test-secret-of-at-least-32-characters!!",
  });
  return saved;
});
afterAll(() => {
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function userWithApp() {
  const user = await createTestUser();
  const { secret } = await startTotpEnrolment(user);
  await confirmTotpEnrolment(user.id, await authenticatorCode(secret, -1));
  return { user, secret };
}

const wrongCodeFor = async (secret: string) => ((await authenticatorCode(secret)) === "000000" ? "111111" : "000000");

describe("second-factor guessing", () => {
  it("locks the second step of an account out after its budget of wrong codes from every address together, even for the right code", async () => {
    const { user, secret } = await userWithApp();
    const post = async (value: string, address: string) => {
      // A pending sign-in of its own for each address, as someone with the password would start.
      const pending = (await createPendingSignIn({ userId: user.id, method: "password" })).split(";")[0]!;
      return callRoute(secondStep.POST, {
        method: "POST",
        headers: {
          Origin: "http://localhost",
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: pending,
          [CLIENT_ADDRESS_HEADER]: address,
        },
        body: new URLSearchParams({ code: value }).toString(),
      });
    };
    for (let i = 0; i < 3; i++)
      expect((await post(await wrongCodeFor(secret), `192.0.2.${10 + i}`)).headers.get("location")).toContain("wrong_code");
    const locked = await post(await authenticatorCode(secret), "192.0.2.20");
    expect(locked.status).toBe(429);
    expect(locked.text).toContain("Too many wrong codes");
    expect(locked.headers.getSetCookie()).toEqual([]);
    // So is an address of another network: the budget is the account's, wherever the codes come from.
    expect((await post(await authenticatorCode(secret), "2001:db8:1::1")).status).toBe(429);
  });

  it("counts the codes a signed-in browser sends to confirm it is its owner the same way", async () => {
    const { user, secret } = await userWithApp();
    const { token } = await createSession(user.id);
    const signedIn = (await findSignedIn(token))!;
    const caller = sessionCaller(signedIn.user, signedIn.session);
    const attempt = (value: string) =>
      confirmOwnSecondFactor(caller, value, "192.0.2.20").then(
        () => 200,
        (error: { status?: number }) => error.status,
      );
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await attempt(await wrongCodeFor(secret)));
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await attempt(await authenticatorCode(secret, 1))).toBe(429);
  });
});
