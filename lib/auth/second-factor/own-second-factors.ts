import { AppError, unauthorized } from "../../core/errors";
import { db } from "../../db/client";
import { recordRightSecondFactor, spendSecondFactorGuess } from "../../rate-limit/second-factors";
import type { Caller } from "../caller";
import { countUnusedRecoveryCodes, replaceRecoveryCodes } from "./recovery-codes";
import { afterSecondFactorAdded, markSecondFactorProved, RECENT_SECOND_FACTOR_MS, requireBrowser, requireProof } from "./recent";
import { checkSecondFactorCode, hasSecondFactor } from "./second-factors";
import { WRONG_CODE } from "./second-step";
import { confirmTotpEnrolment, removeTotp, startTotpEnrolment, type TotpEnrolment, totpEnabledSince } from "./totp";

// The caller's own second factors, as the Security page and the v3 endpoints manage them: only
// from a signed-in browser, and each change only with the proof recent.ts's rule wants.

export function startOwnTotp(caller: Caller, now = new Date()): Promise<TotpEnrolment> {
  const { user } = requireBrowser(caller);
  requireProof(caller, "add-second-factor", now);
  return startTotpEnrolment(user);
}

/** Confirms the app with its first code; answers the ten recovery codes, shown this once. */
export async function confirmOwnTotp(caller: Caller, code: string, now = new Date()): Promise<{ recoveryCodes: string[] }> {
  const { user, session } = requireBrowser(caller);
  requireProof(caller, "add-second-factor", now);
  const wasFirst = !(await hasSecondFactor(user.id));
  const recoveryCodes = await confirmTotpEnrolment(user.id, code, now);
  await afterSecondFactorAdded(session, user.id, wasFirst, now);
  return { recoveryCodes };
}

export async function removeOwnTotp(caller: Caller, now = new Date()): Promise<void> {
  const { user } = requireBrowser(caller);
  requireProof(caller, "remove-second-factor", now);
  await removeTotp(user.id);
}

export async function regenerateOwnRecoveryCodes(caller: Caller, now = new Date()): Promise<{ recoveryCodes: string[] }> {
  const { user } = requireBrowser(caller);
  requireProof(caller, "new-recovery-codes", now);
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
