import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { listUserPastes } from "../profiles/profile-pastes";
import { listStarredPastes } from "../profiles/starred-pastes";
import { explorePastes } from "../search/explore";
import { toGist } from "./dto";
import { findGistRows, findUserFacts, type GistRow } from "./queries";
import type { Gist, GistListQuery } from "./schema";

// The gist lists. Which pastes a list holds, in which order, is decided by Myst's own lists, so
// their rules hold unchanged: a user's gists are their profile list (private ones only to
// themselves, with paste:read; nothing to others when they show no list), public gists are
// Explore's set, starred ones the caller's starred list; burn-after-reading pastes are in none.
// Files are listed without their text, as on GitHub; an encrypted paste lists none (their names
// are encrypted too). `since` keeps the gists of each page updated since then: a page may hold
// fewer than `per_page`, and its Link header still leads to the next (Octokit's paginate follows it).

/** A page of one of the API's lists (gists, and a gist's forks, commits and comments). */
export interface GistPage<Item = Gist> {
  items: Item[];
  page: number;
  hasNext: boolean;
  /** The last page, when the list is counted (Explore's is not). */
  lastPage: number | null;
}

interface MystPage {
  hasNextPage: boolean;
  totalPages: number;
  items: { paste: { id: string } }[];
}

/** The caller's own gists (GET /gists): 401 without a login. */
export function listOwnGists(caller: Caller, query: GistListQuery, origin: string): Promise<GistPage> {
  const user = requireUser(caller);
  return listUserGists(caller, user.username, query, origin);
}

/** A user's gists as their profile lists them to the caller (GET /users/:username/gists). */
export function listUserGists(caller: Caller, username: string, query: GistListQuery, origin: string): Promise<GistPage> {
  return gistPage(query, origin, true, (page) => listUserPastes(caller, username, page));
}

/** Public gists, newest first (GET /gists/public): Explore's set, which pages up to its bound. */
export function listPublicGists(caller: Caller, query: GistListQuery, origin: string): Promise<GistPage> {
  return gistPage(query, origin, false, (page) => explorePastes(caller, { ...page, sort: "newest" }));
}

/** The caller's starred gists, most recently starred first (GET /gists/starred). */
export function listStarredGists(caller: Caller, query: GistListQuery, origin: string): Promise<GistPage> {
  const user = requireUser(caller);
  return gistPage(query, origin, true, (page) => listStarredPastes(caller, user.username, page));
}

async function gistPage(
  { page, per_page: perPage, since }: GistListQuery,
  origin: string,
  counted: boolean,
  list: (page: { page: number; pageSize: number }) => Promise<MystPage>,
): Promise<GistPage> {
  // GitHub counts pages from 1, Myst from 0.
  const listed = await list({ page: page - 1, pageSize: perPage });
  const after = since === undefined ? undefined : new Date(since);
  const rows = (await findGistRows(listed.items.map((item) => item.paste.id))).filter(
    (row) => after === undefined || (row.editedAt ?? row.createdAt) >= after,
  );
  return {
    items: await listedGists(rows, origin),
    page,
    hasNext: listed.hasNextPage,
    lastPage: counted ? Math.max(1, listed.totalPages) : null,
  };
}

/** These pastes as lists show gists: files without their text. */
export async function listedGists(rows: readonly GistRow[], origin: string): Promise<Gist[]> {
  const owners = await findUserFacts(rows.flatMap((row) => row.ownerId ?? []));
  return rows.map((row) => listedGist(row, origin, row.ownerId === null ? null : (owners.get(row.ownerId) ?? null)));
}

function listedGist(row: GistRow, origin: string, owner: Parameters<typeof toGist>[1]["owner"]): Gist {
  return toGist(row, { origin, owner, files: row.encrypted ? [] : row.files, comments: row.comments });
}
