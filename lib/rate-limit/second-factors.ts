import { type GuessBudgets, recordRightGuess, refundGuess, spendGuess } from "./guesses";

// Wrong authenticator or recovery codes — at the second step of a sign-in, or when a signed-in
// browser confirms it is still its owner — counted like failed sign-ins: per account and address
// and per address (guesses.ts). A 6-digit code has a million values; ten tries in a window make
// guessing one hopeless.

const SECOND_FACTORS: GuessBudgets = {
  perTarget: "second-factor-account",
  perAddress: "second-factor-address",
  refusal: "Too many wrong codes",
};

/** Spends a guess on this account before a code is tried: 429 when none is left. */
export function spendSecondFactorGuess(userId: string, clientAddress: string | undefined): Promise<void> {
  return spendGuess(SECOND_FACTORS, userId, clientAddress);
}

/** The code was right: the guess is given back and this account's count for the address cleared. */
export async function recordRightSecondFactor(userId: string, clientAddress: string | undefined): Promise<void> {
  await refundGuess(SECOND_FACTORS, userId, clientAddress);
  await recordRightGuess(SECOND_FACTORS, userId, clientAddress);
}
