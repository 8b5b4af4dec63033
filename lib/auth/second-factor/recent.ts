import { forbidden, unauthorized } from "../../core/errors";
import type { Caller, CallerUser, SessionFacts } from "../caller";

// Sensitive actions of a browser whose account has a second factor — creating an access token,
// renaming or deleting the account, turning the second factor off, new recovery codes — want
// it proved within the last ten minutes (at sign-in, or again on the Security page), so a
// browser left signed in, or a stolen session cookie, cannot take the account over for good.
// Access tokens are not asked: a token is itself a credential, bounded by its scopes.

export const RECENT_SECOND_FACTOR_MS = 10 * 60_000;
export const RECENT_SECOND_FACTOR_NEEDED =
  "This needs your second factor again: confirm it under Settings → Security (it then counts for 10 minutes).";

export function hasRecentSecondFactor(session: SessionFacts | undefined, now = new Date()): boolean {
  const at = session?.secondFactorAt;
  return at != null && now.getTime() - at.getTime() <= RECENT_SECOND_FACTOR_MS;
}

/** 403 when a browser of an account with a second factor has not proved it lately. */
export function requireRecentSecondFactor(caller: Caller, now = new Date()): void {
  if (caller.kind !== "user" || caller.via !== "session") return;
  // A session caller without its facts is one made up by tests and tooling, with no second factor.
  if (caller.session?.hasSecondFactor && !hasRecentSecondFactor(caller.session, now)) throw forbidden(RECENT_SECOND_FACTOR_NEEDED);
}

/** The signed-in browser asking, and its session: second factors are not managed with tokens (403). */
export function requireBrowser(caller: Caller): { user: CallerUser; session: SessionFacts } {
  if (caller.kind !== "user") throw unauthorized();
  if (caller.via !== "session" || !caller.session)
    throw forbidden("Second factors are managed from a signed-in browser, not with an access token.");
  return { user: caller.user, session: caller.session };
}
