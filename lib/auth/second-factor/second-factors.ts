import { db } from "../../db/client";
import type { SecondFactorKind } from "../sign-in-history";
import { looksLikeRecoveryCode, useRecoveryCode } from "./recovery-codes";
import { verifyTotpCode } from "./totp";

// What counts as a second factor of an account, and checking a code typed in place of one.

/** Whether the account has a second factor that sign-ins must pass. */
export async function hasSecondFactor(userId: string): Promise<boolean> {
  const totp = await db().totpAuthenticator.findFirst({ where: { userId, confirmedAt: { not: null } }, select: { userId: true } });
  return totp !== null;
}

/** Which factor `code` passed — an authenticator code or an unused recovery code, each used up — or null. */
export async function checkSecondFactorCode(userId: string, code: string, now = new Date()): Promise<SecondFactorKind | null> {
  if (looksLikeRecoveryCode(code)) return (await useRecoveryCode(userId, code, now)) ? "recovery_code" : null;
  return (await verifyTotpCode(userId, code, now)) ? "totp" : null;
}
