import { type GuessBudgets, recordRightGuess, refundGuess, spendGuess } from "./guesses";

// Keys tried on an encrypted paste — through the unlock form, the Encryption-Key header, an
// unlock cookie or a share link alike (lib/pastes/key-guesses.ts) — counted like failed sign-ins:
// per paste and address and per address (guesses.ts), one budget across every surface.

const UNLOCKS: GuessBudgets = {
  perTarget: "unlock-paste",
  perAddress: "unlock-address",
  refusal: "Too many wrong passwords for this paste",
};

/** Spends a guess on this paste before a key is tried on it: 429 when none is left. */
export function spendUnlockGuess(pasteId: string, clientAddress: string | undefined): Promise<void> {
  return spendGuess(UNLOCKS, pasteId, clientAddress);
}

/** The key was right: the guess is given back and this paste's count for the address cleared. */
export async function recordRightUnlock(pasteId: string, clientAddress: string | undefined): Promise<void> {
  await refundGuess(UNLOCKS, pasteId, clientAddress);
  await recordRightGuess(UNLOCKS, pasteId, clientAddress);
}

/** A key known to be right was shown: this paste's count for the address is cleared. */
export function clearUnlockGuesses(pasteId: string, clientAddress: string | undefined): Promise<void> {
  return recordRightGuess(UNLOCKS, pasteId, clientAddress);
}

/** The key was never tried (the derivation gate refused it): the guess is given back. */
export function refundUnlockGuess(pasteId: string, clientAddress: string | undefined): Promise<void> {
  return refundGuess(UNLOCKS, pasteId, clientAddress);
}
