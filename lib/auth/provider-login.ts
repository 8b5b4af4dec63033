import { decode } from "next-auth/jwt";
import { db } from "../db/client";
import type { User } from "../db/generated/client";
import { env } from "../core/env";
import { unauthorized } from "../core/errors";
import { createUser } from "../users/create";
import { cookieHeader, readCookie } from "./cookies";
import { PENDING_LOGIN_COOKIE, PENDING_LOGIN_MAX_AGE_SECONDS } from "./next-auth-options";
import { admission } from "./registration";

/** Who a provider vouched for, waiting to become a session (see next-auth-options.ts). */
export interface PendingLogin {
  provider: string;
  providerAccountId: string;
  suggestedUsername: string;
}

export async function readPendingLogin(cookieHeader: string | null): Promise<PendingLogin | null> {
  const token = readCookie(cookieHeader, PENDING_LOGIN_COOKIE);
  const secret = env().AUTH_SECRET;
  if (!token || !secret) return null;
  try {
    const payload = await decode({ token, secret });
    if (!payload || typeof payload.provider !== "string" || typeof payload.providerAccountId !== "string") return null;
    return {
      provider: payload.provider,
      providerAccountId: payload.providerAccountId,
      suggestedUsername: typeof payload.suggestedUsername === "string" ? payload.suggestedUsername : "",
    };
  } catch {
    return null; // tampered with, or encrypted with an older secret
  }
}

export function clearedPendingLoginCookie(): string {
  return cookieHeader(PENDING_LOGIN_COOKIE, "", { maxAgeSeconds: 0 });
}

/** The user already linked to this provider account, if any: later logins land there. */
export async function findLinkedUser(pending: PendingLogin): Promise<User | null> {
  const account = await db().account.findUnique({
    where: { provider_providerAccountId: { provider: pending.provider, providerAccountId: pending.providerAccountId } },
    include: { user: true },
  });
  return account?.user ?? null;
}

/** First login through a provider: creates the user with the chosen name, linked to the account. */
export async function createUserForPendingLogin(pending: PendingLogin | null, username: unknown, invitation?: unknown): Promise<User> {
  if (!pending) throw unauthorized(`The provider login expired (after ${PENDING_LOGIN_MAX_AGE_SECONDS / 60} minutes); sign in again.`);
  const existing = await findLinkedUser(pending);
  if (existing) return existing;
  return createUser({
    username: typeof username === "string" ? username : "",
    account: { provider: pending.provider, providerAccountId: pending.providerAccountId },
    admit: await admission(typeof invitation === "string" && invitation ? invitation : undefined),
  });
}
