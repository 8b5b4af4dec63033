import { cookieHeader, readCookie } from "../auth/cookies";
import { newSecret, sha256Hex } from "../auth/secret-hash";
import { database, db } from "../db/client";
import { sql } from "../db/sql";
import { writeIfStorageAllows } from "../db/storage";
import { withUniqueId } from "../db/unique-id";

// Settings of anonymous browsers live in a server-side session keyed by a random cookie value
// (only its hash is stored). Sessions unused for 30 days are removed.

export const BROWSER_SESSION_IDLE_DAYS = 30;
const DAY = 86_400_000;
export const BROWSER_SESSION_COOKIE = "myst_settings";

export interface BrowserSession {
  id: string;
  settings: unknown;
}

/**
 * Merges a change into the settings of the browser the request's cookie names, in one statement,
 * so changes sent at once are all kept. A well-formed cookie that names no stored session yet —
 * the one a read handed out (newBrowserSessionCookie) — gets its session now, under that same
 * cookie (interface.md 4.2 rule 2: a client keeps the cookie it was given, and must find its
 * change under it); a session idle too long starts again from the defaults, under its cookie.
 * Without a usable cookie, a new session with a cookie of its own (`setCookie`).
 */
export async function saveBrowserSettings(request: Request, change: object): Promise<{ settings: unknown; setCookie?: string }> {
  const token = readCookie(request.headers.get("cookie"), BROWSER_SESSION_COOKIE);
  const adopted = token !== undefined && isBrowserSessionToken(token);
  const secret = adopted ? token : newSecret();
  const now = new Date();
  const idleSince = new Date(now.getTime() - BROWSER_SESSION_IDLE_DAYS * DAY);
  const [saved] = await withUniqueId(
    (id) => db().$queryRaw<{ settings: unknown }[]>`
      INSERT INTO browser_sessions (id, token_hash, settings, last_used_at)
      VALUES (${id}, ${sha256Hex(secret)}, ${JSON.stringify(change)}::jsonb, ${now})
      ON CONFLICT (token_hash) DO UPDATE SET
        settings = CASE WHEN browser_sessions.last_used_at <= ${idleSince} THEN EXCLUDED.settings
                        ELSE browser_sessions.settings || EXCLUDED.settings END,
        last_used_at = EXCLUDED.last_used_at
      RETURNING settings`,
  );
  return { settings: saved!.settings, setCookie: adopted ? undefined : browserSessionCookie(secret) };
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
 * change creates the session under this very cookie (saveBrowserSettings).
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
