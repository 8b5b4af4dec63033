import { announceChange, changing } from "../changes/announce";
import { database, db } from "../db/client";
import { sql } from "../db/sql";
import { writeIfStorageAllows } from "../db/storage";
import { withUniqueId } from "../db/unique-id";
import { isAdmin } from "../users/dto";
import type { CallerUser, SessionFacts } from "./caller";
import { identityCache } from "./identity-cache";
import { newSecret, sha256Hex } from "./secret-hash";
import { userHasSecondFactor } from "./second-factor/has-second-factor";

// Browser sessions live in the database: the cookie holds a random secret and the sessions row
// its sha256, so a session survives restarts and ends the moment its row is deleted (sign out,
// user deleted, admin removal — the foreign key cascades).

export const SESSION_LIFETIME_MS = 30 * 24 * 3_600_000;
/** A session used after this much of its life is extended, so active users stay signed in. */
const RENEW_AFTER_MS = 24 * 3_600_000;
/** How stale a session's last-seen time may get: one write a minute at most, however busy the browser. */
const LAST_SEEN_PRECISION_MS = 60_000;

/** What the sessions page shows of the browser that signed in, and whether it proved a second factor. */
export interface SessionDetails {
  userAgent?: string;
  clientAddress?: string;
  /** Set when the sign-in passed a second factor: it counts as a recent one (second-factor/recent.ts). */
  secondFactorAt?: Date;
}

export async function createSession(
  userId: string,
  now = new Date(),
  details: SessionDetails = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await withUniqueId((id) =>
    db().session.create({
      data: {
        id,
        tokenHash: sha256Hex(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        userAgent: (details.userAgent ?? "").slice(0, 256),
        clientAddress: (details.clientAddress ?? "").slice(0, 64),
        secondFactorAt: details.secondFactorAt ?? null,
      },
    }),
  );
  return { token, expiresAt };
}

/** Who a session cookie names, with what every page shows of them, from one statement (or memory). */
export interface SignedIn {
  user: CallerUser;
  /** The user's settings as stored (JSON); lib/settings validates them. */
  settings: unknown;
  /** Their avatar (null for a user from before avatars, who gets one when first shown). */
  avatarId: string | null;
  session: SessionFacts;
}

/** The signed-in user of a session cookie value; null for an unknown, ended or expired session. */
export async function findSessionUser(token: string, now = new Date()): Promise<CallerUser | null> {
  return (await findSignedIn(token, now))?.user ?? null;
}

/** The person, settings and avatar of a session cookie value; null for an unknown, ended or expired session, or a disabled account. */
export async function findSignedIn(token: string, now = new Date()): Promise<SignedIn | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const tokenHash = sha256Hex(token);
  const cache = identityCache<SessionRow>("sessions");
  const mark = cache.mark();
  const session = cache.get(tokenHash) ?? (await findSession(tokenHash, mark));
  if (!session || session.expiresAt <= now) return null;
  // Renewal and last-seen are writes a read merely wants: on full storage the session goes on as it was.
  const renew = session.expiresAt.getTime() - now.getTime() < SESSION_LIFETIME_MS - RENEW_AFTER_MS;
  if (renew || now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS) {
    const expiresAt = renew ? new Date(now.getTime() + SESSION_LIFETIME_MS) : session.expiresAt;
    await writeIfStorageAllows(() => db().session.updateMany({ where: { id: session.session.id }, data: { expiresAt, lastSeenAt: now } }));
    cache.set(tokenHash, session.user.id, { ...session, expiresAt, lastSeenAt: now }, mark);
  }
  return { user: session.user, settings: session.settings, avatarId: session.avatarId, session: session.session };
}

interface SessionRow extends SignedIn {
  expiresAt: Date;
  lastSeenAt: Date;
}

/** A session, its user, their settings and avatar: one statement, then a few seconds from memory (identity-cache.ts). */
async function findSession(tokenHash: string, mark: number): Promise<SessionRow | null> {
  const [row] = await database().queryRows<{
    id: string;
    createdAt: Date;
    expiresAt: Date;
    lastSeenAt: Date;
    secondFactorAt: Date | null;
    hasSecondFactor: boolean;
    userId: string;
    username: string;
    usernameKey: string;
    isAdmin: boolean;
    settings: unknown;
    avatarId: string | null;
  }>(sql`
    SELECT s.id, s.created_at AS "createdAt", s.expires_at AS "expiresAt", s.last_seen_at AS "lastSeenAt", s.second_factor_at AS "secondFactorAt",
           u.id AS "userId", u.username, u.username_key AS "usernameKey",
           u.is_admin AS "isAdmin", u.settings, a.id AS "avatarId",
           ${userHasSecondFactor} AS "hasSecondFactor"
    FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN avatars a ON a.user_id = u.id
    WHERE s.token_hash = ${tokenHash} AND u.disabled_at IS NULL`);
  if (!row) return null;
  const session: SessionRow = {
    expiresAt: row.expiresAt,
    lastSeenAt: row.lastSeenAt,
    session: { id: row.id, signedInAt: row.createdAt, secondFactorAt: row.secondFactorAt, hasSecondFactor: row.hasSecondFactor },
    user: { id: row.userId, username: row.username, isAdmin: isAdmin(row) },
    settings: row.settings,
    avatarId: row.avatarId,
  };
  identityCache<SessionRow>("sessions").set(tokenHash, row.userId, session, mark);
  return session;
}

/** Signs one browser out, here and (through its user's change) on every instance at once. */
export async function deleteSession(token: string): Promise<void> {
  const [ended] = await database().queryRows<{ userId: string }>(
    sql`DELETE FROM sessions WHERE token_hash = ${sha256Hex(token)} RETURNING user_id AS "userId"`,
  );
  if (ended) await announceChange({ userId: ended.userId });
}

export async function deleteUserSessions(userId: string): Promise<void> {
  await changing({ userId }, () => db().session.deleteMany({ where: { userId } }));
}

export async function deleteExpiredSessions(now = new Date()): Promise<number> {
  const { count } = await db().session.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
