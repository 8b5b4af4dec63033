import { unauthorized } from "../../core/errors";
import { db } from "../../db/client";
import type { User } from "../../db/generated/client";
import { recordRightSecondFactor, spendSecondFactorGuess } from "../../rate-limit/second-factors";
import type { CallerUser } from "../caller";
import type { FormOutcome } from "../form-action";
import { type SignInContext, startSession } from "../sign-in";
import { recordSignIn } from "../sign-in-history";
import {
  clearedPendingSignInCookie,
  consumePendingSignIn,
  createPendingSignIn,
  endPendingSignInOutOfTries,
  findPendingSignIn,
  spendCodeTry,
} from "./pending-sign-in";
import { secondFactorRequiredFor } from "./required";
import { checkSecondFactorCode, hasSecondFactor } from "./second-factors";

// The two steps of a sign-in. Whether the account has a second factor is looked up only once the
// first step passed, so until then an account with one answers exactly like any other (and an
// unknown name like a wrong password: lib/auth/local.ts).

export const WRONG_CODE = "That code is not right, or was already used.";
export const SECOND_STEP_EXPIRED = "This sign-in expired or was already completed; sign in again.";
export const TOO_MANY_CODES = "Too many wrong codes for this sign-in: sign in with your password again.";

/**
 * After the first step: a session, or — when the account has a second factor to pass — the code
 * page and a pending sign-in. A password always asks for it; a login provider vouches for its
 * own sign-ins (its two-factor is its business) unless REQUIRE_2FA covers the account.
 */
export async function afterFirstStep(user: User, context: SignInContext, next: string): Promise<FormOutcome> {
  const caller: CallerUser = { id: user.id, username: user.username, isAdmin: user.isAdmin };
  const asks = context.method === "password" || secondFactorRequiredFor(caller);
  if (!asks || !(await hasSecondFactor(user.id))) return { location: next, cookies: [await startSession(user, context)] };
  const query = next === "/" ? "" : `?next=${encodeURIComponent(next)}`;
  return { location: `/login/second-factor${query}`, cookies: [await createPendingSignIn({ userId: user.id, method: context.method })] };
}

/**
 * The second step: a code (authenticator or recovery) for the pending sign-in the cookies name.
 * Wrong codes are counted like wrong passwords (429 once used up) and shown in the account's
 * sign-in history, and the fifth ends the pending sign-in; the right one ends it and starts the
 * session.
 */
export async function passSecondStep(
  cookies: string | null,
  code: string,
  context: Omit<SignInContext, "method" | "secondFactor">,
  next: string,
  now = new Date(),
): Promise<FormOutcome> {
  const pending = await findPendingSignIn(cookies, now);
  if (!pending || !(await spendCodeTry(cookies, now))) throw unauthorized(SECOND_STEP_EXPIRED);
  await spendSecondFactorGuess(pending.userId, context.clientAddress);
  const secondFactor = await checkSecondFactorCode(pending.userId, code, now);
  if (!secondFactor) {
    await recordSignIn(pending.userId, { method: pending.method, succeeded: false, ...context }, now);
    throw unauthorized((await endPendingSignInOutOfTries(cookies)) ? TOO_MANY_CODES : WRONG_CODE);
  }
  if (!(await consumePendingSignIn(cookies, now))) throw unauthorized(SECOND_STEP_EXPIRED);
  await recordRightSecondFactor(pending.userId, context.clientAddress);
  const user = await db().user.findUniqueOrThrow({ where: { id: pending.userId } });
  const session = await startSession(user, { method: pending.method, secondFactor, ...context }, now);
  return { location: next, cookies: [session, clearedPendingSignInCookie()] };
}
