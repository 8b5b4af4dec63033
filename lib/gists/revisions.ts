import type { Caller } from "../auth/caller";
import { notFound } from "../core/errors";
import { countComments } from "../comments/queries";
import { keptReadablePaste } from "../pastes/access";
import { endToEndRefusal, isEndToEnd } from "../pastes/end-to-end";
import { getHistoryEntries, getHistoryVersion } from "../pastes/history";
import { versionNumberOf } from "./commits";
import { toGist } from "./dto";
import { gistForks, gistHistory, ownerOf, readGist } from "./reads";
import type { Gist } from "./schema";

// GET /gists/:id/:sha: the gist as it was at one of its versions, `sha` being the version's
// number as the gist's `history` and commits name it. The current version is the gist's own read;
// an earlier one is Myst's history version (lib/pastes/history.ts), its files' raw_url the raw
// text of that version. Versions folded out of the history are gone, as on the history page, and
// so are purged ones.

export async function readGistRevision(caller: Caller, gistId: string, sha: string, key: string | null, origin: string): Promise<Gist> {
  const version = versionNumberOf(sha);
  // Checked before anything is read: someone else's burn-after-reading paste is a 404 and stays unread.
  const paste = await keptReadablePaste(caller, gistId, { pasties: false });
  const edits = await getHistoryEntries(caller, paste.id);
  const current = edits[0] ? edits[0].version + 1 : 0;
  if (version === current) return readGist(caller, paste.id, key, origin, "open");
  const edit = edits.find((entry) => entry.version === version);
  // A purged version is no commit on this door (Myst's own doors answer 410 for it).
  if (!edit || edit.purgedAt) throw notFound("Not Found");
  if (isEndToEnd(paste)) throw endToEndRefusal("reading it");
  const owner = await ownerOf(paste);
  const [before, comments, forks, history] = await Promise.all([
    getHistoryVersion(caller, paste.id, edit.id, key),
    countComments(paste.id),
    gistForks(caller, paste.id, origin),
    gistHistory(caller, paste, owner, origin),
  ]);
  const files = before.pasties.map(({ id, title, language, content }) => ({
    id,
    title,
    language,
    content,
    size: Buffer.byteLength(content),
    rawPath: `/raw/${paste.id}/${id}/${edit.id}`,
  }));
  const editedAt = before.editedAt === null ? null : new Date(before.editedAt);
  return toGist({ ...paste, title: before.title, editedAt }, { origin, owner, files, comments, forks, history });
}
