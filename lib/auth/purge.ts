import { logger } from "../logger";
import { deleteExpiredSessions } from "./sessions";
import { deleteExpiredAccessTokens } from "./tokens";

/** Removes expired access tokens and sessions; both are already refused, this reclaims space. */
export async function purgeExpiredCredentials(now = new Date()): Promise<{ tokens: number; sessions: number }> {
  const tokens = await deleteExpiredAccessTokens(now);
  const sessions = await deleteExpiredSessions(now);
  if (tokens || sessions) logger().info({ tokens, sessions }, "purged expired credentials");
  return { tokens, sessions };
}

/** Runs the purge every `intervalSeconds` without keeping the process alive; returns a stop function. */
export function schedulePurge(intervalSeconds: number): () => void {
  const timer = setInterval(() => {
    purgeExpiredCredentials().catch((error: unknown) => logger().warn({ err: error }, "purging credentials failed"));
  }, intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
