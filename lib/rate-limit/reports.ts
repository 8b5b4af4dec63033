import { AppError } from "../core/errors";
import { addressKey } from "../http/client-address";
import { rateLimits } from "./budgets";
import type { Budget } from "./limiter";

// Reports of pastes (lib/moderation), counted per client address (RATE_LIMIT_REPORTS_PER_HOUR)
// and per paste (RATE_LIMIT_REPORTS_PER_PASTE_PER_HOUR): a visitor cannot flood the queue, and
// a crowd cannot bury one paste's reports under thousands more. Apart from the write budget, so
// reporting never costs anyone their pastes.

async function spend(budget: Budget, key: string, refusal: string): Promise<void> {
  const verdict = await rateLimits().consume(budget, [key]);
  if (!verdict || verdict.allowed) return;
  const minutes = Math.ceil(verdict.resetSeconds / 60);
  throw new AppError("rate_limited", `${refusal} Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    "Retry-After": String(verdict.resetSeconds),
  });
}

/** Spends one report of this address, or throws 429. */
export function spendReportOfAddress(clientAddress: string | undefined): Promise<void> {
  return spend("report-address", clientAddress ? addressKey(clientAddress) : "unknown", "Too many reports from your address.");
}

/** Spends one report of this paste, or throws 429. */
export function spendReportOfPaste(pasteId: string): Promise<void> {
  return spend("report-paste", pasteId, "This paste has had too many reports for now.");
}
