import { badRequest, AppError } from "../core/errors";
import { db } from "../db/client";
import { unsealedReason } from "../end-to-end/sealed-message";
import { chooseLanguage } from "../languages/autodetect";
import { type E2eBlockDto, e2eBlockSchema, type PastyDto } from "./schema";

// End-to-end encrypted pastes on the server (docs/api/end-to-end.md): the server
// keeps what the creator's browser or client sealed (lib/end-to-end/format.ts) and never sees a key.
// Their pasty rows hold one message each (title and content) and the clear language; the
// paste's `e2e` column holds the format version, the nonce, the passphrase's derivation and the
// title's message. Text features (search, secret scanning, autodetect, stats, rendering) skip
// them: the text they would read is ciphertext.

type WithE2e = { e2e: unknown };

export const isEndToEnd = (paste: WithE2e): boolean => paste.e2e !== null && paste.e2e !== undefined;

/** The stored e2e block, as the API answers it; null for any other paste. */
export function e2eBlockOf(paste: WithE2e): E2eBlockDto | null {
  return isEndToEnd(paste) ? e2eBlockSchema.parse(paste.e2e) : null;
}

export const endToEndRefusal = (what: string) =>
  badRequest(`This paste is end-to-end encrypted: the server holds only ciphertext, so ${what} happens in the browser.`);

/** The least a pasty's message seals: `{"title":"","content":""}` (lib/end-to-end/format.ts encryptPaste). */
const PASTY_MIN_PLAIN_BYTES = 25;

/** A 400 for what is not a message of the format (lib/end-to-end/sealed-message.ts), named `what`. */
export function refuseUnsealed(what: string, message: string, minPlainBytes: number): void {
  const reason = unsealedReason(message, minPlainBytes);
  if (reason) throw badRequest(`${what} is not a message of the format (base64url of IV, ciphertext and tag): ${reason}.`);
}

/** A new or edited e2e block: its title, when it has one, is sealed too. */
export function sealedBlock(block: E2eBlockDto): E2eBlockDto {
  if (block.title !== null) refuseUnsealed("The title", block.title, 1);
  return block;
}

type SealedPastyInput = { id?: string | null; title?: string | null; content: string; language?: string | null };

/**
 * The pasties of an E2E write as stored: each with the id its creator chose (the ciphertext's
 * associated data names it), no clear title, and a language the creator named (the server
 * cannot detect one in ciphertext).
 */
export async function sealedPasties(
  input: readonly SealedPastyInput[],
  before: readonly PastyDto[] = [],
): Promise<(PastyDto & { v2Language: null })[]> {
  const existing = new Map(before.map((pasty) => [pasty.id, pasty]));
  const seen = new Set<string>();
  const pasties = await Promise.all(
    input.map(async (pasty) => {
      if (!pasty.id) throw badRequest("Each pasty of an end-to-end encrypted paste needs the id its ciphertext was sealed with.");
      if (seen.has(pasty.id)) throw badRequest(`The pasty ${pasty.id} is listed twice.`);
      seen.add(pasty.id);
      if (pasty.title) throw badRequest("A pasty title of an end-to-end encrypted paste goes inside its ciphertext.");
      // Clear text sent as "sealed" would pass unscanned and unsearched, and open for no reader.
      refuseUnsealed(`The pasty ${pasty.id}`, pasty.content, PASTY_MIN_PLAIN_BYTES);
      if (pasty.language?.trim().toLowerCase() === "autodetect") {
        throw badRequest("The server cannot detect the language of ciphertext: name it, or leave it out for Text.");
      }
      const language = await chooseLanguage(pasty.language, "", { fallback: existing.get(pasty.id)?.language });
      return { id: pasty.id, title: "", content: pasty.content, language, v2Language: null };
    }),
  );
  await refuseTakenPastyIds(pasties.map((pasty) => pasty.id).filter((id) => !existing.has(id)));
  return pasties;
}

/** Pasty ids are unique across pastes; a client-chosen one that is taken is a 409 to pick again. */
async function refuseTakenPastyIds(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const taken = await db().pasty.findFirst({ where: { id: { in: ids } }, select: { id: true } });
  if (taken) throw new AppError("conflict", `The pasty id ${taken.id} is taken: seal that pasty under a new id.`);
}

/** An edit keeps the paste's nonce and derivation (its readers' key and the older versions'). */
export function checkEditedBlock(stored: E2eBlockDto, edited: E2eBlockDto | undefined): E2eBlockDto {
  if (!edited) throw badRequest("An edit of an end-to-end encrypted paste sends its e2e block (the title's new ciphertext).");
  if (edited.nonce !== stored.nonce || JSON.stringify(edited.kdf) !== JSON.stringify(stored.kdf)) {
    throw badRequest("An edit keeps the paste's nonce and key derivation.");
  }
  return sealedBlock(edited);
}

/** A clear title beside an e2e block would be the one thing left unencrypted. */
export function refuseClearTitle(title: string | null | undefined): void {
  if (title) throw badRequest("The title of an end-to-end encrypted paste goes in e2e.title, encrypted.");
}
