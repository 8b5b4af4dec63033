import type { Caller } from "../auth/caller";
import { countComments } from "../comments/queries";
import { openPaste, type ReadIntent } from "../pastes/burn";
import { FORKS_ON_PAGE, forksSeenBy } from "../pastes/forks";
import { getEditSummaries, getHistoryEntries } from "../pastes/history";
import type { PasteRecord } from "../pastes/queries";
import { githubTime, toGithubSimpleUser, type UserFacts } from "../users/github";
import { gistUrl, toGist } from "./dto";
import { findUserFacts, findUserFactsByUsername } from "./queries";
import type { Gist, GistFork, GistHistoryEntry } from "./schema";

// GET /gists/:id: one paste as a gist, read through the same door as GET /api/v3/pastes/:id
// (lib/pastes/burn.ts openPaste), so every rule holds as there: someone else's private paste is a
// 404, a quarantined one a 451, an encrypted one needs its Encryption-Key, and a burn-after-reading
// paste read by anyone but its owner is consumed by this read, exactly once (a second read is a
// 404). An end-to-end encrypted paste is refused before anything is consumed: its files are
// ciphertext only a browser holding the key can read, which no Gist client is.

export async function readGist(caller: Caller, gistId: string, key: string | null, origin: string, intent: ReadIntent): Promise<Gist> {
  const { paste, pasties, burned } = await openPaste(caller, gistId, key, intent, { sealed: false });
  const owner = await ownerOf(paste);
  const files = pasties.map(({ id, title, language, content }) => ({ id, title, language, content, size: Buffer.byteLength(content) }));
  // A burn-after-reading paste keeps no history and cannot be forked; once burned it has no comments left.
  if (paste.burnAfterRead || burned) {
    return toGist(paste, { origin, owner, files, comments: 0, forks: [], history: [currentVersion(paste, owner, origin, 0, {})] });
  }
  const [comments, forks, history] = await Promise.all([
    countComments(paste.id),
    gistForks(caller, paste.id, origin),
    gistHistory(caller, paste, owner, origin),
  ]);
  return toGist(paste, { origin, owner, files, comments, forks, history });
}

export async function ownerOf(paste: Pick<PasteRecord, "ownerId">): Promise<UserFacts | null> {
  if (paste.ownerId === null) return null;
  return (await findUserFacts([paste.ownerId])).get(paste.ownerId) ?? null;
}

/** The newest forks the caller may see (as the paste page lists them). */
export async function gistForks(caller: Caller, pasteId: string, origin: string): Promise<GistFork[]> {
  const { forks } = await forksSeenBy(caller, pasteId, FORKS_ON_PAGE);
  const owners = await findUserFactsByUsername(forks.flatMap((fork) => fork.owner ?? []));
  return forks.map((fork) => {
    const owner = fork.owner === null ? undefined : owners.get(fork.owner);
    return {
      id: fork.id,
      url: gistUrl(origin, fork.id),
      user: owner ? toGithubSimpleUser(owner, origin) : null,
      created_at: githubTime(fork.createdAt),
      updated_at: githubTime(fork.createdAt),
    };
  });
}

type ChangeStatus = GistHistoryEntry["change_status"];

/**
 * The versions of the paste, newest first, as GitHub lists a gist's revisions: the current one,
 * then each kept in Myst's history (docs/develop: each edit keeps the paste as it was before it).
 * A version is its number (0 as created); its lines added and removed are those of the edit that
 * made it, known for the newest edits of a plain paste (lib/pastes/history.ts getEditSummaries)
 * and left out otherwise, as GitHub's schema allows. The oldest kept version is listed only when
 * the time it was made is still known (the edit before it was not folded away).
 */
export async function gistHistory(
  caller: Caller,
  paste: PasteRecord,
  owner: UserFacts | null,
  origin: string,
): Promise<GistHistoryEntry[]> {
  const [edits, summaries] = await Promise.all([getHistoryEntries(caller, paste.id), getEditSummaries(caller, paste.id)]);
  const byVersion = new Map(edits.map((edit) => [edit.version, edit]));
  const changeOf = (version: number): ChangeStatus => {
    const summary = summaries.get(byVersion.get(version - 1)?.id ?? "");
    if (!summary) return {};
    return { total: summary.linesAdded + summary.linesRemoved, additions: summary.linesAdded, deletions: summary.linesRemoved };
  };
  const current = edits[0] ? edits[0].version + 1 : 0;
  // A purged version's text is gone: GitHub's clients know no such commit, so it is not listed.
  const older = edits.flatMap(({ version, purgedAt }) => {
    if (purgedAt) return [];
    const madeAt = version === 0 ? paste.createdAt : byVersion.get(version - 1)?.editedAt;
    return madeAt ? [versionEntry(paste.id, owner, origin, { version, madeAt, change: changeOf(version) })] : [];
  });
  return [currentVersion(paste, owner, origin, current, changeOf(current)), ...older];
}

function currentVersion(
  paste: Pick<PasteRecord, "id" | "createdAt" | "editedAt">,
  owner: UserFacts | null,
  origin: string,
  version: number,
  change: ChangeStatus,
): GistHistoryEntry {
  return versionEntry(paste.id, owner, origin, { version, madeAt: paste.editedAt ?? paste.createdAt, change });
}

function versionEntry(
  pasteId: string,
  owner: UserFacts | null,
  origin: string,
  { version, madeAt, change }: { version: number; madeAt: Date; change: ChangeStatus },
): GistHistoryEntry {
  return {
    // Only the owner edits a paste, so every version is theirs.
    user: owner ? toGithubSimpleUser(owner, origin) : null,
    version: String(version),
    committed_at: githubTime(madeAt),
    change_status: change,
    url: `${gistUrl(origin, pasteId)}/${version}`,
  };
}
