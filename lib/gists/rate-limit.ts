import { notFound } from "../core/errors";
import type { RequestHead } from "../http/request-head";
import { budgetStanding } from "../rate-limit/requests";
import type { Verdict } from "../rate-limit/limiter";
import type { Rate, RateLimitStatus } from "./schema";

// GET /rate_limit: the client's real budgets (lib/rate-limit) in GitHub's shape. GitHub's `core`
// is Myst's read budget (every GET); Myst's write budget (creates, edits, deletes) has no GitHub
// name and is `myst_write`. With rate limiting off the answer is GitHub Enterprise's own: 404
// "Rate limiting is not enabled.", which GitHub's clients know to mean no limit.

export async function rateLimitStatus(request: RequestHead, now = Date.now()): Promise<RateLimitStatus> {
  const standing = await budgetStanding(request);
  if (!standing) throw notFound("Rate limiting is not enabled.");
  const core = toRate(standing.read, "core", now);
  return { resources: { core, myst_write: toRate(standing.write, "myst_write", now) }, rate: core };
}

function toRate(verdict: Verdict, resource: string, now: number): Rate {
  return {
    limit: verdict.limit,
    remaining: verdict.remaining,
    reset: Math.ceil(now / 1000) + verdict.resetSeconds,
    used: verdict.limit - verdict.remaining,
    resource,
  };
}
