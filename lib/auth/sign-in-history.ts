import { db } from "../db/client";
import { newId } from "../core/ids";

// The last sign-ins of an account, for its owner to spot one that was not them (the sessions
// page). Only sign-ins that got past the password are written: a failed password leaves no row,
// so an unknown username and a wrong password cost the same (no user enumeration).

/** `password`, `passkey`, or the id of the login provider (`github`, `gitlab`, `oidc`). */
export type SignInMethod = string;
export type SecondFactorKind = "totp" | "recovery_code" | "passkey";

export interface SignInRecord {
  method: SignInMethod;
  secondFactor?: SecondFactorKind;
  succeeded: boolean;
  clientAddress?: string;
  userAgent?: string;
}

/** How many sign-ins the page shows, and how long they are kept (lib/auth/purge.ts). */
export const SIGN_IN_HISTORY_LENGTH = 20;
export const SIGN_IN_HISTORY_DAYS = 90;

export async function recordSignIn(userId: string, record: SignInRecord, now = new Date()): Promise<void> {
  await db().signIn.create({
    data: {
      id: newId(),
      userId,
      createdAt: now,
      method: record.method,
      secondFactor: record.secondFactor ?? null,
      succeeded: record.succeeded,
      clientAddress: (record.clientAddress ?? "").slice(0, 64),
      userAgent: (record.userAgent ?? "").slice(0, 256),
    },
  });
}

export interface SignInEntry {
  at: Date;
  method: SignInMethod;
  secondFactor: SecondFactorKind | null;
  succeeded: boolean;
  clientAddress: string;
  userAgent: string;
}

export async function listSignIns(userId: string): Promise<SignInEntry[]> {
  const rows = await db().signIn.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, take: SIGN_IN_HISTORY_LENGTH });
  return rows.map((row) => ({
    at: row.createdAt,
    method: row.method,
    secondFactor: row.secondFactor as SecondFactorKind | null,
    succeeded: row.succeeded,
    clientAddress: row.clientAddress,
    userAgent: row.userAgent,
  }));
}

export async function deleteOldSignIns(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SIGN_IN_HISTORY_DAYS * 24 * 3_600_000);
  const { count } = await db().signIn.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}
