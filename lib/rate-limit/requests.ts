import { createHash } from "node:crypto";
import { accessTokenPattern, presentedCredential } from "../http/bearer";
import { AppError } from "../core/errors";
import type { RequestHead } from "../http/request-head";
import { logger } from "../core/logger";
import { addressKey, requestClientAddress } from "../http/client-address";
import { budgetsFromSettings, rateLimits } from "./budgets";
import { env } from "../core/env";
import { currentInstanceSettings, instanceSettings } from "../instance-settings/resolver";
import type { Verdict } from "./limiter";

// Rate limits of requests, applied by the route wrapper (lib/api/route.ts) to the API, by the
// forms to their posts and by the server to pages (lib/rate-limit/pages.ts). Every request
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

/** The key of a client address's budgets (an IPv6 client by its /64). */
export function addressBudgetKey(address: string): string {
  return `a:${addressKey(address)}`;
}

/** The budget keys of a request: its client address and its access token, when it has them. */
export function rateLimitKeys(request: RequestHead): string[] {
  const keys: string[] = [];
  const address = requestClientAddress(request);
  if (address) keys.push(addressBudgetKey(address));
  const token = presentedToken(request.headers.get("authorization"));
  // Keyed by a hash of the whole token: knowing someone's token id is not enough to spend
  // their budget, and made-up tokens still pay from their address's budget.
  if (token) keys.push(`t:${createHash("sha256").update(token).digest("hex").slice(0, 32)}`);
  return keys;
}

/** What spending a request from its budgets came to: `refused` names the budget that is used up. */
export interface Spending {
  refused?: Verdict;
  /** The state of the request's own budget (for the RateLimit-* headers). */
  verdict?: Verdict;
}

/**
 * Spends one request of class `kind` for `keys`, refused when that budget or the miss budget is
 * used up. A failing limiter lets the request through: limits protect the service, they must
 * never be the reason it fails.
 */
export async function spendRequest(kind: "read" | "write", keys: string[]): Promise<Spending> {
  if (!rateLimits().active || keys.length === 0) return {};
  // The budgets as an admin left them at most RESOLVER_MAX_AGE_MS ago (lib/instance-settings);
  // asked only while limits are on, so a read costs no statement where they are off.
  await instanceSettings();
  const limits = rateLimits();
  try {
    const [misses, verdict] = await Promise.all([limits.peek("miss", keys), limits.consume(kind, keys)]);
    if (misses && !misses.allowed) return { refused: misses, verdict };
    if (verdict && !verdict.allowed) return { refused: verdict, verdict };
    return { verdict };
  } catch (error) {
    logger().warn({ err: error }, "rate limiting failed; letting the request through");
    return {};
  }
}

/** Spends from the miss budget for a 404; the verdict when that used it up. */
export async function spendMiss(keys: string[]): Promise<Verdict | undefined> {
  const miss = await rateLimits()
    .consume("miss", keys)
    .catch(() => undefined);
  return miss && !miss.allowed ? miss : undefined;
}

/** How the budgets took a request (lib/api/answer.ts answers around it). */
export interface Acceptance {
  /** Set when the request is refused: answer 429 with it and do not run the handler. */
  refused?: Verdict;
  /**
   * What the handler's answer of `status` becomes: a 404 spends from the miss budget and is
   * refused (`refused`) when that used it up; else it carries the RateLimit-* `headers`, if any.
   */
  settle: (status: number) => Promise<{ refused?: Verdict; headers?: Record<string, string> }>;
}

const nothingToAdd: Acceptance = { settle: () => Promise.resolve({}) };

/** Spends a request of class `kind` from its budgets. */
export async function acceptRequest(request: RequestHead, kind: RateLimitClass): Promise<Acceptance> {
  if (kind === "none") return nothingToAdd;
  const keys = rateLimitKeys(request);
  const { refused, verdict } = await spendRequest(kind, keys);
  if (refused) return { refused, settle: nothingToAdd.settle };
  if (!rateLimits().active || keys.length === 0) return nothingToAdd;
  return {
    async settle(status) {
      if (status === 404) {
        const missesUsedUp = await spendMiss(keys);
        if (missesUsedUp) return { refused: missesUsedUp };
      }
      return verdict ? { headers: rateLimitHeaders(verdict) } : {};
    },
  };
}

/**
 * For the forms (sign-in, sign-up, unlock), which answer pages rather than JSON: spends a write
 * and throws 429 when the client's budget is used up, for the form to show.
 */
export async function assertFormAllowed(request: Request): Promise<void> {
  const { refused } = await spendRequest("write", rateLimitKeys(request));
  if (refused) throw new AppError("rate_limited", tooManyMessage(refused), rateLimitRefusalHeaders(refused));
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

/** Retry-After and the RateLimit-* fields of a refusal. */
export function rateLimitRefusalHeaders(verdict: Verdict): Record<string, string> {
  return { "Retry-After": String(verdict.resetSeconds), ...rateLimitHeaders(verdict) };
}

export function tooManyMessage(verdict: Verdict): string {
  const what = verdict.budget === "miss" ? "Too many requests for things that do not exist" : "Too many requests";
  return `${what}. Try again in ${verdict.resetSeconds} seconds.`;
}

function presentedToken(authorization: string | null): string | undefined {
  if (!authorization) return undefined;
  const token = presentedCredential(authorization);
  return accessTokenPattern.test(token) ? token : undefined;
}

/**
 * How the client's read and write budgets stand, without spending from them (GitHub's GET
 * /rate_limit: lib/gists/rate-limit.ts); undefined when rate limiting is off. A budget the client
 * has not spent from in this window stands full.
 */
export async function budgetStanding(request: RequestHead): Promise<Record<"read" | "write", Verdict> | undefined> {
  const limits = rateLimits();
  const keys = rateLimitKeys(request);
  if (!limits.enabled("read") || !limits.enabled("write") || keys.length === 0) return undefined;
  const budgets = budgetsFromSettings(env(), currentInstanceSettings());
  const standing = async (budget: "read" | "write"): Promise<Verdict> => {
    const { points, windowSeconds } = budgets[budget];
    const full: Verdict = { budget, allowed: true, limit: points, remaining: points, resetSeconds: windowSeconds, windowSeconds };
    return (await limits.peek(budget, keys, { report: false }).catch(() => undefined)) ?? full;
  };
  return { read: await standing("read"), write: await standing("write") };
}
