import { env } from "../core/env";
import { isScanNotDone, scanText } from "../secrets/scanner";
import { versionsHolding } from "./queries";
import type { PastyDto, SecretInRevision } from "./schema";

// "This secret is still in revision 3 — purge it" (issue 46, item 2). An edit that removes a
// secret, or keeps one, leaves it in the version it replaced, which the history keeps: the edit's
// answer names the kept revisions that hold the secrets of that version, so the writer can purge
// them (lib/pastes/purge). Plain pastes only: an encrypted history is ciphertext to the database.

/** How many of the replaced version's secrets are looked for in the history (the first, in order). */
const SECRETS_LOOKED_FOR = 20;

/** The kept revisions that hold a secret of `replaced` (the version an edit of `pasteId` replaced), newest first. */
export async function secretsStillInHistory(pasteId: string, replaced: readonly PastyDto[]): Promise<SecretInRevision[]> {
  if (env().SECRET_SCAN === "off") return [];
  const kindOf = new Map<string, string>();
  try {
    for (const { content } of replaced) {
      for (const { kind, start, end } of await scanText(content)) {
        if (kindOf.size < SECRETS_LOOKED_FOR) kindOf.set(content.slice(start, end), kind);
      }
    }
  } catch (error) {
    // Not scanned in time: the edit is answered without the hint rather than later.
    if (isScanNotDone(error)) return [];
    throw error;
  }
  if (kindOf.size === 0) return [];
  const kinds = new Map<number, Set<string>>();
  for (const { version, text } of await versionsHolding(pasteId, [...kindOf.keys()])) {
    kinds.set(version, (kinds.get(version) ?? new Set()).add(kindOf.get(text)!));
  }
  return [...kinds].map(([revision, found]) => ({ revision, kinds: [...found] }));
}
