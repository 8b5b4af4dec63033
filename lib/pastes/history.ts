import type { Caller } from "../auth/caller";
import { notFound } from "../core/errors";
import { keptReadablePaste, ownedPaste } from "./access";
import { isEncrypted, readPasties, readSnapshot } from "./content";
import { e2eBlockOf, isEndToEnd } from "./end-to-end";
import { type EditEntry, findEdit, findEditOfVersion, listEditEntries, newestEdits } from "./edits";
import { diffPasties, type EditSummary, summarizeEdit } from "./diff-view";
import { iso, toPasteDto } from "./dto";
import { editPaste, type WrittenPaste } from "./mutations";
import type { HistoryEntry, PasteDiff, PasteDto, PastyDto } from "./schema";

// The edit history (behaviour.md, "Pastes"): each PasteEdit holds the paste as it was *before*
// that edit, so the state an edit produced is the next snapshot, or the current paste for the last.

const historyNotFound = () => notFound("The history entry was not found.");

/** The kept edits, newest first, with their version numbers (the history page numbers them). */
export async function getHistoryEntries(caller: Caller, pasteId: string): Promise<EditEntry[]> {
  const paste = await keptReadablePaste(caller, pasteId, { pasties: false });
  return listEditEntries(paste.id);
}

/** Newest first. Dates and ids only, so an encrypted paste needs no key here. */
export async function getHistoryCompact(caller: Caller, pasteId: string): Promise<HistoryEntry[]> {
  const entries = await getHistoryEntries(caller, pasteId);
  return entries.map((edit) => ({ id: edit.id, editedAt: iso(edit.editedAt) }));
}

async function locate(caller: Caller, pasteId: string, historyId: string, load = { pasties: true }) {
  const paste = await keptReadablePaste(caller, pasteId, load);
  const edit = await findEdit(paste.id, historyId);
  if (!edit) throw historyNotFound();
  return { paste, edit };
}

/** The paste with its title and pasties as they were before edit `historyId`. */
export async function getHistoryVersion(caller: Caller, pasteId: string, historyId: string, key: string | null): Promise<PasteDto> {
  const { paste, edit } = await locate(caller, pasteId, historyId, { pasties: false });
  const pasties = await readSnapshot(edit, key);
  return toPasteDto({ ...paste, title: edit.title, e2e: edit.e2e, editedAt: edit.versionEditedAt }, pasties, caller);
}

/**
 * Makes the paste as it was before edit `historyId` its newest version: one more edit, as if the
 * owner had typed it back (owner only, like any edit), so the history stays append-only and the
 * version being replaced is kept in it too. Pasties still in the paste keep their ids; one
 * deleted since comes back as a new pasty.
 */
export async function restoreHistoryVersion(caller: Caller, pasteId: string, historyId: string, key: string | null): Promise<WrittenPaste> {
  // Refused as an edit is, before any version is read or decrypted.
  await ownedPaste(caller, pasteId, "paste");
  const { paste, edit } = await locate(caller, pasteId, historyId);
  const [version, current] = await Promise.all([readSnapshot(edit, key), readPasties(paste, key)]);
  const sealed = e2eBlockOf(edit);
  // Sealed pasties keep their ids, deleted ones too: their ciphertext is bound to them.
  if (sealed) return editPaste(caller, pasteId, { e2e: { ...sealed }, pasties: version }, null);
  const present = new Set(current.map((pasty) => pasty.id));
  const pasties = version.map(({ id, title, content, language }) => ({ id: present.has(id) ? id : null, title, content, language }));
  return editPaste(caller, pasteId, { title: edit.title, pasties }, key);
}

/** `oldPaste` before edit `historyId`, `newPaste` after it, `currentPaste` as it is now. */
export async function getHistoryDiff(caller: Caller, pasteId: string, historyId: string, key: string | null): Promise<PasteDiff> {
  const { paste, edit } = await locate(caller, pasteId, historyId);
  const current = await readPasties(paste, key);
  const next = await findEditOfVersion(paste.id, edit.version + 1);
  return {
    currentPaste: toPasteDto(paste, current, caller),
    oldPaste: {
      id: paste.id,
      editedAt: iso(edit.versionEditedAt ?? paste.createdAt),
      title: edit.title,
      ...versionBlock(edit),
      pasties: await readSnapshot(edit, key),
    },
    newPaste: {
      id: paste.id,
      editedAt: iso(edit.editedAt),
      title: next ? next.title : paste.title,
      ...versionBlock(next ?? paste),
      pasties: next ? await readSnapshot(next, key) : current,
    },
  };
}

/** An E2E version's own e2e block (its title's ciphertext); nothing for other pastes. */
function versionBlock(version: { e2e: unknown }) {
  const e2e = e2eBlockOf(version);
  return e2e ? { e2e } : {};
}

/** How many of the newest edits the history list summarises (each is a diff of two versions). */
const SUMMARISED_EDITS = 50;

/**
 * What each of the newest edits changed (its title, pasties added, removed, renamed; lines), by edit id.
 * Empty for an encrypted paste: its versions open only with the key, one slow derivation each.
 */
export async function getEditSummaries(caller: Caller, pasteId: string): Promise<Map<string, EditSummary>> {
  const paste = await keptReadablePaste(caller, pasteId);
  const summaries = new Map<string, EditSummary>();
  // End-to-end encrypted versions are summarised in the browser, which holds the key.
  if (isEncrypted(paste) || isEndToEnd(paste)) return summaries;
  let after: PastyDto[] | null = await readPasties(paste, null);
  let afterTitle = paste.title;
  // One snapshot read at a time, newest first: each is as large as the paste was.
  for (const { id } of await newestEdits(paste.id, SUMMARISED_EDITS)) {
    const edit = await findEdit(paste.id, id);
    if (!edit) break; // folded away by an edit made meanwhile: older ones are gone too
    // A purged version is no side of a diff: the edits that made it and replaced it have no summary.
    const before = edit.purgedAt ? null : await readSnapshot(edit, null);
    if (before && after) summaries.set(edit.id, summarizeEdit(diffPasties(before, after), { before: edit.title, after: afterTitle }));
    after = before;
    afterTitle = edit.title;
  }
  return summaries;
}
