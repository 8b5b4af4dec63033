import type { Caller } from "../auth/caller";
import { notFound } from "../core/errors";
import { keptReadablePaste } from "../pastes/access";
import { getEditSummaries } from "../pastes/history";
import { iso } from "../pastes/dto";
import { keptVersions, ownerOf } from "./data";
import type { GistCommit, GistPageQuery } from "./extras-schema";
import type { GistPage } from "./page-links";
import { toGistUser } from "./user-dto";

// A gist's commits (GET /gists/:id/commits) are the paste's versions: the current one and those its
// history keeps (older ones are folded away, lib/pastes/edits.ts), newest first. A version is
// named by its number (0 as created, one more per edit), which no later edit or folding changes.

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
): Promise<GistPage<GistCommit>> {
  const paste = await keptReadablePaste(caller, pasteId, { pasties: false });
  const [kept, summaries, owner] = await Promise.all([
    keptVersions(paste.id),
    getEditSummaries(caller, paste.id),
    paste.ownerId ? ownerOf(paste.ownerId) : null,
  ]);
  const current = kept.length === 0 ? 0 : kept[0]!.version + 1;
  // Version v was made by the edit numbered v - 1, whose summary says what that edit changed.
  const editOfVersion = new Map(kept.map((edit) => [edit.version + 1, edit.id]));
  const versions = [
    { number: current, at: paste.editedAt ?? paste.createdAt },
    ...kept.map((edit) => ({ number: edit.version, at: edit.versionEditedAt ?? paste.createdAt })),
  ];
  const user = owner ? toGistUser(origin, owner, owner.avatar?.id) : null;
  const start = (query.page - 1) * query.per_page;
  const items = versions.slice(start, start + query.per_page).map(({ number, at }): GistCommit => {
    const summary = summaries.get(editOfVersion.get(number) ?? "");
    return {
      url: `${origin}/api/v3/gists/${paste.id}/${number}`,
      version: String(number),
      user,
      change_status: summary
        ? { total: summary.linesAdded + summary.linesRemoved, additions: summary.linesAdded, deletions: summary.linesRemoved }
        : {},
      committed_at: iso(at),
    };
  });
  return { items, page: query.page, perPage: query.per_page, totalPages: Math.max(1, Math.ceil(versions.length / query.per_page)) };
}
