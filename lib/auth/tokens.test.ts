import { describe, expect, it } from "vitest";
import { db } from "../db/client";
import { createTestToken, createTestUser } from "../testing/actors";
import { purgeExpiredCredentials } from "./purge";
import { digestsEqual, sha256Hex } from "./secret-hash";
import { createSession, findSessionUser } from "./sessions";
import { accessTokenPattern } from "../http/bearer";
import { createAccessToken, verifyAccessToken } from "./tokens";

describe("access tokens at rest", () => {
  it("are <8-char id>-<64 hex>, and only the sha256 of the secret is stored", async () => {
    const user = await createTestUser();
    const { accessToken, id } = await createAccessToken(user.id, { scopes: ["paste"], expiresIn: "never" });
    expect(accessToken).toMatch(accessTokenPattern);
    const secret = accessToken.slice(9);
    const rows = await db().$queryRawUnsafe<Record<string, unknown>[]>("SELECT * FROM access_tokens WHERE id = $1", id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret_hash).toBe(sha256Hex(secret));
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it("carry the scopes they were given and nothing else", async () => {
    const user = await createTestUser();
    const token = await createTestToken(user.id, ["paste:read", "user"]);
    const { scopes } = await verifyAccessToken(token);
    expect([...scopes].sort()).toEqual(["paste:read", "user"]);
  });

  it("are refused once expired, and purged later", async () => {
    const user = await createTestUser();
    const created = new Date(Date.now() - 2 * 3_600_000);
    const { accessToken, id } = await createAccessToken(user.id, { scopes: ["paste"], expiresIn: "1h" }, created);
    await expect(verifyAccessToken(accessToken)).rejects.toMatchObject({ status: 401 });
    const live = await createTestToken(user.id, ["paste"], "1d");
    const forever = await createTestToken(user.id, ["paste"]);
    const purged = await purgeExpiredCredentials();
    expect(purged.tokens).toBeGreaterThanOrEqual(1);
    expect(await db().accessToken.findUnique({ where: { id } })).toBeNull();
    await expect(verifyAccessToken(live)).resolves.toBeTruthy();
    await expect(verifyAccessToken(forever)).resolves.toBeTruthy();
  });
});

describe("digest comparison", () => {
  // Constant time comes from crypto.timingSafeEqual (timing itself is too noisy to assert on a
  // shared 2-core machine); what is checked is that lengths are guarded rather than letting it throw.
  it("matches equal digests and nothing else, whatever the lengths", () => {
    const digest = sha256Hex("x");
    expect(digestsEqual(digest, sha256Hex("x"))).toBe(true);
    expect(digestsEqual(digest, sha256Hex("y"))).toBe(false);
    expect(digestsEqual(digest, digest.slice(0, 62))).toBe(false);
    expect(digestsEqual("", "")).toBe(false);
  });
});

describe("sessions", () => {
  it("store only a hash of the cookie secret and end when deleted or expired", async () => {
    const user = await createTestUser();
    const { token } = await createSession(user.id);
    const row = await db().session.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.tokenHash).toBe(sha256Hex(token));
    expect(await findSessionUser(token)).toMatchObject({ id: user.id });
    expect(await findSessionUser(token, new Date(row.expiresAt.getTime() + 1))).toBeNull();
    await db().session.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await purgeExpiredCredentials()).sessions).toBeGreaterThanOrEqual(1);
    expect(await db().session.count({ where: { id: row.id } })).toBe(0);
  });

  it("are extended when used after their first day", async () => {
    const user = await createTestUser();
    const start = new Date(Date.now() - 3 * 24 * 3_600_000);
    const { token, expiresAt } = await createSession(user.id, start);
    await findSessionUser(token);
    const row = await db().session.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.expiresAt.getTime()).toBeGreaterThan(expiresAt.getTime());
  });
});
