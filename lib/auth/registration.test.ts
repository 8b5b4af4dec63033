import { afterAll, describe, expect, it, vi } from "vitest";
import * as revokeRoute from "@/app/api/v3/invitations/[id]/route";
import * as invitationsRoute from "@/app/api/v3/invitations/route";
import { db } from "../db/client";
import { createTestToken, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";
import { signUpLocally } from "./local";
import { createUserForPendingLogin } from "./provider-login";
import { invitationState } from "./registration";

// Registration by invitation (REGISTRATION=invite, issue 27): admins make invitations through the
// API; every way to a new account spends one use of a valid one, in the transaction that creates
// the account; anything else is refused with a reason the sign-up pages show.

const previous = vi.hoisted(() => {
  const saved = process.env.REGISTRATION;
  process.env.REGISTRATION = "invite";
  return saved;
});
afterAll(() => {
  if (previous === undefined) delete process.env.REGISTRATION;
  else process.env.REGISTRATION = previous;
});

const names = { next: 0 };
const newName = () => `invited${(names.next += 1)}${Date.now().toString(36).slice(-4)}`;
const signUp = (invitation?: string, username = newName()) => signUpLocally({ username, password: "a long enough password", invitation });

async function invite(body: object = {}): Promise<{ id: string; code: string; url: string }> {
  const admin = await createTestUser({ isAdmin: true });
  const token = await createTestToken(admin.id, ["user"]);
  const made = await callRoute(invitationsRoute.POST, { method: "POST", path: "/api/v3/invitations", token, body });
  expect(made.status, made.text).toBe(201);
  return made.json as { id: string; code: string; url: string };
}

describe("invitations", () => {
  it("are made, listed and revoked by admins only", async () => {
    const made = await invite({ maxUses: 2, expiresIn: "1d" });
    expect(made.url).toBe(`http://localhost/signup?invite=${made.code}`);
    const user = await createTestUser();
    const admin = await createTestUser({ isAdmin: true });
    const tokens = {
      user: await createTestToken(user.id, ["user"]),
      adminWithoutScope: await createTestToken(admin.id, ["paste"]),
      admin: await createTestToken(admin.id, ["user"]),
    };
    expect((await callRoute(invitationsRoute.GET, {})).status).toBe(401);
    expect((await callRoute(invitationsRoute.GET, { token: tokens.user })).json).toEqual({
      statusCode: 403,
      message: "Only admins can invite.",
    });
    expect((await callRoute(invitationsRoute.GET, { token: tokens.adminWithoutScope })).status).toBe(403);
    expect((await callRoute(invitationsRoute.POST, { method: "POST", token: tokens.user, body: {} })).status).toBe(403);
    const listed = await callRoute(invitationsRoute.GET, { token: tokens.admin });
    expect(listed.json).toContainEqual({
      id: made.id,
      maxUses: 2,
      uses: 0,
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      revoked: false,
    });
    // Codes are shown once: the list and the database hold none.
    expect(listed.text).not.toContain(made.code);
    expect(JSON.stringify(await db().invitation.findMany())).not.toContain(made.code);

    const revoke = (id: string, token?: string) => callRoute(revokeRoute.DELETE, { method: "DELETE", params: { id }, token });
    expect((await revoke(made.id, tokens.user)).status).toBe(403);
    expect((await revoke(made.id, tokens.admin)).status).toBe(204);
    expect((await revoke("zzzzzzzz", tokens.admin)).status).toBe(404);
    await expect(signUp(made.code)).rejects.toMatchObject({ status: 403, message: expect.stringContaining("not valid") });
    expect((await callRoute(invitationsRoute.POST, { method: "POST", token: tokens.admin, body: { maxUses: 0 } })).status).toBe(400);
  });
});

describe("signing up while registration needs an invitation", () => {
  it("spends one use per account, and refuses without one, with a wrong one or one used up", async () => {
    await expect(signUp()).rejects.toMatchObject({ status: 403, message: "Creating an account here needs an invitation." });
    await expect(signUp("not-a-real-code")).rejects.toMatchObject({ status: 403 });
    const { id, code } = await invite({ maxUses: 2 });
    const taken = newName();
    await signUp(code, taken);
    // A sign-up refused for another reason spends nothing: the use goes with the account.
    await expect(signUp(code, taken)).rejects.toMatchObject({ status: 409 });
    await signUp(` ${code} `);
    await expect(signUp(code)).rejects.toMatchObject({ status: 403, message: expect.stringContaining("used up") });
    expect((await db().invitation.findUniqueOrThrow({ where: { id } })).uses).toBe(2);
  });

  it("gives the last use to exactly one of several sign-ups at once", async () => {
    const { code } = await invite({ maxUses: 1 });
    const results = await Promise.allSettled([signUp(code), signUp(code), signUp(code)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  });

  it("asks the same of a first sign-in through a provider", async () => {
    const pending = { provider: "oidc", providerAccountId: `sub-${newName()}`, suggestedUsername: "x" };
    await expect(createUserForPendingLogin(pending, newName())).rejects.toMatchObject({ status: 403 });
    const { code } = await invite();
    const user = await createUserForPendingLogin(pending, newName(), code);
    // Signing in again through the same provider account needs nothing more.
    expect((await createUserForPendingLogin(pending, "ignored")).id).toBe(user.id);
  });
});

describe("an invitation's state on the admins' page", () => {
  const invitation = {
    id: "inv00001",
    maxUses: 2,
    uses: 0,
    createdAt: "2026-11-01T00:00:00.000Z",
    expiresAt: "2026-12-01T00:00:00.000Z",
    revoked: false,
  };
  const now = new Date("2026-11-15T00:00:00.000Z");
  it("is usable until revoked, used up or expired, in that order of telling", () => {
    expect(invitationState(invitation, now)).toBe("Usable");
    expect(invitationState({ ...invitation, uses: 2 }, now)).toBe("Used up");
    expect(invitationState(invitation, new Date("2026-12-01T00:00:00.000Z"))).toBe("Expired");
    expect(invitationState({ ...invitation, uses: 2, revoked: true }, now)).toBe("Revoked");
    expect(invitationState({ ...invitation, expiresAt: null }, new Date("2099-01-01"))).toBe("Usable");
  });
});
