import { assertGuessAllowed, type GuessBudgets, recordFailedGuess, recordRightGuess } from "./guesses";

// Wrong passwords for an encrypted paste's unlock form, counted like failed sign-ins: per paste
// and address and per address (guesses.ts).

const UNLOCKS: GuessBudgets = {
  perTarget: "unlock-paste",
  perAddress: "unlock-address",
  refusal: "Too many wrong passwords for this paste",
};

/** Throws a 429 when this paste or address has had too many wrong passwords lately. */
export function assertUnlockAllowed(pasteId: string, clientAddress: string | undefined): Promise<void> {
  return assertGuessAllowed(UNLOCKS, pasteId, clientAddress);
}

export function recordWrongUnlock(pasteId: string, clientAddress: string | undefined): Promise<void> {
  return recordFailedGuess(UNLOCKS, pasteId, clientAddress);
}

export function recordRightUnlock(pasteId: string, clientAddress: string | undefined): Promise<void> {
  return recordRightGuess(UNLOCKS, pasteId, clientAddress);
}
