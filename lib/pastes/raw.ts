import type { Caller } from "../auth/caller";
import { pastyNotFound, readablePaste } from "./access";
import { readPasties } from "./content";
import { getHistoryVersion } from "./history";
import { openPaste, type ReadIntent } from "./burn";
import { iso } from "./dto";
import { isSharedAnswer } from "./http";
import type { PasteDto, PastyDto } from "./schema";

/** What a raw read says of the paste it read (whether caches may keep the text, and until when). */
export type RawPaste = Pick<PasteDto, "id" | "ownerId" | "private" | "burnAfterRead" | "deletesAt">;

/**
 * One pasty's text, now or as it was before edit `historyId`, under the same rules as reading
 * the paste (a private paste of someone else is a 404, an encrypted one needs its key, a
 * burn-after-reading one is consumed: burn.ts), with the paste it is part of.
 */
export async function readRawPasty(
  caller: Caller,
  ids: { pasteId: string; pastyId: string; historyId?: string },
  key: string | null,
  intent: ReadIntent = "open",
): Promise<{ content: string; shared: boolean; paste: RawPaste }> {
  if (ids.historyId) {
    const version = await getHistoryVersion(caller, ids.pasteId, ids.historyId, key);
    return rawAnswer(caller, version, version.pasties, ids.pastyId, key, intent);
  }
  // Only the pasty asked for is read with the paste (the long tail of raw reads is a statement
  // each): the rules are the paste's, decided by access.ts as for every read.
  const { paste, pasties } = await openPaste(caller, ids.pasteId, key, intent, { load: { pasties: true, onlyPasty: ids.pastyId } });
  const read = { id: paste.id, ownerId: paste.ownerId, private: paste.private, burnAfterRead: paste.burnAfterRead };
  return rawAnswer(caller, { ...read, deletesAt: paste.deletesAt && iso(paste.deletesAt) }, pasties, ids.pastyId, key, intent);
}

function rawAnswer(caller: Caller, paste: RawPaste, pasties: PastyDto[], pastyId: string, key: string | null, intent: ReadIntent) {
  const pasty = pasties.find((candidate) => candidate.id === pastyId);
  // A peek at a burn-after-reading paste has no content to look in: the pasty is taken as there.
  if (!pasty && !(intent === "peek" && paste.burnAfterRead)) throw pastyNotFound();
  return { content: pasty?.content ?? "", shared: isSharedAnswer(caller, paste, key), paste };
}

/**
 * Where `/raw/:pasteId` sends the caller: its only pasty's raw text. The paste is looked at as
 * its page looks before anything is opened (readablePaste): one the caller may not see throws
 * exactly what a missing one throws, and nothing is consumed here (a burn-after-reading paste
 * burns when its pasty's text is read, at the address this answers). An encrypted paste needs
 * its key to say what its pasties are. Null when it has several pasties, or none to name.
 */
export async function onlyPastyPath(caller: Caller, pasteId: string, key: string | null): Promise<string | null> {
  const paste = await readablePaste(caller, pasteId);
  const pasties = await readPasties(paste, key);
  return pasties.length === 1 ? `/raw/${paste.id}/${pasties[0]!.id}` : null;
}
