import { AppError } from "../core/errors";
import type { Verdict } from "../rate-limit/limiter";
import { rateLimitKeys, rateLimitRefusalHeaders, spendMiss, spendRequest, tooManyMessage } from "../rate-limit/requests";

// What a tool call spends: what the same API call spends, from the same budgets (the request's
// address and token). A JSON-RPC batch carries up to 100 calls in one request, so the request's
// own admission cannot stand for them: each call spends on its own and is refused, as the API
// would refuse it, once a budget is used up.

export interface CallBudgets {
  /** Spends one call of `kind`; throws the API's 429 when that budget or the miss budget is used up. */
  spend(kind: "read" | "write"): Promise<void>;
  /** A call that found nothing spends from the miss budget: the API's 429 when that used it up. */
  missed(): Promise<AppError | undefined>;
}

export function callBudgets(request: Request): CallBudgets {
  const keys = rateLimitKeys(request);
  return {
    async spend(kind) {
      const { refused } = await spendRequest(kind, keys);
      if (refused) throw tooMany(refused);
    },
    async missed() {
      const refused = await spendMiss(keys);
      return refused && tooMany(refused);
    },
  };
}

const tooMany = (verdict: Verdict) => new AppError("rate_limited", tooManyMessage(verdict), rateLimitRefusalHeaders(verdict));
