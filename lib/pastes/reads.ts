import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { keptReadablePaste, readablePaste, visiblePaste } from "./access";
import { openPaste, type ReadIntent } from "./burn";
import { isEncrypted, readPasties } from "./content";
import { toPasteDto } from "./dto";
import { endToEndRefusal, isEndToEnd } from "./end-to-end";
import { isStarredBy } from "./queries";
import type { LanguageStat, PasteDto, PasteStats } from "./schema";
import { languageStats, pasteStats } from "./stats";

// What a caller may read about one paste; every function applies the read rules of access.ts.

/** A paste asked for by a reader (GET of the API's doors): consumes a burn-after-reading paste. */
export async function readPaste(caller: Caller, pasteId: string, key: string | null, intent: ReadIntent = "open"): Promise<PasteDto> {
  const { paste, pasties } = await openPaste(caller, pasteId, key, intent);
  return toPasteDto(paste, pasties, caller);
}

/** A paste read for another purpose (edit forms, clones): never consumes one (access.ts). */
export async function getPaste(caller: Caller, pasteId: string, key: string | null): Promise<PasteDto> {
  const paste = await keptReadablePaste(caller, pasteId);
  return toPasteDto(paste, await readPasties(paste, key), caller);
}

export async function getPasteStats(caller: Caller, pasteId: string, key: string | null): Promise<PasteStats> {
  const paste = await readablePaste(caller, pasteId);
  if (isEndToEnd(paste)) throw endToEndRefusal("counting its lines and words");
  return pasteStats(await readPasties(paste, key));
}

export async function getPasteLanguageStats(caller: Caller, pasteId: string, key: string | null): Promise<LanguageStat[]> {
  const paste = await readablePaste(caller, pasteId);
  if (isEndToEnd(paste)) throw endToEndRefusal("measuring its languages");
  return languageStats(await readPasties(paste, key));
}

/** Whether the paste is encrypted (by the server or end to end); needs no key, but a private paste only answers its owner. */
export async function getPasteEncrypted(caller: Caller, pasteId: string): Promise<boolean> {
  const paste = await readablePaste(caller, pasteId, { pasties: false });
  return isEncrypted(paste) || isEndToEnd(paste);
}

/** Whether the logged-in caller starred the paste. */
export async function getPasteStarred(caller: Caller, pasteId: string): Promise<boolean> {
  const user = requireUser(caller);
  const paste = await visiblePaste(caller, pasteId, { pasties: false });
  return isStarredBy(user.id, paste.id);
}
