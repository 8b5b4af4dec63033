import { db } from "../db/client";
import { writeIfStorageAllows } from "../db/storage";
import { withUniqueId } from "../ids";
import { isAdmin } from "../users/dto";
import type { CallerUser } from "./caller";
import { newSecret, sha256Hex } from "./secret-hash";

// Browser sessions live in the database: the cookie holds a random secret and the sessions row
// its sha256, so a session survives restarts and ends the moment its row is deleted (sign out,
// user deleted, admin removal — the foreign key cascades).

export const SESSION_LIFETIME_MS = 30 * 24 * 3_600_000;
/** A session used after this much of its life is extended, so active users stay signed in. */
const RENEW_AFTER_MS = 24 * 3_600_000;

export async function createSession(userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await withUniqueId((id) => db().session.create({ data: { id, tokenHash: sha256Hex(token), userId, createdAt: now, expiresAt } }));
  return { token, expiresAt };
}

/** The signed-in user of a session cookie value; null for an unknown, ended or expired session. */
export async function findSessionUser(token: string, now = new Date()): Promise<CallerUser | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const session = await db().session.findUnique({ where: { tokenHash: sha256Hex(token) }, include: { user: true } });
  if (!session || session.expiresAt <= now) return null;
  // Renewal is a write a read merely wants: on full storage the session goes on unrenewed.
  if (session.expiresAt.getTime() - now.getTime() < SESSION_LIFETIME_MS - RENEW_AFTER_MS) {
    await writeIfStorageAllows(() =>
      db().session.update({ where: { id: session.id }, data: { expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) } }),
    );
  }
  const { user } = session;
  return { id: user.id, username: user.username, isAdmin: isAdmin(user) };
}

export async function deleteSession(token: string): Promise<void> {
  await db().session.deleteMany({ where: { tokenHash: sha256Hex(token) } });
}

export async function deleteUserSessions(userId: string): Promise<void> {
  await db().session.deleteMany({ where: { userId } });
}

export async function deleteExpiredSessions(now = new Date()): Promise<number> {
  const { count } = await db().session.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
