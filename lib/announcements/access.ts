import type { Caller, CallerUser } from "../auth/caller";
import { requireAdmin } from "../auth/scopes";

/**
 * Announcements are written by admins only, by the rule of every admin action (requireAdmin): 401
 * without a login, 403 for everyone else, for a token without the `user` scope (an instance-wide
 * write, like an invitation: a read-only token writes nothing) and for an admin who must set up a
 * second factor first (REQUIRE_2FA).
 */
export function requireAnnouncementWriter(caller: Caller): CallerUser {
  return requireAdmin(caller, "user", "manage announcements");
}
