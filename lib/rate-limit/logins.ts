import { AppError } from "../errors";
import { addressKey } from "../server/client-address";
import { rateLimits } from "./budgets";
import type { Verdict } from "./limiter";

// Password guessing: failed sign-ins are counted per username and address (so one attacker
// cannot lock the real owner out from elsewhere) and per address (so one attacker cannot try a
// few passwords on every account). While either is used up, sign-in attempts are refused with
// 429 before the password is even checked; a successful sign-in clears that account's count.

interface LoginKeys {
  account: string;
  address: string;
}

function loginKeys(usernameKey: string, clientAddress: string | undefined): LoginKeys {
  // Requests that did not come through the server have no address: they share one.
  const address = clientAddress ? addressKey(clientAddress) : "unknown";
  return { account: `${usernameKey}@${address}`, address };
}

/** Throws a 429 when this username or address has failed too often lately. */
export async function assertLoginAllowed(usernameKey: string, clientAddress: string | undefined): Promise<void> {
  const limits = rateLimits();
  const keys = loginKeys(usernameKey, clientAddress);
  const verdicts = await Promise.all([
    limits.peek("login-account", [keys.account]),
    limits.peek("login-address", [keys.address]),
  ]);
  const refused = verdicts.filter((verdict): verdict is Verdict => verdict !== undefined && !verdict.allowed);
  if (refused.length === 0) return;
  const wait = Math.max(...refused.map((verdict) => verdict.resetSeconds));
  const minutes = Math.ceil(wait / 60);
  throw new AppError(
    "rate_limited",
    `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { "Retry-After": String(wait) },
  );
}

export async function recordFailedLogin(usernameKey: string, clientAddress: string | undefined): Promise<void> {
  const limits = rateLimits();
  const keys = loginKeys(usernameKey, clientAddress);
  await Promise.all([limits.consume("login-account", [keys.account]), limits.consume("login-address", [keys.address])]);
}

export async function recordSuccessfulLogin(usernameKey: string, clientAddress: string | undefined): Promise<void> {
  await rateLimits().forget("login-account", loginKeys(usernameKey, clientAddress).account);
}
