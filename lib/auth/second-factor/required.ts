import { env } from "../../core/env";
import { forbidden } from "../../core/errors";
import type { Caller, CallerUser } from "../caller";

// REQUIRE_2FA: which accounts must have a second factor before they may go on. A browser of such
// an account without one is sent to set one up (lib/server/second-factor-gate.ts); the admin API
// refuses it (requireAdmin). Sign-ins through GitHub, GitLab or OpenID Connect are the provider's
// business otherwise, but fall under this like any other.

export const ENROL_PATH = "/settings/security";
export const SECOND_FACTOR_REQUIRED =
  "This instance requires a second factor for your account: set one up under Settings → Security first.";

export function secondFactorRequiredFor(user: CallerUser, mode = env().REQUIRE_2FA): boolean {
  return mode === "all" || (mode === "admins" && user.isAdmin);
}

/** 403 for a browser whose account must have a second factor and has none yet. */
export function requireSecondFactorWhereRequired(caller: Caller): void {
  if (caller.kind !== "user" || caller.via !== "session") return;
  if (secondFactorRequiredFor(caller.user) && !caller.session?.hasSecondFactor) throw forbidden(SECOND_FACTOR_REQUIRED);
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
  return (
    mode === "all" ||
    path === "/admin" ||
    path.startsWith("/admin/") ||
    path.startsWith("/api/v3/admin/") ||
    path === "/settings/announcements"
  );
}
