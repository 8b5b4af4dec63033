import type { Caller } from "../auth/caller";
import { AppError } from "../core/errors";
import { SEARCH_QUERY_MAX } from "./schema";
import { type SearchPage, searchUserPastes } from "./search";
import { mayDeleteUser } from "../users/access";
import {
  emptyPage,
  listPinnedPastes,
  listUserPastes,
  listWaitingPastes,
  type PastePage,
  type WaitingPaste,
} from "../profiles/profile-pastes";
import { listStarredPastes } from "../profiles/starred-pastes";
import { getUserDto, listOwnTags, requireProfileUser } from "../users/queries";
import type { UserDto } from "../users/dto";

// Everything the profile page (/~:username) shows, loaded in one place for the page. Here, not in
// lib/profiles: the page searches a profile's pastes, and search builds on the profiles' lists.

/** Pastes per page of the profile's list. */
export const PROFILE_PAGE_SIZE = 10;
/** Pinned pastes shown at the top (the API's largest page). */
export const PROFILE_PINNED_LIMIT = 30;

export interface ProfilePage {
  user: UserDto;
  isSelf: boolean;
  /** An admin on someone else's profile, who may delete the account (moderation). */
  mayModerate: boolean;
  /** The owner hides their pastes from others: visitors see the pinned ones only. */
  hidden: boolean;
  pinned: PastePage;
  /** Null when hidden from this visitor; a search's hits when `search` is set. */
  pastes: PastePage | SearchPage | null;
  /** The words the list is filtered by, and why they could not be searched for (a 400's message). */
  search: string | null;
  searchError: string | null;
  /** The owner's tags (owner only; [] for everyone else). */
  tags: string[];
  /** The tag the owner filters by, when it is one of theirs. */
  tag: string | null;
  /** The owner's burn-after-reading pastes nobody has read yet (owner only; [] for everyone else). */
  waiting: WaitingPaste[];
  /** Whether this visitor may see the pastes the user starred (the owner, or anyone when not hidden). */
  showsStarred: boolean;
  /** With the view "starred": one page of them, instead of the pinned and the user's own pastes. */
  starred: PastePage | null;
}

/** Reads `?page=` (1-based in the address bar) into the API's 0-based page. */
export function profilePageIndex(raw: string | string[] | undefined): number {
  const value = typeof raw === "string" ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isSafeInteger(value) && value >= 1 ? value - 1 : 0;
}

/** The profile of `username` as `caller` may see it, or null when there is no such user. */
export async function loadProfilePage(
  caller: Caller,
  username: string,
  options: { page: number; tag?: string | null; search?: string | null; view?: "pastes" | "starred" },
): Promise<ProfilePage | null> {
  let owner;
  try {
    owner = await requireProfileUser(username);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
  const isSelf = caller.kind === "user" && caller.user.id === owner.id;
  const hidden = !owner.showAllPastesOnProfile;
  const tags = isSelf ? await listOwnTags(caller, owner.username) : [];
  const tag = isSelf && options.tag && tags.includes(options.tag) ? options.tag : null;
  const search = options.search?.trim().slice(0, SEARCH_QUERY_MAX) || null;
  const list = { page: options.page, pageSize: PROFILE_PAGE_SIZE, tag: tag ?? undefined };
  let searchError: string | null = null;
  const showsStarred = isSelf || !hidden;
  const starredView = showsStarred && options.view === "starred";
  const [user, pinned, pastes, waiting, starred] = await Promise.all([
    getUserDto(owner.id),
    starredView ? emptyPage : listPinnedPastes(caller, owner.username, { page: 0, pageSize: PROFILE_PINNED_LIMIT }),
    (hidden && !isSelf) || starredView
      ? null
      : search
        ? searchUserPastes(caller, owner.username, { ...list, q: search }).catch((error: unknown) => {
            // A bad query, or a busy server (search is gated): said on the page, not a failed page.
            if (!(error instanceof AppError && [400, 429, 503].includes(error.status))) throw error;
            searchError = error.message;
            return null;
          })
        : listUserPastes(caller, owner.username, list),
    isSelf && !starredView ? listWaitingPastes(caller) : [],
    starredView ? listStarredPastes(caller, owner.username, { page: options.page, pageSize: PROFILE_PAGE_SIZE }) : null,
  ]);
  const mayModerate = !isSelf && mayDeleteUser(caller, owner.id);
  return { user, isSelf, mayModerate, hidden, pinned, pastes, tags, tag, waiting, search, searchError, showsStarred, starred };
}
