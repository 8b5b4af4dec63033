import type { Caller } from "../auth/caller";
import { hasScope, requireUser } from "../auth/scopes";
import type { User } from "../db/generated/client";
import { type Sql, sql } from "../db/sql";
import { profileList, whereSql } from "../profiles/profile-pastes";

// Which pastes a search may find: never one that is not already listed somewhere for the caller.
// The rules are the lists' own (lib/profiles/profile-pastes.ts), applied in the search statement.

export interface SearchScope {
  /** The condition on the paste `p` at `now`. */
  where(now: Date): Sql;
  /** Whether tags may match: only the owner sees a paste's tags, so only the owner finds by them. */
  matchesTags: boolean;
}

/** The caller's own pastes, as their own profile list shows them (private ones with paste:read). */
export function ownSearchScope(caller: Caller): SearchScope {
  const user = requireUser(caller);
  const filter = { ownerId: user.id, includePrivate: hasScope(caller, "paste:read"), includeQuarantined: true, pinnedOnly: false };
  return { where: (now) => whereSql(filter, now), matchesTags: true };
}

/** One profile's list, as the caller sees it; null when it shows the caller nothing. */
export function profileSearchScope(caller: Caller, owner: User, tag: string | undefined): SearchScope | null {
  const list = profileList(caller, owner, tag);
  if (!list) return null;
  return { where: (now) => whereSql(list.filter, now), matchesTags: list.isSelf };
}

/**
 * Every public paste a profile lists to anyone: its owner shows all their pastes, or it is pinned
 * (the pinned list is shown whatever that setting; pinned pastes are never private). Pastes
 * without an owner, and burn-after-reading pastes, are on no list; quarantined ones on no one else's.
 */
export const publicSearchScope: SearchScope = {
  where: (
    now,
  ) => sql`NOT p.private AND NOT p.burn_after_read AND p.quarantined_at IS NULL AND (p.deletes_at IS NULL OR p.deletes_at > ${now})
    AND EXISTS (SELECT 1 FROM users u WHERE u.id = p.owner_id AND (u.show_all_pastes_on_profile OR p.pinned))`,
  matchesTags: false,
};
