import { AppError } from "../core/errors";
import { addressKey } from "../http/client-address";
import { rateLimits } from "./budgets";
import type { Budget, Verdict } from "./limiter";

// Password guessing, for anything a password opens (an account, an encrypted paste): failed
// attempts are counted per target and address (so one attacker cannot lock the real owner out
// from elsewhere) and per address (so one attacker cannot try a few passwords on every target).
// While either is used up, attempts are refused with 429 before the password is even checked;
// the right password clears that target's count for the address.

export interface GuessBudgets {
  perTarget: Budget;
  /**
   * Counts the target's failures from every address together, not per address: for guesses that
   * only someone past the password can make, where spreading them over many addresses must not
   * buy more of them (locking the owner out is then the lesser harm).
   */
  targetAcrossAddresses?: boolean;
  perAddress: Budget;
  /** Says what was refused: "Too many failed sign-ins". */
  refusal: string;
}

interface GuessKeys {
  target: string;
  address: string;
}

function guessKeys(budgets: GuessBudgets, targetKey: string, clientAddress: string | undefined): GuessKeys {
  // Requests that did not come through the server have no address: they share one.
  const address = clientAddress ? addressKey(clientAddress) : "unknown";
  return { target: budgets.targetAcrossAddresses ? targetKey : `${targetKey}@${address}`, address };
}

/** Throws a 429 when this target or address has failed too often lately. */
export async function assertGuessAllowed(budgets: GuessBudgets, targetKey: string, clientAddress: string | undefined): Promise<void> {
  const limits = rateLimits();
  const keys = guessKeys(budgets, targetKey, clientAddress);
  const verdicts = await Promise.all([limits.peek(budgets.perTarget, [keys.target]), limits.peek(budgets.perAddress, [keys.address])]);
  const refused = verdicts.filter((verdict): verdict is Verdict => verdict !== undefined && !verdict.allowed);
  if (refused.length === 0) return;
  throw refusal(budgets, Math.max(...refused.map((verdict) => verdict.resetSeconds)));
}

function refusal(budgets: GuessBudgets, wait: number): AppError {
  const minutes = Math.ceil(wait / 60);
  return new AppError("rate_limited", `${budgets.refusal}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    "Retry-After": String(wait),
  });
}

export async function recordFailedGuess(budgets: GuessBudgets, targetKey: string, clientAddress: string | undefined): Promise<void> {
  const limits = rateLimits();
  const keys = guessKeys(budgets, targetKey, clientAddress);
  await Promise.all([limits.consume(budgets.perTarget, [keys.target]), limits.consume(budgets.perAddress, [keys.address])]);
}

export async function recordRightGuess(budgets: GuessBudgets, targetKey: string, clientAddress: string | undefined): Promise<void> {
  await rateLimits().forget(budgets.perTarget, guessKeys(budgets, targetKey, clientAddress).target);
}

/**
 * Spends a guess before it is tried (so guesses sent at once cannot all pass a check made
 * before any of them failed): 429 when this target or address has none left. Undo it with
 * refundGuess when the try turns out right, or was never made.
 */
export async function spendGuess(budgets: GuessBudgets, targetKey: string, clientAddress: string | undefined): Promise<void> {
  const limits = rateLimits();
  const keys = guessKeys(budgets, targetKey, clientAddress);
  const verdicts = await Promise.all([
    limits.consume(budgets.perTarget, [keys.target]),
    limits.consume(budgets.perAddress, [keys.address]),
  ]);
  const refused = verdicts.filter((verdict): verdict is Verdict => verdict !== undefined && !verdict.allowed);
  if (refused.length === 0) return;
  // A refused guess is no guess: what the refusal consumed goes back.
  await refundGuess(budgets, targetKey, clientAddress);
  throw refusal(budgets, Math.max(...refused.map((verdict) => verdict.resetSeconds)));
}

/** Gives back a guess spent by spendGuess. */
export async function refundGuess(budgets: GuessBudgets, targetKey: string, clientAddress: string | undefined): Promise<void> {
  const limits = rateLimits();
  const keys = guessKeys(budgets, targetKey, clientAddress);
  await Promise.all([limits.refund(budgets.perTarget, keys.target), limits.refund(budgets.perAddress, keys.address)]);
}
