import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createTestSessionHeaders, createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import * as self from "./self/route";
import * as tokens from "./self/access_tokens/route";
import * as tokenById from "./self/access_tokens/[id]/route";
import * as usernameAvailable from "./username_available/route";

// Every actor against every auth endpoint: anonymous, malformed/unknown/expired token, missing
// scope, other user, owner (token and browser session), admin.

const tokenShape = /^[a-z0-9]{8}-[0-9a-f]{64}$/;

describe("GET /api/v3/auth/self", () => {
  it("answers the User for a token with user:access_tokens", async () => {
    const user = await createTestUser({ username: "Selfie" });
    const token = await createTestToken(user.id, ["user:access_tokens"]);
    const result = await callRoute(self.GET, { token });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      id: user.id,
      username: "Selfie",
      avatarId: expect.stringMatching(/^[a-z0-9]{8}$/),
      createdAt: user.createdAt.toISOString(),
      isAdmin: false,
      isContributor: false,
      isSupporter: false,
    });
  });

  it("accepts the bare token without Bearer (older clients)", async () => {
    const user = await createTestUser();
    const token = await createTestToken(user.id, ["user:access_tokens"]);
    const result = await callRoute(self.GET, { headers: { Authorization: token } });
    expect(result.status).toBe(200);
  });

  it("is 401 for anonymous callers", async () => {
    const result = await callRoute(self.GET);
    expect(result.status).toBe(401);
    expect(result.json).toEqual({ statusCode: 401, message: expect.any(String) });
  });

  it.each([
    ["malformed", "not-a-token"],
    ["empty bearer", "Bearer "],
    ["unknown id", `Bearer zzzzzzzz-${"0".repeat(64)}`],
    ["upper-case hex", `Bearer abcdefgh-${"A".repeat(64)}`],
  ])("is 401 for a %s Authorization header", async (_label, header) => {
    const result = await callRoute(self.GET, { headers: { Authorization: header } });
    expect(result.status).toBe(401);
    expect(result.json).toEqual({ statusCode: 401, message: expect.any(String) });
  });

  it("is 401 for a known id with the wrong secret", async () => {
    const user = await createTestUser();
    const token = await createTestToken(user.id, ["user:access_tokens"]);
    const wrong = `${token.slice(0, 9)}${"f".repeat(64)}`;
    expect((await callRoute(self.GET, { token: wrong })).status).toBe(401);
  });

  it("is 401 for an expired token, even on a route that allows anonymous callers", async () => {
    const user = await createTestUser();
    const token = await createTestToken(user.id, ["user:access_tokens"], "1h");
    await db().accessToken.update({ where: { id: token.slice(0, 8) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await callRoute(self.GET, { token })).status).toBe(401);
    const check = await callRoute(usernameAvailable.GET, { path: "/x?username=abc", token });
    expect(check.status).toBe(200);
  });

  it("is 403 for a token without user:access_tokens", async () => {
    const user = await createTestUser();
    const token = await createTestToken(user.id, ["paste", "user"]);
    const result = await callRoute(self.GET, { token });
    expect(result.status).toBe(403);
    expect(result.json).toEqual({ statusCode: 403, message: expect.stringContaining("user:access_tokens") });
  });

  it("reports admins, from the flag", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const token = await createTestToken(admin.id, ["user:access_tokens"]);
    expect((await callRoute(self.GET, { token })).json).toMatchObject({ id: admin.id, isAdmin: true });
  });

  it("works for a browser session, which holds every scope", async () => {
    const user = await createTestUser();
    const result = await callRoute(self.GET, { headers: await createTestSessionHeaders(user.id) });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ id: user.id });
  });

  it("treats a deleted user's session and token as gone", async () => {
    const user = await createTestUser();
    const headers = await createTestSessionHeaders(user.id);
    const token = await createTestToken(user.id, ["user:access_tokens"]);
    await db().user.delete({ where: { id: user.id } });
    expect((await callRoute(self.GET, { headers })).status).toBe(401);
    expect((await callRoute(self.GET, { token })).status).toBe(401);
  });
});

describe("access tokens", () => {
  it("creates a token shown once, stores only its hash, and the token works", async () => {
    const user = await createTestUser();
    const manager = await createTestToken(user.id, ["user:access_tokens", "paste", "user:read"]);
    const created = await callRoute(tokens.POST, {
      token: manager,
      body: { scopes: ["paste", "paste", "user:read"], description: "ci", expiresIn: "1d" },
    });
    expect(created.status).toBe(201);
    const { accessToken, expiresAt } = created.json as { accessToken: string; expiresAt: string };
    expect(accessToken).toMatch(tokenShape);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const row = await db().accessToken.findUniqueOrThrow({ where: { id: accessToken.slice(0, 8) } });
    const secret = accessToken.slice(9);
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.secretHash).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.scopes.sort()).toEqual(["paste", "user:read"]);

    const listed = await callRoute(tokens.GET, { token: manager });
    expect(listed.status).toBe(200);
    expect(listed.json).toContainEqual({
      id: row.id,
      description: "ci",
      createdAt: row.createdAt.toISOString(),
      expiresAt,
      scopes: expect.arrayContaining(["paste", "user:read"]),
    });
    expect(listed.text).not.toContain(secret);
    // The new token lacks user:access_tokens.
    expect((await callRoute(self.GET, { token: accessToken })).status).toBe(403);
  });

  it("creates never-expiring tokens with expiresAt null", async () => {
    const user = await createTestUser();
    const manager = await createTestToken(user.id, ["user:access_tokens", "paste:read"]);
    const created = await callRoute(tokens.POST, { token: manager, body: { scopes: ["paste:read"], expiresIn: "never" } });
    expect(created.status).toBe(201);
    expect((created.json as { expiresAt: unknown }).expiresAt).toBeNull();
  });

  it("lets a token create only tokens with its own scopes (a write scope covers its read scope)", async () => {
    const user = await createTestUser();
    const narrow = await createTestToken(user.id, ["user:access_tokens"]);
    const everything = { scopes: ["paste", "paste:read", "user", "user:read", "user:access_tokens"], expiresIn: "never" };
    const escalation = await callRoute(tokens.POST, { token: narrow, body: everything });
    expect(escalation.status).toBe(403);
    expect(escalation.json).toEqual({ statusCode: 403, message: expect.stringContaining('"paste", "paste:read", "user", "user:read"') });
    expect(await db().accessToken.count({ where: { userId: user.id } })).toBe(1);

    const writer = await createTestToken(user.id, ["user:access_tokens", "paste"]);
    expect((await callRoute(tokens.POST, { token: writer, body: { scopes: ["paste", "paste:read"], expiresIn: "1d" } })).status).toBe(201);
    expect((await callRoute(tokens.POST, { token: writer, body: { scopes: ["user:read"], expiresIn: "1d" } })).status).toBe(403);
    const reader = await createTestToken(user.id, ["user:access_tokens", "paste:read"]);
    expect((await callRoute(tokens.POST, { token: reader, body: { scopes: ["paste"], expiresIn: "1d" } })).status).toBe(403);
  });

  it("lets a token create only tokens that expire no later than itself", async () => {
    const user = await createTestUser();
    const hour = await createTestToken(user.id, ["user:access_tokens", "paste"], "1h");
    for (const expiresIn of ["never", "2h", "1y"]) {
      const result = await callRoute(tokens.POST, { token: hour, body: { scopes: ["paste"], expiresIn } });
      expect(result.status, expiresIn).toBe(403);
      expect(result.json).toEqual({ statusCode: 403, message: expect.stringMatching(/cannot create a token that outlives it/) });
    }
    // A token of a day may create one of an hour; one that never expires, any.
    const day = await createTestToken(user.id, ["user:access_tokens", "paste"], "1d");
    expect((await callRoute(tokens.POST, { token: day, body: { scopes: ["paste"], expiresIn: "1h" } })).status).toBe(201);
    const forever = await createTestToken(user.id, ["user:access_tokens", "paste"]);
    expect((await callRoute(tokens.POST, { token: forever, body: { scopes: ["paste"], expiresIn: "never" } })).status).toBe(201);
  });

  it.each([
    [{ scopes: ["admin"], expiresIn: "1d" }],
    [{ scopes: [], expiresIn: "1d" }],
    [{ scopes: ["paste"], expiresIn: "3d" }],
    [{ scopes: ["paste"] }],
    [{ scopes: "paste", expiresIn: "1d" }],
    [{ scopes: ["paste"], expiresIn: "1d", description: "x".repeat(257) }],
  ])("rejects the body %j with 400", async (body) => {
    const user = await createTestUser();
    const manager = await createTestToken(user.id, ["user:access_tokens"]);
    const result = await callRoute(tokens.POST, { token: manager, body });
    expect(result.status).toBe(400);
    expect(result.json).toEqual({ statusCode: 400, message: expect.any(String) });
  });

  it("needs user:access_tokens to create, list or delete", async () => {
    const user = await createTestUser();
    const weak = await createTestToken(user.id, ["paste", "user"]);
    const body = { scopes: ["paste"], expiresIn: "1d" };
    expect((await callRoute(tokens.POST, { token: weak, body })).status).toBe(403);
    expect((await callRoute(tokens.GET, { token: weak })).status).toBe(403);
    const target = weak.slice(0, 8);
    expect((await callRoute(tokenById.DELETE, { method: "DELETE", token: weak, params: { id: target } })).status).toBe(403);
    expect((await callRoute(tokens.POST, { body })).status).toBe(401);
    expect((await callRoute(tokens.GET)).status).toBe(401);
    expect((await callRoute(tokenById.DELETE, { method: "DELETE", params: { id: target } })).status).toBe(401);
  });

  it("lists only the caller's own tokens", async () => {
    const owner = await createTestUser();
    const other = await createTestUser();
    const ownerToken = await createTestToken(owner.id, ["user:access_tokens"]);
    const otherToken = await createTestToken(other.id, ["paste"]);
    const listed = (await callRoute(tokens.GET, { token: ownerToken })).json as { id: string }[];
    expect(listed.map((token) => token.id)).toEqual([ownerToken.slice(0, 8)]);
    expect(listed.map((token) => token.id)).not.toContain(otherToken.slice(0, 8));
  });

  it("deletes the caller's own token (204); it stops working at once", async () => {
    const user = await createTestUser();
    const manager = await createTestToken(user.id, ["user:access_tokens"]);
    const victim = await createTestToken(user.id, ["user:access_tokens"]);
    const deleted = await callRoute(tokenById.DELETE, { method: "DELETE", token: manager, params: { id: victim.slice(0, 8) } });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expect((await callRoute(self.GET, { token: victim })).status).toBe(401);
    const again = await callRoute(tokenById.DELETE, { method: "DELETE", token: manager, params: { id: victim.slice(0, 8) } });
    expect(again.status).toBe(404);
  });

  it("answers 404 for another user's token id, even for an admin, and leaves it alone", async () => {
    const other = await createTestUser();
    const otherToken = await createTestToken(other.id, ["user:access_tokens"]);
    for (const actor of [await createTestUser(), await createTestUser({ isAdmin: true })]) {
      const token = await createTestToken(actor.id, ["user:access_tokens"]);
      const result = await callRoute(tokenById.DELETE, { method: "DELETE", token, params: { id: otherToken.slice(0, 8) } });
      expect(result.status).toBe(404);
    }
    expect((await callRoute(self.GET, { token: otherToken })).status).toBe(200);
    expect((await callRoute(tokenById.DELETE, { method: "DELETE", token: otherToken, params: { id: "../../x" } })).status).toBe(404);
  });

  it("lets a browser session manage tokens from our own origin only", async () => {
    const user = await createTestUser();
    const headers = await createTestSessionHeaders(user.id);
    const body = { scopes: ["paste"], expiresIn: "1w" };
    expect((await callRoute(tokens.POST, { headers, body })).status).toBe(201);
    // The person themselves: any scopes, any expiry.
    const everything = { scopes: ["paste", "user", "user:access_tokens"], expiresIn: "never" };
    expect((await callRoute(tokens.POST, { headers, body: everything })).status).toBe(201);
    const foreign = { ...headers, Origin: "https://evil.example" };
    expect((await callRoute(tokens.POST, { headers: foreign, body })).status).toBe(403);
  });
});

describe("GET /api/v3/auth/username_available", () => {
  it("reports free, taken (any case) and invalid names", async () => {
    await createTestUser({ username: "TakenName" });
    const check = async (username: string) =>
      (await callRoute(usernameAvailable.GET, { path: `/x?username=${encodeURIComponent(username)}` })).json;
    expect(await check("fresh.name-1")).toEqual({ available: true, message: null });
    expect(await check("takenname")).toEqual({ available: false, message: "That username is already taken." });
    expect(await check("bad name!")).toMatchObject({ available: false });
    expect(await check("x".repeat(21))).toMatchObject({ available: false });
    expect(await check("..")).toEqual({ available: false, message: "A username cannot be made of dots only." });
    expect(await check("Login")).toEqual({ available: false, message: "That username is reserved." });
  });
});
