import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { announceChange } from "../../changes/announce";
import { AppError, badRequest } from "../../core/errors";
import { db } from "../../db/client";
import { replaceRecoveryCodes } from "./recovery-codes";
import { openSecret, sealSecret } from "./secret-box";

// Authenticator apps (RFC 6238: SHA-1, 6 digits, 30 seconds, what every app supports). A code is
// accepted one step either side of now, for clocks that drift, and never twice: the step of the
// last code accepted is kept, and only a later one passes (a conditional update, so two requests
// sending the same code at once cannot both pass).

const PERIOD_SECONDS = 30;
const ISSUER = "Myst";

function totpOf(secret: string, username: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export interface TotpEnrolment {
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code as an SVG data: URL, drawn on the server. */
  qrCode: string;
}

/**
 * Starts enrolling an authenticator app: a new secret, kept unconfirmed (nothing asks for it)
 * until a first code from the app confirms it (confirmTotp). 409 while one is already on.
 */
export async function startTotpEnrolment(user: { id: string; username: string }): Promise<TotpEnrolment> {
  const existing = await db().totpAuthenticator.findUnique({ where: { userId: user.id } });
  if (existing?.confirmedAt) throw new AppError("conflict", "An authenticator app is already set up; turn it off first to set up another.");
  const secret = new Secret({ size: 20 }).base32;
  const secretEncrypted = sealSecret(secret);
  await db().totpAuthenticator.upsert({
    where: { userId: user.id },
    create: { userId: user.id, secretEncrypted },
    update: { secretEncrypted, lastUsedStep: null },
  });
  const uri = totpOf(secret, user.username).toString();
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** The step a code is valid for, if it is one of the user's within a step of now; null otherwise. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    timestamp: now.getTime(),
    window: 1,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Checks a code of the user's app and uses its step up: true at most once per code. With
 * `confirming`, the code of an enrolment not yet confirmed; otherwise only a confirmed app counts.
 */
async function useTotpCode(userId: string, code: string, now: Date, confirming: boolean): Promise<boolean> {
  const row = await db().totpAuthenticator.findUnique({ where: { userId } });
  if (!row || (row.confirmedAt === null) !== confirming) return false;
  const secret = openSecret(row.secretEncrypted);
  const step = secret === null ? null : matchingStep(secret, code, now);
  if (step === null) return false;
  const { count } = await db().totpAuthenticator.updateMany({
    where: { userId, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: { lastUsedStep: step, ...(confirming ? { confirmedAt: now } : {}) },
  });
  return count === 1;
}

/** A code of the user's confirmed app, accepted once. */
export function verifyTotpCode(userId: string, code: string, now = new Date()): Promise<boolean> {
  return useTotpCode(userId, code, now, false);
}

/**
 * Confirms an enrolment with a first code from the app: from now on sign-ins ask for a code. Answers
 * ten new recovery codes, shown this once.
 */
export async function confirmTotpEnrolment(userId: string, code: string, now = new Date()): Promise<string[]> {
  if (!(await useTotpCode(userId, code, now, true))) {
    throw badRequest("That code is not right: check the app's clock, and enter the code it shows now.");
  }
  const codes = await db().$transaction((tx) => replaceRecoveryCodes(tx, userId));
  // Sessions remember whether the account has a second factor (lib/auth/sessions.ts).
  await announceChange({ userId });
  return codes;
}

/** Turns the app off, and the recovery codes with it (they stand in for it). */
export async function removeTotp(userId: string): Promise<void> {
  await db().$transaction([db().totpAuthenticator.deleteMany({ where: { userId } }), db().recoveryCode.deleteMany({ where: { userId } })]);
  await announceChange({ userId });
}

export async function totpEnabledSince(userId: string): Promise<Date | null> {
  const row = await db().totpAuthenticator.findUnique({ where: { userId }, select: { confirmedAt: true } });
  return row?.confirmedAt ?? null;
}
