import { describe, expect, it } from "vitest";
import { db } from "../../db/client";
import { createTestUser } from "../../testing/actors";
import { SoftwareAuthenticator } from "../../testing/software-authenticator";
import { authenticationOptions, registerPasskey, registrationOptions, verifyPasskey } from "./passkeys";
import type { RelyingParty } from "./relying-party";
import { relyingPartyOf } from "./relying-party";

const rp: RelyingParty = { id: "paste.example", origin: "https://paste.example", name: "Myst" };
const at = { rpId: rp.id, origin: rp.origin };

async function withPasskey() {
  const user = await createTestUser();
  const authenticator = new SoftwareAuthenticator();
  const { challenge } = await registrationOptions(user, rp);
  const passkey = await registerPasskey(user.id, rp, { name: "Laptop", response: authenticator.register({ challenge, ...at }) });
  return { user, authenticator, passkey };
}

async function signInWith(authenticator: SoftwareAuthenticator, overrides: { origin?: string; counter?: number } = {}, now?: Date) {
  const { challenge } = await authenticationOptions(rp, "sign-in", null);
  return verifyPasskey(rp, authenticator.assert({ challenge, ...at, ...overrides }), "sign-in", null, now);
}

describe("passkeys", () => {
  it("register under a name and sign in alone, noting when they were last used", async () => {
    const { user, authenticator, passkey } = await withPasskey();
    expect(passkey).toMatchObject({ name: "Laptop", lastUsedAt: null });
    expect(await signInWith(authenticator)).toBe(user.id);
    expect(await signInWith(authenticator)).toBe(user.id);
    const stored = await db().passkey.findUniqueOrThrow({ where: { id: passkey.id } });
    expect(stored.lastUsedAt).not.toBeNull();
    expect(stored.counter).toBe(2n);
  });

  it("refuse a response made for another origin", async () => {
    const { authenticator } = await withPasskey();
    await expect(signInWith(authenticator, { origin: "https://evil.example" })).rejects.toMatchObject({ status: 401 });
    const other = new SoftwareAuthenticator();
    const user = await createTestUser();
    const { challenge } = await registrationOptions(user, rp);
    await expect(
      registerPasskey(user.id, rp, { name: "Phish", response: other.register({ challenge, rpId: rp.id, origin: "https://evil.example" }) }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("refuse a counter that went back (a cloned authenticator)", async () => {
    const { authenticator } = await withPasskey();
    await signInWith(authenticator, { counter: 5 });
    await expect(signInWith(authenticator, { counter: 5 })).rejects.toMatchObject({ status: 401 });
    await expect(signInWith(authenticator, { counter: 3 })).rejects.toMatchObject({ status: 401 });
    expect(await signInWith(authenticator, { counter: 6 })).toBeTruthy();
  });

  it("use a challenge once, and only within two minutes", async () => {
    const { authenticator } = await withPasskey();
    const { challenge } = await authenticationOptions(rp, "sign-in", null);
    const response = authenticator.assert({ challenge, ...at });
    await verifyPasskey(rp, response, "sign-in", null);
    await expect(verifyPasskey(rp, authenticator.assert({ challenge, ...at }), "sign-in", null)).rejects.toMatchObject({
      status: 401,
      message: expect.stringMatching(/expired or was already used/),
    });
    const late = await authenticationOptions(rp, "sign-in", null);
    const threeMinutesOn = new Date(Date.now() + 3 * 60_000);
    await expect(
      verifyPasskey(rp, authenticator.assert({ challenge: late.challenge, ...at }), "sign-in", null, threeMinutesOn),
    ).rejects.toMatchObject({
      status: 401,
    });
  });

  it("as a second factor, only those of the account signing in", async () => {
    const { authenticator } = await withPasskey();
    const stranger = await createTestUser();
    const { challenge } = await authenticationOptions(rp, "second-factor", stranger.id);
    await expect(verifyPasskey(rp, authenticator.assert({ challenge, ...at }), "second-factor", stranger.id)).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe("the relying party", () => {
  it("is PUBLIC_URL's host when set, else the host the request was sent to", () => {
    const request = { url: "http://10.0.0.5:3000/auth/passkey", headers: new Headers({ host: "paste.local:8080" }), method: "POST" };
    expect(relyingPartyOf(request)).toMatchObject({ id: "paste.local", origin: "http://paste.local:8080" });
  });
});
