import { database, db } from "../../db/client";
import { sql } from "../../db/sql";

// WebAuthn challenges: random values the authenticator signs, so a signature cannot be replayed.
// Each is kept two minutes for the purpose (and account) it was handed out for, and taken — deleted —
// by the first response that presents it, right or wrong.

export const CHALLENGE_SECONDS = 120;
export type ChallengePurpose = "register" | "sign-in" | "second-factor";

export async function keepChallenge(challenge: string, purpose: ChallengePurpose, userId: string | null, now = new Date()): Promise<void> {
  await db().webauthnChallenge.create({
    data: { challenge, purpose, userId, expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000) },
  });
}

/**
 * Takes a challenge back: true when it was handed out for this purpose (and account) and has
 * not expired. Either way it is gone.
 */
export async function takeChallenge(
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now = new Date(),
): Promise<boolean> {
  if (challenge.length > 128) return false;
  const [taken] = await database().queryRows<{ purpose: string; userId: string | null; expiresAt: Date }>(
    sql`DELETE FROM webauthn_challenges WHERE challenge = ${challenge} RETURNING purpose, user_id AS "userId", expires_at AS "expiresAt"`,
  );
  return taken !== undefined && taken.purpose === purpose && taken.userId === userId && taken.expiresAt > now;
}

export async function deleteExpiredChallenges(now = new Date()): Promise<number> {
  const { count } = await db().webauthnChallenge.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
