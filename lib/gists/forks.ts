import type { Caller } from "../auth/caller";
import { keptReadablePaste } from "../pastes/access";
import { forkPaste, forksSeenBy } from "../pastes/forks";
import type { GistPageQuery } from "./extras-schema";
import { type GistPage, listedGists } from "./lists";
import { findGistRows } from "./queries";
import { readGist } from "./reads";
import type { Gist } from "./schema";

// A gist's forks (POST|GET /gists/:id/forks) are Myst's forks (lib/pastes/forks.ts), so their
// rules hold unchanged: whoever may read a paste may fork it, a burn-after-reading, quarantined or
// end-to-end encrypted paste is not copied, and a fork is listed only to those who may see it.

/** POST /gists/:id/forks: the new paste, answered as a gist (GitHub answers 201 with it). */
export async function forkGist(caller: Caller, gistId: string, key: string | null, origin: string): Promise<Gist> {
  const fork = await forkPaste(caller, gistId, key);
  return readGist(caller, fork.id, key, origin, "open");
}

/** GET /gists/:id/forks: the forks the caller may see, newest first, as gists without their files' text. */
export async function listGistForks(caller: Caller, gistId: string, query: GistPageQuery, origin: string): Promise<GistPage> {
  // As the paste's own forks: someone else's burn-after-reading paste is a 404, and is not consumed.
  const paste = await keptReadablePaste(caller, gistId, { pasties: false });
  const { forks, count } = await forksSeenBy(caller, paste.id, query.per_page, (query.page - 1) * query.per_page);
  const lastPage = Math.max(1, Math.ceil(count / query.per_page));
  return {
    items: await listedGists(await findGistRows(forks.map((fork) => fork.id)), origin),
    page: query.page,
    hasNext: query.page < lastPage,
    lastPage,
  };
}
