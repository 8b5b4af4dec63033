import type { IncomingMessage, ServerResponse } from "node:http";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { rateLimits } from "./budgets";
import type { Verdict } from "./limiter";
import { addressBudgetKey, rateLimitClassFor, rateLimitRefusalHeaders, spendMiss, spendRequest, tooManyMessage } from "./requests";

// Rate limits of pages (pastes, profiles, settings, the not-found page), from the same budgets
// as the API, spent by the server before Next.js renders anything. A page spends a read (GET,
// HEAD) or a write per client address, and a page answered 404 spends a miss: once the misses
// are used up the client is refused pages too, so walking the id space through the pages is as
// pointless as through the API.

/** Answers 429 itself and resolves true when the request is over its budget; else false. */
export type PageLimiter = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** Limits the paths `isPage` says are pages (the custom server loads the build's list of them). */
export function limitPages(isPage: (path: string) => boolean): PageLimiter {
  return async (req, res) => {
    const address = req.headers[CLIENT_ADDRESS_HEADER];
    if (typeof address !== "string" || !rateLimits().active || !isPage((req.url ?? "/").split("?")[0]!)) return false;
    const keys = [addressBudgetKey(address)];
    const { refused } = await spendRequest(rateLimitClassFor(req.method ?? "GET"), keys);
    if (refused) {
      answerTooManyRequests(res, refused);
      return true;
    }
    // No RateLimit-* headers on pages: they are one client's, and the response cache keeps a
    // page's headers for everyone.
    res.once("finish", () => {
      if (res.statusCode === 404) void spendMiss(keys);
    });
    return false;
  };
}

function answerTooManyRequests(res: ServerResponse, verdict: Verdict): void {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too many requests · Myst</title></head><body><main><h1>Too many requests</h1><p>${tooManyMessage(verdict)}</p></main></body></html>`;
  res.writeHead(429, {
    ...rateLimitRefusalHeaders(verdict),
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(page);
}
