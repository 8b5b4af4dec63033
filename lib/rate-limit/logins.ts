import { assertGuessAllowed, type GuessBudgets, recordFailedGuess, recordRightGuess } from "./guesses";

// Failed password sign-ins, counted per username and address and per address (guesses.ts).

const LOGINS: GuessBudgets = { perTarget: "login-account", perAddress: "login-address", refusal: "Too many failed sign-ins" };

/** Throws a 429 when this username or address has failed too often lately. */
export function assertLoginAllowed(usernameKey: string, clientAddress: string | undefined): Promise<void> {
  return assertGuessAllowed(LOGINS, usernameKey, clientAddress);
}

export function recordFailedLogin(usernameKey: string, clientAddress: string | undefined): Promise<void> {
  return recordFailedGuess(LOGINS, usernameKey, clientAddress);
}

export function recordSuccessfulLogin(usernameKey: string, clientAddress: string | undefined): Promise<void> {
  return recordRightGuess(LOGINS, usernameKey, clientAddress);
}
