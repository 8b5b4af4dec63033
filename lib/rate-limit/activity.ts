import { rateLimits } from "./budgets";
import { addressBudgetKey } from "./requests";

// How busy a client address has been lately, read from the write budget the API spends
// (requests.ts) without spending from it: the captcha (lib/captcha) asks more work of an
// address that has written much in the budget's window.

/** The share of its write budget this address has used in the current window (0 when limits are off). */
export async function writeShareUsed(address: string | undefined): Promise<number> {
  if (!address) return 0;
  const verdict = await rateLimits().peek("write", [addressBudgetKey(address)], { report: false });
  if (!verdict || verdict.limit === 0) return 0;
  return Math.min(1, (verdict.limit - verdict.remaining) / verdict.limit);
}
