import type { PasteEdit } from "../db/generated/client";
import { revisionPurged } from "./purged";
import { decryptJson, encryptJson, requireKey, saltOf, type SecretKey, secretKey } from "./crypto";
import { openWithGuess } from "./key-guesses";
import { findPlainPasties, type PasteRecord } from "./queries";
import { type PastyDto, storedPastiesSchema } from "./schema";

// Where a paste's pasties live: in the pasties table for plain pastes, in one AES-GCM blob for
// encrypted ones. Everything that needs the content goes through here, so the key rules
// (missing → 400, wrong → 400, a budget of guesses per paste and client: key-guesses.ts) hold on
// every path.

export function isEncrypted(paste: Pick<PasteRecord, "encryptedPasties">): boolean {
  return paste.encryptedPasties !== null;
}

async function openBlob(pasteId: string, blob: Uint8Array, key: string | SecretKey | null): Promise<PastyDto[]> {
  const secret = secretKey(requireKey(key));
  return storedPastiesSchema.parse(await openWithGuess(pasteId, secret, saltOf(blob), () => decryptJson(blob, secret)));
}

export async function readPasties(paste: PasteRecord, key: string | SecretKey | null): Promise<PastyDto[]> {
  if (paste.encryptedPasties) return openBlob(paste.id, paste.encryptedPasties, key);
  if (paste.plainPasties) return paste.plainPasties;
  const rows = await findPlainPasties(paste.id);
  return rows.map(({ id, title, content, language }) => ({ id, title, content, language }));
}

/** The pasties of a history snapshot, as they were before that edit; 410 once the version was purged. */
export async function readSnapshot(edit: PasteEdit, key: string | SecretKey | null): Promise<PastyDto[]> {
  if (edit.purgedAt) throw revisionPurged(edit.version, edit.purgedAt);
  if (edit.encryptedPasties) return openBlob(edit.pasteId, edit.encryptedPasties, key);
  return storedPastiesSchema.parse(edit.pasties ?? []);
}

/** How a snapshot is stored: encrypted with a fresh salt when the paste is encrypted. */
export async function snapshotColumns(pasties: PastyDto[], key: string | null) {
  if (key === null) return { pasties, encryptedPasties: null };
  return { pasties: undefined, encryptedPasties: await encryptJson(pasties, key) };
}
