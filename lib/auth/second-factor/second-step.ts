import { unauthorized } from "../../core/errors";
import { db } from "../../db/client";
import type { User } from "../../db/generated/client";
import { recordRightSecondFactor, spendSecondFactorGuess } from "../../rate-limit/second-factors";
import type { FormOutcome } from "../form-action";
import { type SignInContext, startSession } from "../sign-in";
import { recordSignIn, type SecondFactorKind } from "../sign-in-history";
import { clearedPendingSignInCookie, consumePendingSignIn, createPendingSignIn, findPendingSignIn } from "./pending-sign-in";
import { checkSecondFactorCode, hasSecondFactor } from "./second-factors";

// The two steps of a password sign-in. Whether the account has a second factor is looked up only
// once the password was right, so until then an account with one answers exactly like any other
// (and an unknown name like a wrong password: lib/auth/local.ts).

export const WRONG_CODE = "That code is not right, or was already used.";
export const SECOND_STEP_EXPIRED = "This sign-in expired or was already completed; sign in again.";

/** After the right password: a session, or — with a second factor — the code page and a pending sign-in. */
export async function afterPassword(user: User, context: SignInContext, next: string): Promise<FormOutcome> {
  if (!(await hasSecondFactor(user.id))) return { location: next, cookies: [await startSession(user, context)] };
  const query = next === "/" ? "" : `?next=${encodeURIComponent(next)}`;
  return { location: `/login/second-factor${query}`, cookies: [await createPendingSignIn(user.id)] };
}

/**
 * The second step: a code (authenticator or recovery) for the pending sign-in the cookies name.
 * Wrong codes are counted like wrong passwords (429 once used up) and shown in the account's
 * sign-in history; the right one ends the pending sign-in and starts the session.
 */
export async function passSecondStep(
  cookies: string | null,
  code: string,
  context: Omit<SignInContext, "method" | "secondFactor">,
  next: string,
  now = new Date(),
): Promise<FormOutcome> {
  const userId = await findPendingSignIn(cookies, now);
  if (!userId) throw unauthorized(SECOND_STEP_EXPIRED);
  await spendSecondFactorGuess(userId, context.clientAddress);
  const secondFactor: SecondFactorKind | null = await checkSecondFactorCode(userId, code, now);
  if (!secondFactor) {
    await recordSignIn(userId, { method: "password", succeeded: false, ...context }, now);
    throw unauthorized(WRONG_CODE);
  }
  if (!(await consumePendingSignIn(cookies, now))) throw unauthorized(SECOND_STEP_EXPIRED);
  await recordRightSecondFactor(userId, context.clientAddress);
  const user = await db().user.findUniqueOrThrow({ where: { id: userId } });
  const session = await startSession(user, { method: "password", secondFactor, ...context }, now);
  return { location: next, cookies: [session, clearedPendingSignInCookie()] };
}
