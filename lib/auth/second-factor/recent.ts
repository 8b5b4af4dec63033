import { announceChange } from "../../changes/announce";
import { forbidden, unauthorized } from "../../core/errors";
import { db } from "../../db/client";
import type { Caller, CallerUser, SessionFacts } from "../caller";

// Sensitive actions of a browser want the account's strongest proof given within the last ten
// minutes, so a browser left signed in, or a stolen session cookie, cannot take the account over
// for good: a second factor when the account has one (at sign-in, or again on the Security page),
// else — only where a stale session could lock the owner out — the sign-in itself. Adding a second
// factor never proves one: a new factor is the thief's as easily as the owner's. Access tokens are
// not asked: a token is itself a credential, bounded by its scopes.

export const RECENT_SECOND_FACTOR_MS = 10 * 60_000;
export const RECENT_SECOND_FACTOR_NEEDED =
  "This needs your second factor again: confirm it under Settings → Security, or sign in again (it then counts for 10 minutes).";
export const RECENT_SIGN_IN_NEEDED = "This needs a recent sign-in: sign out and sign in again (it then counts for 10 minutes).";

export type SensitiveAction =
  | "create-access-token"
  | "rename-account"
  | "delete-account"
  | "add-second-factor"
  | "remove-second-factor"
  | "new-recovery-codes"
  | "end-other-sessions"
  | "purge-revision"
  | "change-instance-settings";

export type Proof = "none" | "recent-sign-in" | "recent-second-factor";

/**
 * The rule (docs/operate/second-factors.md): which proof each action wants, on an account with a second factor
 * and on one without. Without one, only adding the first factor asks for a recent sign-in: that
 * factor would lock the owner out of their own account. Signing out another browser asks too,
 * or a stale session could sign the owner out again and again.
 */
const PROOF_NEEDED: Record<SensitiveAction, { withSecondFactor: Proof; withoutSecondFactor: Proof }> = {
  "create-access-token": { withSecondFactor: "recent-second-factor", withoutSecondFactor: "none" },
  "rename-account": { withSecondFactor: "recent-second-factor", withoutSecondFactor: "none" },
  "delete-account": { withSecondFactor: "recent-second-factor", withoutSecondFactor: "none" },
  "add-second-factor": { withSecondFactor: "recent-second-factor", withoutSecondFactor: "recent-sign-in" },
  "remove-second-factor": { withSecondFactor: "recent-second-factor", withoutSecondFactor: "none" },
  "new-recovery-codes": { withSecondFactor: "recent-second-factor", withoutSecondFactor: "none" },
  "end-other-sessions": { withSecondFactor: "recent-second-factor", withoutSecondFactor: "none" },
  // Purging cannot be undone: a stale session must not erase what the owner meant to keep.
  "purge-revision": { withSecondFactor: "recent-second-factor", withoutSecondFactor: "none" },
  // Opening registration or turning the captcha off reaches every visitor: not from a browser left signed in.
  "change-instance-settings": { withSecondFactor: "recent-second-factor", withoutSecondFactor: "none" },
};

export function proofNeeded(action: SensitiveAction, accountHasSecondFactor: boolean): Proof {
  const rule = PROOF_NEEDED[action];
  return accountHasSecondFactor ? rule.withSecondFactor : rule.withoutSecondFactor;
}

const isRecent = (at: Date | null | undefined, now: Date) => at != null && now.getTime() - at.getTime() <= RECENT_SECOND_FACTOR_MS;

export function hasRecentSecondFactor(session: SessionFacts | undefined, now = new Date()): boolean {
  return isRecent(session?.secondFactorAt, now);
}

/** 403 when a browser has not given the proof `action` wants of its account lately. */
export function requireProof(caller: Caller, action: SensitiveAction, now = new Date()): void {
  if (caller.kind !== "user" || caller.via !== "session") return;
  // A session caller without its facts is one made up by tests and tooling, with no second factor.
  const session = caller.session;
  const proof = proofNeeded(action, session?.hasSecondFactor ?? false);
  if (proof === "recent-second-factor" && !hasRecentSecondFactor(session, now)) throw forbidden(RECENT_SECOND_FACTOR_NEEDED);
  // A second factor proved lately is more than a sign-in.
  if (proof === "recent-sign-in" && session && !isRecent(session.signedInAt, now) && !hasRecentSecondFactor(session, now))
    throw forbidden(RECENT_SIGN_IN_NEEDED);
}

/**
 * After a second factor was added: the browser counts as having proved one only when it was the
 * account's first (its recent sign-in was then all the account had to prove); beside another, the
 * new factor proves nothing, and the existing one was proved (or not) as before.
 */
export async function afterSecondFactorAdded(session: SessionFacts, userId: string, wasFirst: boolean, now: Date): Promise<void> {
  if (wasFirst) await markSecondFactorProved(session.id, userId, now);
}

/** Notes on the browser's session that it just proved the second factor. */
export async function markSecondFactorProved(sessionId: string, userId: string, now: Date): Promise<void> {
  await db().session.updateMany({ where: { id: sessionId, userId }, data: { secondFactorAt: now } });
  await announceChange({ userId });
}

/** The signed-in browser asking, and its session: second factors are not managed with tokens (403). */
export function requireBrowser(caller: Caller): { user: CallerUser; session: SessionFacts } {
  if (caller.kind !== "user") throw unauthorized();
  if (caller.via !== "session" || !caller.session)
    throw forbidden("Second factors are managed from a signed-in browser, not with an access token.");
  return { user: caller.user, session: caller.session };
}
