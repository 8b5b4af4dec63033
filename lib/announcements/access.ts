import type { Caller, CallerUser } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { forbidden } from "../core/errors";

/** Announcements are written by admins only: 401 without a login, 403 for everyone else. */
export function requireAnnouncementWriter(caller: Caller): CallerUser {
  const user = requireUser(caller);
  if (!user.isAdmin) throw forbidden("Only admins can manage announcements.");
  return user;
}
