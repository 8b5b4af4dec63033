import type { Caller } from "../auth/caller";
import { notFound } from "../core/errors";
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
