import { AppError } from "../core/errors";
import { addressKey } from "../http/client-address";
import { rateLimits } from "./budgets";

// Sign-ups per address per hour (RATE_LIMIT_SIGNUPS_PER_HOUR): enough for a household or an
// office behind one address, too few to mint accounts in bulk. Spent before the account is
// created, so a burst of concurrent sign-ups cannot slip past the count; a valid form whose
// username turns out to be taken has spent one too.

/** Spends one sign-up of this address, or throws 429 when its sign-ups for the hour are used up. */
export async function spendSignUp(clientAddress: string | undefined): Promise<void> {
  const key = clientAddress ? addressKey(clientAddress) : "unknown";
  const verdict = await rateLimits().consume("signup", [key]);
  if (!verdict || verdict.allowed) return;
  const minutes = Math.ceil(verdict.resetSeconds / 60);
  throw new AppError("rate_limited", `Too many sign-ups from your address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    "Retry-After": String(verdict.resetSeconds),
  });
}
