import { db } from "../db/client";
import type { User } from "../db/generated/client";
import { env } from "../core/env";
import { notFound, unauthorized } from "../core/errors";
import { assertLoginAllowed, recordFailedLogin, recordSuccessfulLogin } from "../rate-limit/logins";
import { spendSignUp } from "../rate-limit/signups";
import { createUser } from "../users/create";
import { usernameKey } from "../users/username";
import { decoyPasswordHash, verifyPassword } from "./passwords";
import { admission, assertRegistrationOpen } from "./registration";
import { signInSchema, signUpSchema } from "./schema";

// Local accounts: username + password (argon2id). AUTH_LOCAL=false turns both off.

function requireLocalLogins(): void {
  if (!env().AUTH_LOCAL) throw notFound("Local accounts are turned off on this service.");
}

/** A new local account; each address may create RATE_LIMIT_SIGNUPS_PER_HOUR (429 beyond). */
export async function signUpLocally(
  input: { username?: unknown; password?: unknown; invitation?: unknown },
  origin: { clientAddress?: string } = {},
): Promise<User> {
  requireLocalLogins();
  await assertRegistrationOpen();
  const { username, password, invitation } = signUpSchema.parse(input);
  await spendSignUp(origin.clientAddress);
  return createUser({ username, password, admit: await admission(invitation) });
}

/**
 * Checks a username and password. Repeated failures for one username from one address, or from
 * one address overall, lock further attempts out for a while (429, lib/rate-limit/logins.ts).
 */
export async function signInLocally(
  input: { username?: unknown; password?: unknown },
  origin: { clientAddress?: string } = {},
): Promise<User> {
  requireLocalLogins();
  const { username, password } = signInSchema.parse(input);
  const key = usernameKey(username);
  await assertLoginAllowed(key, origin.clientAddress);
  const user = await db().user.findUnique({ where: { usernameKey: key } });
  // Verify against a decoy for unknown users and provider-only accounts, so the time taken
  // does not tell which usernames exist.
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!user?.passwordHash || !ok) {
    await recordFailedLogin(key, origin.clientAddress);
    throw unauthorized("Wrong username or password.");
  }
  await recordSuccessfulLogin(key, origin.clientAddress);
  return user;
}
