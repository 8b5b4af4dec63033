import type { Caller } from "../auth/caller";
import { AppError } from "../core/errors";
import { ownedPaste, pastyNotFound } from "./access";
import { isEncrypted, readPasties } from "./content";
import { e2eBlockOf } from "./end-to-end";
import { editPaste, type WrittenPaste } from "./mutations";
import type { PasteRecord } from "./queries";

// A pasty's text replaced on its own (PUT /raw/:pasteId/:pastyId: people version prompts and
// configs with curl): an edit like any other (editPaste: history, limits, blocklist, scan,
// owner and scope, caches told), with every other pasty, title and language kept.

export interface PastyReplacement {
  pasteId: string;
  pastyId: string;
  content: string;
  /**
   * Whether the pasty's current text is the one the client last read (its If-Match against the
   * raw text's ETag); false refuses the edit with 412. Absent: no condition.
   */
  isExpected?: (currentContent: string) => boolean;
}

export async function replacePastyText(caller: Caller, replacement: PastyReplacement): Promise<WrittenPaste> {
  const paste = await ownedPaste(caller, replacement.pasteId, "paste");
  refuseSealedOrBurning(paste);
  const before = await readPasties(paste, null);
  const target = before.find((pasty) => pasty.id === replacement.pastyId);
  if (!target) throw pastyNotFound();
  if (replacement.isExpected && !replacement.isExpected(target.content)) {
    throw new AppError(
      "precondition_failed",
      "The pasty was changed since you read it (If-Match): read it again and send your change on top of that.",
    );
  }
  const pasties = before.map(({ id, title, language, content }) => ({
    id,
    title,
    language,
    content: id === target.id ? replacement.content : content,
  }));
  // The version read above is the one replaced: an edit committed since is a 412, not overwritten.
  return editPaste(caller, paste.id, { pasties }, null, { ifVersion: paste.editedAt });
}

/**
 * A plain text cannot replace what the server may not read or keep: an end-to-end encrypted
 * pasty is ciphertext only its readers' browsers make, a server-encrypted one would need its key
 * sent with every PUT, and a burn-after-reading paste is meant to be read once, not revised.
 */
function refuseSealedOrBurning(paste: PasteRecord): void {
  if (e2eBlockOf(paste)) {
    throw new AppError("conflict", "This paste is end-to-end encrypted: only a browser holding its key can change it.");
  }
  if (isEncrypted(paste)) throw new AppError("conflict", "This paste is encrypted: change it on its page or through the API with its key.");
  if (paste.burnAfterRead) throw new AppError("conflict", "A burn-after-reading paste is read once and cannot be replaced.");
}
