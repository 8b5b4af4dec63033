import { changing } from "../changes/announce";
import { db } from "../db/client";
import type { User } from "../db/generated/client";
import { env } from "../core/env";
import { forbidden } from "../core/errors";
import { sessionCookie } from "./cookies";
import { createSession } from "./sessions";
import { recordSignIn, type SecondFactorKind, type SignInMethod } from "./sign-in-history";

/** How a person proved who they are, and from where: the session and the sign-in history keep it. */
export interface SignInContext {
  method: SignInMethod;
  secondFactor?: SecondFactorKind;
  clientAddress?: string;
  userAgent?: string;
}

/**
 * Starts a browser session for a user who just proved who they are, and answers the Set-Cookie
 * value; never for an account the moderators disabled, whichever way they signed in. ADMIN_USERNAMES is written to the user here, so the flag is visible everywhere; announced
 * like every write to a user, so nothing derived from the user outlives it (lib/changes).
 */
export async function startSession(user: User, context: SignInContext = { method: "password" }, now = new Date()): Promise<string> {
  if (user.disabledAt) throw forbidden("This account has been disabled by the moderators of this instance.");
  if (!user.isAdmin && env().ADMIN_USERNAMES.includes(user.usernameKey)) {
    await changing({ userId: user.id }, () => db().user.update({ where: { id: user.id }, data: { isAdmin: true } }));
  }
  const { token, expiresAt } = await createSession(user.id, now, {
    userAgent: context.userAgent,
    clientAddress: context.clientAddress,
    secondFactorAt: context.secondFactor ? now : undefined,
  });
  await recordSignIn(user.id, { ...context, succeeded: true }, now);
  return sessionCookie(token, expiresAt);
}

/** Where a sign-in request came from, for the session and the history. */
export function signInOrigin(request: Request, clientAddress: string | undefined): { clientAddress?: string; userAgent?: string } {
  return { clientAddress, userAgent: request.headers.get("user-agent") ?? undefined };
}
