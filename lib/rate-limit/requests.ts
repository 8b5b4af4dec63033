import { createHash } from "node:crypto";
import { accessTokenPattern } from "../auth/tokens";
import { type ErrorShape, errorResponse } from "../http/error-response";
import { logger } from "../logger";
import { addressKey, requestClientAddress } from "../server/client-address";
import { rateLimits } from "./budgets";
import type { Verdict } from "./limiter";

// Rate limits of API requests, applied by the route wrapper (lib/http/route.ts). Every request
// spends from the budget of its class (read or write) for its client address and, when it
// carries an access token, for that token too: a token shared across many addresses is held to
// one budget, and many clients behind one address are held to that address's budget. Every
// 404 also spends from the small "miss" budget; once that is used up the client is refused
// everything until the window ends, which makes walking the id space pointless.

/** Which budget a route spends from; `none` exempts it (health checks, say). */
export type RateLimitClass = "read" | "write" | "none";

export function rateLimitClassFor(method: string): "read" | "write" {
  return method === "GET" || method === "HEAD" || method === "OPTIONS" ? "read" : "write";
}

/** The budget keys of a request: its client address and its access token, when it has them. */
export function rateLimitKeys(request: Request): string[] {
  const keys: string[] = [];
  const address = requestClientAddress(request);
  if (address) keys.push(`a:${addressKey(address)}`);
  const token = presentedToken(request.headers.get("authorization"));
  // Keyed by a hash of the whole token: knowing someone's token id is not enough to spend
  // their budget, and made-up tokens still pay from their address's budget.
  if (token) keys.push(`t:${createHash("sha256").update(token).digest("hex").slice(0, 32)}`);
  return keys;
}

export interface Admission {
  /** Set when the request is refused: answer this and do not run the handler. */
  refusal?: Response;
  /** Adds the RateLimit-* headers to the handler's answer; a 404 spends from the miss budget. */
  finish(response: Response): Promise<Response>;
}

const admitted: Admission = { finish: async (response) => response };

export async function admitRequest(request: Request, kind: RateLimitClass, shape: ErrorShape): Promise<Admission> {
  const limits = rateLimits();
  if (kind === "none" || !limits.active) return admitted;
  const keys = rateLimitKeys(request);
  if (keys.length === 0) return admitted;
  try {
    const [misses, verdict] = await Promise.all([limits.peek("miss", keys), limits.consume(kind, keys)]);
    if (misses && !misses.allowed) return { refusal: tooManyRequests(shape, misses), finish: admitted.finish };
    if (verdict && !verdict.allowed) return { refusal: tooManyRequests(shape, verdict), finish: admitted.finish };
    return {
      async finish(response) {
        if (response.status === 404) {
          const miss = await limits.consume("miss", keys).catch(() => undefined);
          if (miss && !miss.allowed) return tooManyRequests(shape, miss);
        }
        return verdict ? withHeaders(response, rateLimitHeaders(verdict)) : response;
      },
    };
  } catch (error) {
    // Limits protect the service; they must never be the reason it fails.
    logger().warn({ err: error }, "rate limiting failed; letting the request through");
    return admitted;
  }
}

/** The IETF draft's RateLimit-* fields (draft-ietf-httpapi-ratelimit-headers). */
export function rateLimitHeaders(verdict: Verdict): Record<string, string> {
  return {
    "RateLimit-Limit": String(verdict.limit),
    "RateLimit-Remaining": String(verdict.remaining),
    "RateLimit-Reset": String(verdict.resetSeconds),
    "RateLimit-Policy": `${verdict.limit};w=${verdict.windowSeconds}`,
  };
}

export function tooManyRequests(shape: ErrorShape, verdict: Verdict): Response {
  const what = verdict.budget === "miss" ? "Too many requests for things that do not exist" : "Too many requests";
  return errorResponse(shape, 429, `${what}. Try again in ${verdict.resetSeconds} seconds.`, {
    "Retry-After": String(verdict.resetSeconds),
    ...rateLimitHeaders(verdict),
  });
}

function presentedToken(authorization: string | null): string | undefined {
  if (!authorization) return undefined;
  const value = authorization.trim();
  const token = /^bearer\s+(.+)$/i.exec(value)?.[1]?.trim() ?? value;
  return accessTokenPattern.test(token) ? token : undefined;
}

/** Sets headers on a response, copying it first when its headers are immutable (redirects). */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}
