import { type GuessBudgets, refundGuess, spendGuess } from "./guesses";

// Wrong authenticator or recovery codes — at the second step of a sign-in, or when a signed-in
// browser confirms it is still its owner — counted like failed sign-ins (guesses.ts), per address
// and per account, but the account's count is kept across addresses: whoever sends codes has the
// password already, and five addresses (or an IPv6 /48's 65,536) must not buy five times the
// guesses. A 6-digit code has a million values; ten tries in a window make guessing one hopeless.
// The price: someone with the password can keep the account's codes refused for a while
// (passkeys still sign in). Each pending sign-in takes five codes at most besides
// (lib/auth/second-factor/pending-sign-in.ts).

const SECOND_FACTORS: GuessBudgets = {
  perTarget: "second-factor-account",
  targetAcrossAddresses: true,
  perAddress: "second-factor-address",
  refusal: "Too many wrong codes",
};

/** Spends a guess on this account before a code is tried: 429 when none is left. */
export function spendSecondFactorGuess(userId: string, clientAddress: string | undefined): Promise<void> {
  return spendGuess(SECOND_FACTORS, userId, clientAddress);
}

/**
 * The code was right: the guess is given back. The wrong ones before it stay counted for the
 * window (the owner signing in must not hand whoever guesses a fresh budget).
 */
export async function recordRightSecondFactor(userId: string, clientAddress: string | undefined): Promise<void> {
  await refundGuess(SECOND_FACTORS, userId, clientAddress);
}
