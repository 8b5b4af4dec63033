import { sessionCookieName } from "../auth/cookies";
import { findSignedIn } from "../auth/sessions";
import { database } from "../db/client";
import { sql } from "../db/sql";
import { BROWSER_SESSION_COOKIE, findBrowserSession } from "../settings/browser-sessions";
import { pageVariantOf } from "../settings/page-variant";
import { pageThemeOf, readerThemeEntries } from "../settings/page-theme";
import { settingsFromStored } from "../settings/schema";
import type { Viewer } from "../users/viewer";
import { sharedAlike } from "./shared";

// A paste's page is the same for every signed-in reader who neither owns it nor moderates it,
// but for a few parts that are theirs: the account menu, their star, the comment form and the
// actions on their own comments (components/viewer), and their theme. Such a reader can be given
// the page rendered once for everyone (the response cache's) with those parts filled in by the
// page itself from a small description of them, instead of a render of their own
// (lib/server/viewer-pages.ts); so can a browser whose saved settings differ only in the theme.
// This decides who may, and what they are told.

/** Cookies of ours (session, settings, unlock keys, the dismissed banner, a pending login). */
const OUR_COOKIE = /^(?:__Host-|__Secure-)?(?:myst_|next-auth)/;

export interface SharedPageReader {
  /** Null: nobody signed in, with settings of this browser (its theme). */
  viewer: Viewer | null;
  /** Their theme, as the root element's dataset entries the page for nobody needs set (lib/settings/page-theme.ts). */
  theme: [string, string][];
  /** The reader's settings that change the page (lib/settings/page-variant.ts); null for none. */
  variant: string | null;
  /** The request's cookies without ours: the page rendered with them is everyone's. */
  otherCookies: string | null;
}

/**
 * The reader of `pasteId`'s page who may be given everyone's page, from the request's Cookie
 * header: someone signed in, or a browser with saved settings. Null when there is nobody to
 * tell the page of, or the page must be rendered for them: an admin (moderation
 * controls); the owner (owner controls); a paste not shared alike with everyone (private,
 * encrypted, burn-after-reading, expired, missing); or another cookie of ours that changes it (an
 * unlock key, a dismissed banner). Settings that change the page make it everyone's page of
 * their variant.
 */
export async function sharedPageReader(cookieHeader: string | undefined, pasteId: string): Promise<SharedPageReader | null> {
  if (!cookieHeader) return null;
  let session: string | undefined;
  let browser: string | undefined;
  const others: string[] = [];
  for (const part of cookieHeader.split(";")) {
    const cookie = part.trim();
    if (!cookie) continue;
    const name = cookie.slice(0, Math.max(0, cookie.indexOf("=")));
    if (name === sessionCookieName()) session = cookie.slice(name.length + 1);
    else if (name === BROWSER_SESSION_COOKIE) browser = cookie.slice(name.length + 1);
    else if (OUR_COOKIE.test(name)) return null;
    else others.push(cookie);
  }
  const otherCookies = others.length > 0 ? others.join("; ") : null;
  // A signed-in reader's pages use their own settings, never this browser's.
  if (!session) {
    const saved = browser ? await findBrowserSession(browser) : null;
    if (!saved) return null;
    const settings = settingsFromStored(saved.settings);
    return { viewer: null, theme: readerThemeEntries(pageThemeOf(settings)), variant: pageVariantOf(settings), otherCookies };
  }
  const signedIn = await findSignedIn(session);
  if (!signedIn || signedIn.user.isAdmin || !signedIn.avatarId) return null;
  const settings = settingsFromStored(signedIn.settings);
  const [paste] = await database().queryRows<{ ownerId: string | null; starred: boolean }>(
    sql`
    SELECT p.owner_id AS "ownerId", EXISTS (SELECT 1 FROM stars s WHERE s.paste_id = p.id AND s.user_id = ${signedIn.user.id}) AS starred
    FROM pastes p
    WHERE p.id = ${pasteId} AND ${sharedAlike(new Date())}`,
    { prepared: true },
  );
  if (!paste || paste.ownerId === signedIn.user.id) return null;
  return {
    viewer: { username: signedIn.user.username, avatarId: signedIn.avatarId, isAdmin: false, starred: { [pasteId]: paste.starred } },
    theme: readerThemeEntries(pageThemeOf(settings)),
    variant: pageVariantOf(settings),
    otherCookies,
  };
}
