import { Secret, TOTP } from "otpauth";
import { describe, expect, it, vi } from "vitest";
import { createTestUser } from "../../testing/actors";
import { afterFirstStep } from "./second-step";
import { confirmTotpEnrolment, startTotpEnrolment } from "./totp";

vi.hoisted(() => Object.assign(process.env, { AUTH_SECRET: "a-test-secret-of-at-least-32-characters!!", REQUIRE_2FA: "admins" }));

// Which sign-ins ask for the second factor, with REQUIRE_2FA=admins: a password always; a login
// provider only for the accounts the setting covers (otherwise two-factor is the provider's business).

async function withApp(isAdmin: boolean) {
  const user = await createTestUser({ isAdmin });
  const { secret } = await startTotpEnrolment(user);
  await confirmTotpEnrolment(user.id, new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  return user;
}

const asksSecondFactor = async (user: Awaited<ReturnType<typeof withApp>>, method: string) =>
  (await afterFirstStep(user, { method }, "/")).location.startsWith("/login/second-factor");

describe("the step after the first", () => {
  it("asks a password sign-in for the second factor, whoever signs in", async () => {
    expect(await asksSecondFactor(await withApp(false), "password")).toBe(true);
  });

  it("leaves a provider sign-in to the provider, unless REQUIRE_2FA covers the account", async () => {
    expect(await asksSecondFactor(await withApp(false), "github")).toBe(false);
    expect(await asksSecondFactor(await withApp(true), "github")).toBe(true);
  });

  it("starts a session at once for an account without a second factor", async () => {
    const plain = await createTestUser({ isAdmin: true });
    const outcome = await afterFirstStep(plain, { method: "oidc" }, "/next");
    expect(outcome.location).toBe("/next");
    expect(outcome.cookies?.[0]).toMatch(/^myst_session=/);
  });
});
