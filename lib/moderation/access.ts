import type { Metadata } from "next";
import { notFound as notFoundPage } from "next/navigation";
import type { Caller, CallerUser } from "../auth/caller";
import { pageCaller } from "../auth/current-user";
import { requireAdmin as requireAdminWith } from "../auth/scopes";
import { AppError, notFound } from "../core/errors";

// The one place deciding who may moderate: admins, holding the `paste` scope (a moderation
// decision may delete a paste, which needs it anywhere else too).

/** The API: 401 without a login, 403 for everyone but an admin holding `paste`. */
export function requireAdmin(caller: Caller): CallerUser {
  return requireAdminWith(caller, "paste", "moderate");
}

/**
 * The admin pages: everyone but an admin gets the site's not-found page, so the pages do not tell
 * that they exist (a page caller is a session, which holds every scope).
 */
export function requireAdminForPage(caller: Caller): CallerUser {
  try {
    return requireAdmin(caller);
  } catch (error) {
    if (error instanceof AppError) throw notFound("The page was not found.");
    throw error;
  }
}

/** The caller of the admin page being rendered: an admin, or a 404 for the page to show as missing. */
export async function adminPageCaller(): Promise<Caller> {
  const caller = await pageCaller();
  requireAdminForPage(caller);
  return caller;
}

/**
 * An admin page's metadata: its title for an admin, the site's not-found page for anyone else,
 * title included. Each page asks (the layout's own metadata cannot): Next.js answers a page's
 * not-found with the layouts' metadata and the not-found page's, and a layout refusing there too
 * would leave the page with no title at all.
 */
export async function adminPageMetadata(title: string): Promise<Metadata> {
  try {
    await adminPageCaller();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFoundPage();
    throw error;
  }
  return { title };
}
