import type { Caller } from "../auth/caller";
import { notFound } from "../errors";
import { getHistoryVersion } from "./history";
import { getPaste } from "./reads";

/**
 * One pasty's text, now or as it was before edit `historyId`, under the same rules as reading
 * the paste (a private paste of someone else is a 404, an encrypted one needs its key).
 */
export async function readRawPasty(
  caller: Caller,
  ids: { pasteId: string; pastyId: string; historyId?: string },
  key: string | null,
): Promise<{ content: string; shared: boolean }> {
  const paste = ids.historyId
    ? await getHistoryVersion(caller, ids.pasteId, ids.historyId, key)
    : await getPaste(caller, ids.pasteId, key);
  const pasty = paste.pasties.find((candidate) => candidate.id === ids.pastyId);
  if (!pasty) throw notFound("The pasty was not found.");
  return { content: pasty.content, shared: caller.kind === "anonymous" && !paste.private && key === null };
}
