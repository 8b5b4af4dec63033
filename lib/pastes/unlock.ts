import { cookies } from "next/headers";
import type { Caller } from "../auth/caller";
import { cookieHeader, readCookie } from "../auth/cookies";
import { badRequest } from "../core/errors";
import type { RequestHead } from "../http/request-head";
import { currentClientAddress, forClient } from "../http/request-context";
import { readablePaste } from "./access";
import { isEncrypted, readPasties } from "./content";
import type { PasteRecord } from "./queries";

// An encrypted paste opened in the browser: the password is kept only in a short-lived,
// HttpOnly cookie scoped to that paste's id, so pages, raw views and downloads of that paste can
// decrypt it and no script (nor any other paste's page) ever sees it.

export const UNLOCK_LIFETIME_SECONDS = 30 * 60;

export function unlockCookieName(pasteId: string): string {
  return `myst_key_${pasteId}`;
}

/**
 * Checks the password against the paste and answers the cookie that remembers it. Wrong
 * passwords are counted per paste and address, like failed sign-ins, together with keys tried
 * on every other surface (key-guesses.ts): past the limit, attempts are refused with 429 before
 * the password is tried.
 */
export async function unlockPaste(
  caller: Caller,
  pasteId: string,
  password: string,
  origin: { clientAddress?: string } = {},
): Promise<string> {
  const paste = await readablePaste(caller, pasteId, { pasties: false });
  await checkPassword(paste, password, origin);
  return unlockCookie(unlockCookieName(paste.id), password);
}

/**
 * The password of an encrypted paste checked (also for share links), under the paste's guess
 * budget, which every surface shares (key-guesses.ts); `origin` names the client when the
 * caller knows it better than the request does.
 */
export async function checkPassword(paste: PasteRecord, password: string, origin: { clientAddress?: string }): Promise<void> {
  if (!isEncrypted(paste)) throw badRequest("This paste is not encrypted.");
  await forClient(origin.clientAddress ?? currentClientAddress(), () => readPasties(paste, password));
}

/** The cookie that remembers a password for UNLOCK_LIFETIME_SECONDS. */
export function unlockCookie(name: string, password: string): string {
  return cookieHeader(name, encodeURIComponent(password), { maxAgeSeconds: UNLOCK_LIFETIME_SECONDS });
}

/** The pages of a paste that may ask for its password, by the path below the paste. */
const PROMPTING_PAGES = /^(edit|history\/[a-z0-9]{8}(\/diff)?)$/;

/**
 * Where the password form sends the browser back to: the page of this paste it came from (the
 * form's `returnTo`), or the paste itself; never anywhere else.
 */
export function unlockReturnPath(pasteId: string, returnTo: string | null): string {
  const paste = `/${encodeURIComponent(pasteId)}`;
  return returnTo && PROMPTING_PAGES.test(returnTo) ? `${paste}/${returnTo}` : paste;
}

/** The remembered password of a paste, in a server component. */
export async function readUnlockKey(pasteId: string): Promise<string | null> {
  return readUnlockCookie(unlockCookieName(pasteId));
}

/** The password remembered in the unlock cookie `name`, in a server component. */
export async function readUnlockCookie(name: string): Promise<string | null> {
  return decodeKey((await cookies()).get(name)?.value);
}

/** The remembered password of a paste, in a route handler. */
export function unlockKeyOf(request: RequestHead, pasteId: string): string | null {
  return unlockCookieOf(request, unlockCookieName(pasteId));
}

/** The password remembered in the unlock cookie `name`, in a route handler. */
export function unlockCookieOf(request: RequestHead, name: string): string | null {
  return decodeKey(readCookie(request.headers.get("cookie"), name));
}

function decodeKey(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
