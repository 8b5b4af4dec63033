import { sha256Hex } from "../auth/secret-hash";
import { ENCRYPTION_KEY_HEADER } from "../pastes/crypto";
import { checkPassword, readUnlockCookie, unlockCookie, unlockCookieOf } from "../pastes/unlock";
import { activeLink, pasteOfLink } from "./access";

// The key of an encrypted paste read through a share link: the Encryption-Key header (API
// clients), else the password a browser entered on the link's page, kept in an HttpOnly cookie
// named after the link (a hash of it: the cookie name never holds the secret).

export function linkUnlockCookieName(secret: string): string {
  return `myst_link_${sha256Hex(secret).slice(0, 24)}`;
}

export function sharedKey(request: Request, secret: string): string | null {
  return request.headers.get(ENCRYPTION_KEY_HEADER) ?? unlockCookieOf(request, linkUnlockCookieName(secret));
}

/** The password entered on the link's page, in a server component. */
export function readSharedKey(secret: string): Promise<string | null> {
  return readUnlockCookie(linkUnlockCookieName(secret));
}

/** Checks the password of the link's paste (no view spent) and answers the cookie remembering it. */
export async function unlockSharedPaste(secret: string, password: string, origin: { clientAddress?: string }): Promise<string> {
  const paste = await pasteOfLink(await activeLink(secret));
  await checkPassword(paste, password, origin);
  return unlockCookie(linkUnlockCookieName(secret), password);
}
