import { AppError, unauthorized } from "../../core/errors";
import { announceChange } from "../../changes/announce";
import { db } from "../../db/client";
import { recordRightSecondFactor, spendSecondFactorGuess } from "../../rate-limit/second-factors";
import type { Caller } from "../caller";
import { countUnusedRecoveryCodes, replaceRecoveryCodes } from "./recovery-codes";
import { RECENT_SECOND_FACTOR_MS, requireBrowser, requireRecentSecondFactor } from "./recent";
import { checkSecondFactorCode } from "./second-factors";
import { WRONG_CODE } from "./second-step";
import { confirmTotpEnrolment, removeTotp, startTotpEnrolment, type TotpEnrolment, totpEnabledSince } from "./totp";

// The caller's own second factors, as the Security page and the v3 endpoints manage them: only
// from a signed-in browser, and the changes that weaken them only with a recent second factor.

/** Notes on the browser's session that it just proved the second factor. */
async function markSecondFactorProved(sessionId: string, userId: string, now: Date): Promise<void> {
  await db().session.updateMany({ where: { id: sessionId, userId }, data: { secondFactorAt: now } });
  await announceChange({ userId });
}

export function startOwnTotp(caller: Caller): Promise<TotpEnrolment> {
  return startTotpEnrolment(requireBrowser(caller).user);
}

/** Confirms the app with its first code; answers the ten recovery codes, shown this once. */
export async function confirmOwnTotp(caller: Caller, code: string, now = new Date()): Promise<{ recoveryCodes: string[] }> {
  const { user, session } = requireBrowser(caller);
  const recoveryCodes = await confirmTotpEnrolment(user.id, code, now);
  await markSecondFactorProved(session.id, user.id, now);
  return { recoveryCodes };
}

export async function removeOwnTotp(caller: Caller, now = new Date()): Promise<void> {
  const { user } = requireBrowser(caller);
  requireRecentSecondFactor(caller, now);
  await removeTotp(user.id);
}

export async function regenerateOwnRecoveryCodes(caller: Caller, now = new Date()): Promise<{ recoveryCodes: string[] }> {
  const { user } = requireBrowser(caller);
  requireRecentSecondFactor(caller, now);
  if (!(await totpEnabledSince(user.id)))
    throw new AppError("conflict", "Recovery codes come with an authenticator app: set one up first.");
  return { recoveryCodes: await db().$transaction((tx) => replaceRecoveryCodes(tx, user.id)) };
}

/**
 * The browser proves the second factor again (a code of the app, or a recovery code), for the
 * sensitive actions of the next ten minutes; wrong codes are counted like wrong passwords.
 */
export async function confirmOwnSecondFactor(
  caller: Caller,
  code: string,
  clientAddress: string | undefined,
  now = new Date(),
): Promise<{ validUntil: string }> {
  const { user, session } = requireBrowser(caller);
  await spendSecondFactorGuess(user.id, clientAddress);
  if (!(await checkSecondFactorCode(user.id, code, now))) throw unauthorized(WRONG_CODE);
  await recordRightSecondFactor(user.id, clientAddress);
  await markSecondFactorProved(session.id, user.id, now);
  return { validUntil: new Date(now.getTime() + RECENT_SECOND_FACTOR_MS).toISOString() };
}

export interface OwnSecondFactors {
  totpSince: Date | null;
  recoveryCodesLeft: number;
}

export async function describeOwnSecondFactors(userId: string): Promise<OwnSecondFactors> {
  const [totpSince, recoveryCodesLeft] = await Promise.all([totpEnabledSince(userId), countUnusedRecoveryCodes(userId)]);
  return { totpSince, recoveryCodesLeft };
}
