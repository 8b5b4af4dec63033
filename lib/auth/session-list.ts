import { announceChange } from "../changes/announce";
import { notFound } from "../core/errors";
import { db } from "../db/client";
import { describeDevice } from "./devices";
import { endPendingSignIns } from "./second-factor/pending-sign-in";

// The sessions page: every signed-in browser of an account, and signing some of them out. Ending
// a session announces its user (lib/changes), which empties the identity cache here and on every
// other instance, so the browser is signed out on its very next request.

export interface SessionEntry {
  id: string;
  device: string;
  userAgent: string;
  clientAddress: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The browser asking. */
  current: boolean;
}

/** How many of an account's sessions its list shows. */
const SESSIONS_LISTED_MAX = 200;

export async function listSessions(userId: string, currentSessionId: string | undefined, now = new Date()): Promise<SessionEntry[]> {
  const rows = await db().session.findMany({
    where: { userId, expiresAt: { gt: now } },
    orderBy: [{ lastSeenAt: "desc" }, { id: "asc" }],
    // Each sign-in makes one: the most recently used are the ones worth showing (issue 40).
    take: SESSIONS_LISTED_MAX,
  });
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    userAgent: row.userAgent,
    clientAddress: row.clientAddress,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    current: row.id === currentSessionId,
  }));
}

/** Signs one browser of the user out; another user's session is a 404, like an unknown one. */
export async function endSession(userId: string, sessionId: string): Promise<void> {
  const { count } = await db().session.deleteMany({ where: { id: sessionId, userId } });
  if (count === 0) throw notFound("No such session.");
  await announceChange({ userId });
}

/**
 * Signs every browser of the user out but `keepSessionId` (the one asking; none for a token), and
 * ends the sign-ins still waiting for a second factor; answers how many sessions ended.
 */
export async function endOtherSessions(userId: string, keepSessionId: string | undefined): Promise<number> {
  const count = await db().$transaction(async (tx) => {
    await endPendingSignIns(tx, userId);
    const ended = await tx.session.deleteMany({ where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) } });
    return ended.count;
  });
  if (count > 0) await announceChange({ userId });
  return count;
}
