import { logger } from "../core/logger";
import { deleteIdleBrowserSessions } from "../settings/browser-sessions";
import { deleteExpiredSessions } from "./sessions";
import { deleteOldSignIns } from "./sign-in-history";
import { deleteExpiredPendingSignIns } from "./second-factor/pending-sign-in";
import { deleteExpiredChallenges } from "./passkeys/challenges";
import { deleteExpiredAccessTokens } from "./tokens";

interface Purged {
  tokens: number;
  sessions: number;
  browserSessions: number;
  /** Old sign-ins of the history, pending ones that expired waiting for their second factor, and unused passkey challenges. */
  signIns: number;
}

/**
 * Removes expired access tokens and login sessions (both already refused, this reclaims space)
 * anonymous settings sessions unused for 30 days, and sign-ins older than the history keeps.
 */
export async function purgeExpiredCredentials(now = new Date()): Promise<Purged> {
  const tokens = await deleteExpiredAccessTokens(now);
  const sessions = await deleteExpiredSessions(now);
  const browserSessions = await deleteIdleBrowserSessions(now);
  const signIns = (await deleteOldSignIns(now)) + (await deleteExpiredPendingSignIns(now)) + (await deleteExpiredChallenges(now));
  if (tokens || sessions || browserSessions || signIns) {
    logger().info({ tokens, sessions, browserSessions, signIns }, "purged expired credentials");
  }
  return { tokens, sessions, browserSessions, signIns };
}

/** Runs the purge every `intervalSeconds` without keeping the process alive; returns a stop function. */
export function schedulePurge(intervalSeconds: number): () => void {
  const timer = setInterval(() => {
    purgeExpiredCredentials().catch((error: unknown) => logger().warn({ err: error }, "purging credentials failed"));
  }, intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
