import type { Caller } from "../auth/caller";
import { notFound } from "../core/errors";
import { readablePaste } from "./access";
import { readPasties } from "./content";
import { getHistoryVersion } from "./history";
import type { ReadIntent } from "./burn";
import { isSharedAnswer } from "./http";
import { readPaste } from "./reads";
import type { PasteDto } from "./schema";

/**
 * One pasty's text, now or as it was before edit `historyId`, under the same rules as reading
 * the paste (a private paste of someone else is a 404, an encrypted one needs its key), with the
 * paste it is part of.
 */
export async function readRawPasty(
  caller: Caller,
  ids: { pasteId: string; pastyId: string; historyId?: string },
  key: string | null,
  intent: ReadIntent = "open",
): Promise<{ content: string; shared: boolean; paste: PasteDto }> {
  const paste = ids.historyId
    ? await getHistoryVersion(caller, ids.pasteId, ids.historyId, key)
    : await readPaste(caller, ids.pasteId, key, intent);
  const pasty = paste.pasties.find((candidate) => candidate.id === ids.pastyId);
  // A peek at a burn-after-reading paste has no content to look in: the pasty is taken as there.
  if (!pasty && !(intent === "peek" && paste.burnAfterRead)) throw notFound("The pasty was not found.");
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
