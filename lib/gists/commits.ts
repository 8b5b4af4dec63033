import type { Caller } from "../auth/caller";
import { notFound } from "../core/errors";
import { keptReadablePaste } from "../pastes/access";
import type { GistPageQuery } from "./extras-schema";
import type { GistPage } from "./lists";
import { gistHistory, ownerOf } from "./reads";
import type { GistHistoryEntry } from "./schema";

// A gist's commits (GET /gists/:id/commits) are the entries of its `history`, in pages: the
// paste's current version and those its history keeps, newest first. A version is named by its
// number (0 as created, one more per edit), which no later edit or folding changes, so a commit's
// `version` is the `:sha` of GET /gists/:id/:sha (lib/gists/revisions.ts).

/** The version number `sha` names, or 404: a GitHub client's commit id is Myst's version number. */
export function versionNumberOf(sha: string): number {
  if (!/^\d{1,9}$/.test(sha)) throw notFound("Not Found");
  return Number(sha);
}

export async function listGistCommits(
  caller: Caller,
  pasteId: string,
  query: GistPageQuery,
  origin: string,
): Promise<GistPage<GistHistoryEntry>> {
  // As the history page: someone else's burn-after-reading paste is a 404, and is not consumed.
  const paste = await keptReadablePaste(caller, pasteId, { pasties: false });
  const history = await gistHistory(caller, paste, await ownerOf(paste), origin);
  const start = (query.page - 1) * query.per_page;
  return {
    items: history.slice(start, start + query.per_page),
    page: query.page,
    hasNext: start + query.per_page < history.length,
    lastPage: Math.max(1, Math.ceil(history.length / query.per_page)),
  };
}
