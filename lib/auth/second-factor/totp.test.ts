import { Secret, TOTP } from "otpauth";
import { describe, expect, it, vi } from "vitest";
import { db } from "../../db/client";
import { createTestUser } from "../../testing/actors";
import { useRecoveryCode } from "./recovery-codes";
import { confirmTotpEnrolment, startTotpEnrolment, verifyTotpCode } from "./totp";

vi.hoisted(() => (process.env.AUTH_SECRET = "a-test-secret-of-at-least-32-characters!!"));

const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
const STEP = 30_000;

async function enrolled(now: Date) {
  const user = await createTestUser();
  const { secret } = await startTotpEnrolment(user);
  const recoveryCodes = await confirmTotpEnrolment(user.id, codeAt(secret, now), now);
  return { user, secret, recoveryCodes };
}

describe("authenticator codes", () => {
  it("hands out a QR code and the secret, and keeps the secret only encrypted", async () => {
    const user = await createTestUser();
    const enrolment = await startTotpEnrolment(user);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(Buffer.from(enrolment.qrCode.replace("data:image/svg+xml;base64,", ""), "base64").toString()).toContain("<svg");
    const row = await db().totpAuthenticator.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row.secretEncrypted).not.toContain(enrolment.secret);
    expect(row.confirmedAt).toBeNull();
  });

  it("are not asked for until a first code confirms the app, which answers ten recovery codes", async () => {
    const now = new Date();
    const user = await createTestUser();
    const { secret } = await startTotpEnrolment(user);
    expect(await verifyTotpCode(user.id, codeAt(secret, now), now)).toBe(false);
    await expect(confirmTotpEnrolment(user.id, "000000", now)).rejects.toMatchObject({ status: 400 });
    const codes = await confirmTotpEnrolment(user.id, codeAt(secret, now), now);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    await expect(startTotpEnrolment(user)).rejects.toMatchObject({ status: 409 });
  });

  it("are accepted one step either side of now, not two", async () => {
    const now = new Date();
    const { user, secret } = await enrolled(new Date(now.getTime() - 10 * STEP));
    expect(await verifyTotpCode(user.id, codeAt(secret, new Date(now.getTime() + 2 * STEP)), now)).toBe(false);
    expect(await verifyTotpCode(user.id, codeAt(secret, new Date(now.getTime() - 2 * STEP)), now)).toBe(false);
    expect(await verifyTotpCode(user.id, codeAt(secret, new Date(now.getTime() - STEP)), now)).toBe(true);
    expect(await verifyTotpCode(user.id, codeAt(secret, new Date(now.getTime() + STEP)), now)).toBe(true);
  });

  it("are never accepted twice, nor an older one after a newer one, even when sent at once", async () => {
    const now = new Date();
    const { user, secret } = await enrolled(new Date(now.getTime() - 10 * STEP));
    const code = codeAt(secret, now);
    const answers = await Promise.all([verifyTotpCode(user.id, code, now), verifyTotpCode(user.id, code, now)]);
    expect(answers.sort()).toEqual([false, true]);
    expect(await verifyTotpCode(user.id, code, new Date(now.getTime() + 1000))).toBe(false);
    expect(await verifyTotpCode(user.id, codeAt(secret, new Date(now.getTime() - STEP)), now)).toBe(false);
  });

  it("stop working when the secret was sealed with another key", async () => {
    const now = new Date();
    const { user, secret } = await enrolled(new Date(now.getTime() - 10 * STEP));
    const row = await db().totpAuthenticator.findUniqueOrThrow({ where: { userId: user.id } });
    const [version, iv, body, tag] = row.secretEncrypted.split(".");
    const tampered = [version, iv, body, Buffer.alloc(16).toString("base64url")].join(".");
    expect(tag).not.toBe(Buffer.alloc(16).toString("base64url"));
    await db().totpAuthenticator.update({ where: { userId: user.id }, data: { secretEncrypted: tampered } });
    expect(await verifyTotpCode(user.id, codeAt(secret, now), now)).toBe(false);
  });
});

describe("recovery codes", () => {
  it("each work once, typed in any case and with or without dashes, and are stored hashed", async () => {
    const { user, recoveryCodes } = await enrolled(new Date());
    const [first, second] = recoveryCodes as [string, string];
    const stored = await db().recoveryCode.findMany({ where: { userId: user.id } });
    expect(stored.some((row) => row.codeHash.includes(first.replaceAll("-", "")))).toBe(false);
    expect(await useRecoveryCode(user.id, first)).toBe(true);
    expect(await useRecoveryCode(user.id, first)).toBe(false);
    expect(await useRecoveryCode(user.id, ` ${second.replaceAll("-", "").toUpperCase()} `)).toBe(true);
    const stranger = await createTestUser();
    expect(await useRecoveryCode(stranger.id, recoveryCodes[2]!)).toBe(false);
  });
});
