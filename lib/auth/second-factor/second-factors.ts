import { db } from "../../db/client";
import type { SecondFactorKind } from "../sign-in-history";
import { findPendingSignIn } from "./pending-sign-in";
import { looksLikeRecoveryCode, useRecoveryCode } from "./recovery-codes";
import { verifyTotpCode } from "./totp";

// What counts as a second factor of an account, and checking a code typed in place of one.

/** Which second factors the account has: what its second step of signing in offers. */
export async function secondFactorsOf(userId: string): Promise<{ totp: boolean; passkeys: boolean }> {
  const [totp, passkey] = await Promise.all([
    db().totpAuthenticator.findFirst({ where: { userId, confirmedAt: { not: null } }, select: { userId: true } }),
    db().passkey.findFirst({ where: { userId }, select: { id: true } }),
  ]);
  return { totp: totp !== null, passkeys: passkey !== null };
}

/** Whether the account has a second factor that sign-ins must pass. */
export async function hasSecondFactor(userId: string): Promise<boolean> {
  const { totp, passkeys } = await secondFactorsOf(userId);
  return totp || passkeys;
}

/** The second factors offered to the pending sign-in the cookies name (none when there is none). */
export async function pendingSecondFactors(cookies: string | null): Promise<{ totp: boolean; passkeys: boolean }> {
  const pending = await findPendingSignIn(cookies);
  return pending ? secondFactorsOf(pending.userId) : { totp: false, passkeys: false };
}

/** Which factor `code` passed — an authenticator code or an unused recovery code, each used up — or null. */
export async function checkSecondFactorCode(userId: string, code: string, now = new Date()): Promise<SecondFactorKind | null> {
  if (looksLikeRecoveryCode(code)) return (await useRecoveryCode(userId, code, now)) ? "recovery_code" : null;
  return (await verifyTotpCode(userId, code, now)) ? "totp" : null;
}
