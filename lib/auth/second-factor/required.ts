import { env } from "../../core/env";
import { forbidden } from "../../core/errors";
import type { Caller, CallerUser } from "../caller";

// REQUIRE_2FA: which accounts must have a second factor before they may go on. A browser of such
// an account without one is sent to set one up (lib/server/second-factor-gate.ts); the API asks
// again of every caller it resolves, browser or access token, by the path Next.js routed
// (lib/auth/resolve-caller.ts), and the admin actions, wherever they are reached (requireAdmin).
// Tokens meet the rule as their account's browser would: a token minted before the rule, or by a
// session that had not enrolled yet, must not carry its account past it. Sign-ins through GitHub,
// GitLab or OpenID Connect are the provider's business otherwise, but fall under this like any
// other.

export const ENROL_PATH = "/settings/security";
export const SECOND_FACTOR_REQUIRED =
  "This instance requires a second factor for your account: set one up under Settings → Security first.";

export function secondFactorRequiredFor(user: CallerUser, mode = env().REQUIRE_2FA): boolean {
  return mode === "all" || (mode === "admins" && user.isAdmin);
}

/** Whether the caller's account must have a second factor and has none yet (a caller made up by tests and tooling has none). */
function mustEnrolFirst(caller: Caller, mode: "off" | "admins" | "all"): boolean {
  if (caller.kind !== "user" || !secondFactorRequiredFor(caller.user, mode)) return false;
  const hasSecondFactor = caller.via === "session" ? caller.session?.hasSecondFactor : caller.hasSecondFactor;
  return hasSecondFactor !== true;
}

/** 403 for a browser or token whose account must have a second factor and has none yet. */
export function requireSecondFactorWhereRequired(caller: Caller): void {
  if (mustEnrolFirst(caller, env().REQUIRE_2FA)) throw forbidden(SECOND_FACTOR_REQUIRED);
}

/**
 * The door's rule (guardedPath) for the caller of a request: 403 where the gate would have stopped
 * its browser. `path` gives the routed path, worked out only for a caller the rule may stop.
 */
export function requireSecondFactorOnPath(caller: Caller, path: () => string, mode = env().REQUIRE_2FA): void {
  if (mode === "off" || !mustEnrolFirst(caller, mode)) return;
  if (guardedPath(path(), mode)) throw forbidden(SECOND_FACTOR_REQUIRED);
}

/** The paths a browser that must set up a second factor may still use: the set-up, signing out, the site's assets. */
export function usableBeforeEnrolment(path: string): boolean {
  return (
    path === ENROL_PATH ||
    path === "/auth/logout" ||
    path === "/login" ||
    path.startsWith("/login/") ||
    path.startsWith("/auth/login") ||
    path.startsWith("/api/v3/auth/self/totp") ||
    path === "/api/v3/auth/self/second_factor" ||
    path === "/api/v3/auth/self/passkeys" ||
    path === "/api/v3/auth/self/passkeys/options" ||
    path.startsWith("/api/auth/") ||
    path.startsWith("/_next/") ||
    path === "/healthz" ||
    /^\/[\w.-]+\.(ico|svg|png|txt|xml|webmanifest)$/.test(path)
  );
}

/** Whether `path` is behind the requirement in `mode` (admins: the admin pages and API). */
export function guardedPath(path: string, mode: "admins" | "all"): boolean {
  if (usableBeforeEnrolment(path)) return false;
  return mode === "all" || path === "/admin" || path.startsWith("/admin/") || path.startsWith("/api/v3/admin/");
}
