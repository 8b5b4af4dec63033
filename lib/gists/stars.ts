import type { Caller } from "../auth/caller";
import { notFound } from "../core/errors";
import { getPasteStarred } from "../pastes/reads";
import { setStar } from "../pastes/toggles";

// A gist's star (GET|PUT|DELETE /gists/:id/star): Myst's stars, with their rules (a login, a
// paste the caller may read, none on a burn-after-reading paste), answered as GitHub does.

/** GitHub answers whether a gist is starred by status alone: 204 if it is, 404 if not. */
export async function assertGistStarred(caller: Caller, pasteId: string): Promise<void> {
  if (!(await getPasteStarred(caller, pasteId))) throw notFound("Not Found");
}

export const starGist = (caller: Caller, pasteId: string) => setStar(caller, pasteId, true);
export const unstarGist = (caller: Caller, pasteId: string) => setStar(caller, pasteId, false);
