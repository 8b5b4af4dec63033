import { cookieHeader, readCookie } from "../auth/cookies";
import { newSecret, sha256Hex } from "../auth/secret-hash";
import { database, db } from "../db/client";
import { sql } from "../db/sql";
import { writeIfStorageAllows } from "../db/storage";
import { withUniqueId } from "../ids";

// Settings of anonymous browsers live in a server-side session keyed by a random cookie value
// (only its hash is stored). Sessions unused for 30 days are removed.

export const BROWSER_SESSION_IDLE_DAYS = 30;
const DAY = 86_400_000;
export const BROWSER_SESSION_COOKIE = "myst_settings";

export interface BrowserSession {
  id: string;
  settings: unknown;
  /** Set when the session is new: the cookie to send back. */
  setCookie?: string;
}

/**
 * The session the request's cookie names. A well-formed cookie that names no stored session yet
 * — the one a read handed out (newBrowserSessionCookie), or one whose session was idle too long —
 * gets its session now, under that same cookie (interface.md 4.2 rule 2: a client keeps the
 * cookie it was given, and must find its change under it). Without a usable cookie, a new
 * session with a cookie of its own.
 */
export async function browserSessionFor(request: Request): Promise<BrowserSession> {
  const token = readCookie(request.headers.get("cookie"), BROWSER_SESSION_COOKIE);
  const existing = await findBrowserSession(token);
  if (existing) return existing;
  const adopted = token !== undefined && isBrowserSessionToken(token);
  const secret = adopted ? token : newSecret();
  const tokenHash = sha256Hex(secret);
  // An idle session of the same cookie may still be stored: it starts again from the defaults.
  const session = await withUniqueId((id) =>
    db().browserSession.upsert({
      where: { tokenHash },
      create: { id, tokenHash },
      update: { settings: {}, lastUsedAt: new Date() },
    }),
  );
  return { id: session.id, settings: session.settings, setCookie: adopted ? undefined : browserSessionCookie(secret) };
}

const isBrowserSessionToken = (token: string) => /^[0-9a-f]{64}$/.test(token);

/** The live session a cookie value names, if any (pages read settings without creating one). */
export async function findBrowserSession(token: string | undefined): Promise<BrowserSession | null> {
  if (!token || !isBrowserSessionToken(token)) return null;
  // One hand-written statement, not kept in memory: a browser's settings change is not announced
  // to other instances, and this lookup is a primary-key read beside a page render.
  const [found] = await database().queryRows<{ id: string; settings: unknown; lastUsedAt: Date }>(sql`
    SELECT id, settings, last_used_at AS "lastUsedAt" FROM browser_sessions WHERE token_hash = ${sha256Hex(token)}`);
  if (!found || Date.now() - found.lastUsedAt.getTime() >= BROWSER_SESSION_IDLE_DAYS * DAY) return null;
  // Touch at most daily: reading settings should not cost a write every time, nor fail when the
  // storage cannot take one.
  if (Date.now() - found.lastUsedAt.getTime() > DAY) {
    await writeIfStorageAllows(() => db().browserSession.update({ where: { id: found.id }, data: { lastUsedAt: new Date() } }));
  }
  return { id: found.id, settings: found.settings };
}

/**
 * A cookie for a browser that has none, without storing a session: reads hand it out (the
 * interface says a GET starts one) and must not write. It names no session yet; the first saved
 * change creates the session under this very cookie (browserSessionFor).
 */
export function newBrowserSessionCookie(): string {
  return browserSessionCookie(newSecret());
}

function browserSessionCookie(token: string): string {
  return cookieHeader(BROWSER_SESSION_COOKIE, token, { maxAgeSeconds: BROWSER_SESSION_IDLE_DAYS * 86_400 });
}

export async function deleteIdleBrowserSessions(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - BROWSER_SESSION_IDLE_DAYS * DAY);
  const { count } = await db().browserSession.deleteMany({ where: { lastUsedAt: { lt: cutoff } } });
  return count;
}
