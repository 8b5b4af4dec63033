import { randomBytes } from "node:crypto";
import { newId } from "../../core/ids";
import { db } from "../../db/client";
import type { Prisma } from "../../db/generated/client";
import { sha256Hex } from "../secret-hash";

// Ten single-use codes that stand in for the second factor when the authenticator app is lost.
// Each holds 80 random bits (16 base32 characters, shown in groups of four), so a fast hash is
// enough at rest, as for tokens: only their sha256 is kept and a code is shown once.

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const characters = [...bytes].map((byte) => ALPHABET[byte % 32]).join("");
  return characters.match(/.{4}/g)!.join("-");
}

/** Whatever a person typed (spaces, case, dashes) reduced to the code's characters. */
function normalised(code: string): string {
  return code.toLowerCase().replace(/[^a-z2-7]/g, "");
}

/** Replaces the user's recovery codes with ten new ones, answered this once. */
export async function replaceRecoveryCodes(tx: Prisma.TransactionClient, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ id: newId(), userId, codeHash: sha256Hex(normalised(code)) })) });
  return codes;
}

/** Uses up one of the user's unused codes: true when `code` was one (never twice, even when sent at once). */
export async function useRecoveryCode(userId: string, code: string, now = new Date()): Promise<boolean> {
  const characters = normalised(code);
  if (characters.length !== 16) return false;
  const { count } = await db().recoveryCode.updateMany({
    where: { userId, codeHash: sha256Hex(characters), usedAt: null },
    data: { usedAt: now },
  });
  return count === 1;
}

export async function countUnusedRecoveryCodes(userId: string): Promise<number> {
  return db().recoveryCode.count({ where: { userId, usedAt: null } });
}

/** Whether `code` looks like a recovery code rather than an authenticator code. */
export function looksLikeRecoveryCode(code: string): boolean {
  return normalised(code).length === 16;
}
