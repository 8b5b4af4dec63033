import { announceChange } from "../changes/announce";
import type { Caller } from "../auth/caller";
import { burnsOnRead, consumeBurnAfterRead, pasteNotFound, pastyNotFound, readablePaste } from "./access";
import { readPasties } from "./content";
import { endToEndRefusal, isEndToEnd } from "./end-to-end";
import type { PasteLoad, PasteRecord } from "./queries";
import type { PastyDto } from "./schema";

// Burn after reading (issue 15): a paste created with `burnAfterRead` is deleted for good by the
// first read of its content by anyone but its owner. "Read" means the caller asked for the
// content: GET of the API, raw text, the zip, the page's open button (a POST). HEAD requests,
// statistics and the page itself (what link previews fetch) do not consume it. An end-to-end
// encrypted paste's content is its ciphertext: reading that consumes it like any other.

/** `open` consumes a burn-after-reading paste; `peek` (HEAD) only checks that it could be read. */
export type ReadIntent = "open" | "peek";

export interface OpenedPaste {
  paste: PasteRecord;
  /** Empty for a peek at a paste that is consumed on reading. */
  pasties: PastyDto[];
  /** This read deleted the paste. */
  burned: boolean;
}

/**
 * The paste with its content for a caller who asked for it. The content is read (an encrypted
 * paste's key checked) before anything is consumed, so a wrong key burns nothing; then one
 * statement deletes the paste (access.ts), and of concurrent readers only the one whose statement
 * deleted it is answered: the others get the 404 of a missing paste. `load` may narrow the plain
 * pasties read to one (a raw read); a burned paste is answered with all of them, as deleted.
 */
export async function openPaste(
  caller: Caller,
  pasteId: string,
  key: string | null,
  intent: ReadIntent = "open",
  { sealed = true, load }: { sealed?: boolean; load?: PasteLoad } = {},
): Promise<OpenedPaste> {
  const paste = await readablePaste(caller, pasteId, load);
  // A door that needs the text (the zip) is refused before a burn-after-reading paste burns.
  if (!sealed && isEndToEnd(paste)) throw endToEndRefusal("downloading it");
  const pasties = await readPasties(paste, key);
  if (!burnsOnRead(caller, paste)) return { paste, pasties, burned: false };
  if (intent === "peek") return { paste, pasties: [], burned: false };
  // A read of one pasty the paste does not have (a mistyped link) burns nothing.
  if (load?.onlyPasty !== undefined && !pasties.some((pasty) => pasty.id === load.onlyPasty)) throw pastyNotFound();
  const burned = await consumeBurnAfterRead(caller, paste.id);
  if (!burned) throw pasteNotFound();
  await announceChange({ pasteId: paste.id });
  // The answer is the content as deleted (the owner may have edited it between the statements);
  // an encrypted blob that did not change needs no second decryption.
  const decrypted = burned.encryptedPasties !== null && sameBytes(burned.encryptedPasties, paste.encryptedPasties);
  return { paste: burned, pasties: decrypted ? pasties : await readPasties(burned, key), burned: true };
}

function sameBytes(a: Uint8Array, b: Uint8Array | null): boolean {
  return b !== null && Buffer.from(a).equals(Buffer.from(b));
}
