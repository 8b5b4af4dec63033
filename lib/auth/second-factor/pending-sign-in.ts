import { cookieHeader, readCookie } from "../cookies";
import { db } from "../../db/client";
import type { Prisma } from "../../db/generated/client";
import { withUniqueId } from "../../db/unique-id";
import { newSecret, sha256Hex } from "../secret-hash";
import type { SignInMethod } from "../sign-in-history";

// A password sign-in of an account with a second factor (or a provider sign-in that REQUIRE_2FA
// covers) stops half-way: the browser gets this
// short-lived, single-use pending sign-in (a random secret in an HttpOnly cookie, its sha256 in
// the database) and the code page, never a session. It grants nothing but the right to try a
// second factor for that account; it ends when the second factor passes, after five minutes, after
// five wrong codes (whoever sends them, from wherever: the password is then asked again), or when
// the account's sessions are ended for its safety (endPendingSignIns).

export const PENDING_SIGN_IN_SECONDS = 5 * 60;
export const CODES_PER_PENDING_SIGN_IN = 5;
const COOKIE = "myst_second_step";

export interface PendingSignIn {
  userId: string;
  /** How the first step was passed (password, or the login provider), for the sign-in history. */
  method: SignInMethod;
}

export async function createPendingSignIn({ userId, method }: PendingSignIn, now = new Date()): Promise<string> {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_SECONDS * 1000);
  await withUniqueId((id) => db().pendingSignIn.create({ data: { id, tokenHash: sha256Hex(token), userId, method, expiresAt } }));
  return cookieHeader(COOKIE, token, { maxAgeSeconds: PENDING_SIGN_IN_SECONDS });
}

export function clearedPendingSignInCookie(): string {
  return cookieHeader(COOKIE, "", { maxAgeSeconds: 0 });
}

function pendingToken(cookies: string | null): string | null {
  const token = readCookie(cookies, COOKIE);
  return token && /^[0-9a-f]{64}$/.test(token) ? token : null;
}

/** The pending sign-in the cookies name; null when there is none, or it expired or was used. */
export async function findPendingSignIn(cookies: string | null, now = new Date()): Promise<PendingSignIn | null> {
  const token = pendingToken(cookies);
  if (!token) return null;
  const row = await db().pendingSignIn.findUnique({ where: { tokenHash: sha256Hex(token) } });
  return row && row.expiresAt > now ? { userId: row.userId, method: row.method } : null;
}

/**
 * Spends one of the pending sign-in's code tries before a code is checked (so codes sent at once
 * cannot all pass a count made before any of them failed): false when it has none left, or ended.
 */
export async function spendCodeTry(cookies: string | null, now = new Date()): Promise<boolean> {
  const token = pendingToken(cookies);
  if (!token) return false;
  const { count } = await db().pendingSignIn.updateMany({
    where: { tokenHash: sha256Hex(token), expiresAt: { gt: now }, codesTried: { lt: CODES_PER_PENDING_SIGN_IN } },
    data: { codesTried: { increment: 1 } },
  });
  return count === 1;
}

/** After a wrong code: ends the pending sign-in once its tries are used up; true when this one did. */
export async function endPendingSignInOutOfTries(cookies: string | null): Promise<boolean> {
  const token = pendingToken(cookies);
  if (!token) return false;
  const { count } = await db().pendingSignIn.deleteMany({
    where: { tokenHash: sha256Hex(token), codesTried: { gte: CODES_PER_PENDING_SIGN_IN } },
  });
  return count === 1;
}

/** Ends a pending sign-in whose second factor passed: true for exactly one of the requests that try. */
export async function consumePendingSignIn(cookies: string | null, now = new Date()): Promise<boolean> {
  const token = pendingToken(cookies);
  if (!token) return false;
  const { count } = await db().pendingSignIn.deleteMany({ where: { tokenHash: sha256Hex(token), expiresAt: { gt: now } } });
  return count === 1;
}

/**
 * Ends every pending sign-in of the user: wherever their sessions are ended for safety (signing
 * out everywhere, the account disabled, its second factors reset), someone half-way through
 * signing in must not get one of them back with a code.
 */
export async function endPendingSignIns(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.pendingSignIn.deleteMany({ where: { userId } });
}

export async function deleteExpiredPendingSignIns(now = new Date()): Promise<number> {
  const { count } = await db().pendingSignIn.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
