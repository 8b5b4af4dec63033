import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Caller } from "../auth/caller";
import { resolveCaller } from "../auth/resolve-caller";
import { type ErrorShape, errorAnswer, errorBody } from "../http/error-response";
import { nodeRequestHead } from "../http/request-head";
import { JSON_TYPE } from "../http/responses";
import type { Verdict } from "../rate-limit/limiter";
import { acceptRequest, rateLimitClassFor, rateLimitRefusalHeaders, tooManyMessage } from "../rate-limit/requests";
import { requestClientAddress } from "../http/client-address";
import type { DirectAnswer, ReadContext } from "./direct-reads";
import type { ReadBodyCache } from "./read-body-cache";
import { noteSharedAnswer } from "./shared-answer";
import { forClient } from "../http/request-context";

// The hottest reads — a paste through the API (v3, v2, unversioned) and a pasty's raw text — are
// answered by the server itself instead of through Next.js's router, from Node.js's own request
// and response: what Next.js and its web Request/Response objects cost was more than the read
// (docs/develop/benchmarks.md). Each read is its route handler's, line for line, through the same
// lib/ functions (direct-reads.ts); this file does what the route wrapper (lib/api/route.ts)
// does around a handler — the rate limits, the caller, the error shapes — and no app/ module is
// loaded: the server's one copy of lib/ answers. Everything the pipeline does around a request
// (security headers, metrics, the response cache, compression) still happens, since this sits
// where Next.js's handler sat.

type Reads = typeof import("./direct-reads");
let reads: Promise<Reads> | undefined;
/**
 * The reads, loaded on the first request rather than with the server: through lib/pastes/unlock.ts
 * they import next/headers, which needs what Next.js sets up when the server creates it.
 */
const loadReads = () => (reads ??= import("./direct-reads"));

interface DirectRoute {
  /** Literal segments, and `:name` for a parameter. */
  segments: readonly string[];
  errors: ErrorShape;
  read: (reads: Reads) => (context: ReadContext) => Promise<DirectAnswer>;
  /** Parameters this route leaves to Next.js's handler (which answers them as well). */
  leaves?: (params: Record<string, string>) => boolean;
}

const directRoutes: DirectRoute[] = [
  {
    segments: ["api", "v3", "pastes", ":pasteId"],
    errors: "v3",
    read: (reads) => reads.readPasteV3,
    // A paste's zip (GET /pastes/:id.zip) is a download, not a hot read.
    leaves: (params) => params.pasteId!.endsWith(".zip"),
  },
  { segments: ["api", "v2", "paste", ":id"], errors: "legacy", read: (reads) => reads.readPasteLegacy },
  { segments: ["paste", ":id"], errors: "legacy", read: (reads) => reads.readPasteLegacy },
  { segments: ["raw", ":pasteId", ":pastyId"], errors: "v3", read: (reads) => reads.readRaw },
];

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface DirectRouteOptions {
  /** The kept bodies of public pastes (read-body-cache.ts); none when undefined. */
  cache?: ReadBodyCache;
}

/**
 * `next` with the direct routes in front: GET and HEAD requests for their paths are answered
 * here (HEAD with GET's status and headers, as Next.js answers a route without a HEAD of its
 * own); everything else goes to `next` (Next.js's request handler).
 */
export function withDirectRoutes(next: Handler, options: DirectRouteOptions = {}): Handler {
  return async (req, res) => {
    const match = req.method === "GET" || req.method === "HEAD" ? matchDirectRoute(req.url ?? "/") : undefined;
    if (!match) return next(req, res);
    send(req, res, await answer(req, match.route, match.params, options.cache));
  };
}

/** What the route wrapper (lib/api/route.ts) answers around the route's read. */
async function answer(
  req: IncomingMessage,
  route: DirectRoute,
  params: Record<string, string>,
  cache: ReadBodyCache | undefined,
): Promise<DirectAnswer> {
  const request = nodeRequestHead(req);
  const requestId = request.headers.get("x-request-id") ?? randomUUID();
  const acceptance = await acceptRequest(request, rateLimitClassFor(request.method));
  if (acceptance.refused) return tooManyRequests(route.errors, acceptance.refused);
  let answer: DirectAnswer;
  try {
    // The parameters need no validation: a match has each of them, decoded and not empty.
    let caller: Promise<Caller> | undefined;
    const read = route.read(await loadReads());
    answer = await forClient(requestClientAddress(request), () =>
      read({ request, params, caller: () => (caller ??= resolveCaller(request)), cache }),
    );
  } catch (error) {
    const { status, body, headers } = errorAnswer(error, route.errors, requestId);
    answer = jsonAnswer(status, body, headers);
  }
  const { refused, headers } = await acceptance.settle(answer.status);
  if (refused) return tooManyRequests(route.errors, refused);
  return headers ? { ...answer, headers: { ...answer.headers, ...headers } } : answer;
}

function jsonAnswer(status: number, body: object, headers: Record<string, string>): DirectAnswer {
  return { status, headers: { ...headers, "Content-Type": JSON_TYPE }, body: JSON.stringify(body) };
}

/** lib/rate-limit/requests.ts's tooManyRequests, as an answer. */
function tooManyRequests(shape: ErrorShape, verdict: Verdict): DirectAnswer {
  return jsonAnswer(429, errorBody(shape, 429, tooManyMessage(verdict)), rateLimitRefusalHeaders(verdict));
}

/** Sends an answer as the route handler's Response was sent: header names lowercase, in order. */
function send(req: IncomingMessage, res: ServerResponse, answer: DirectAnswer): void {
  res.statusCode = answer.status;
  const headers = Object.entries(answer.headers).map(([name, value]) => [name.toLowerCase(), value] as const);
  headers.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of headers) res.setHeader(name, value);
  if (answer.shared) noteSharedAnswer(res, answer.shared);
  if (req.method === "HEAD" || answer.body === null) res.end();
  else res.end(answer.body);
}

export function matchDirectRoute(url: string): { route: DirectRoute; params: Record<string, string> } | undefined {
  const path = url.split("?", 1)[0]!;
  const segments = path.split("/").slice(1);
  for (const route of directRoutes) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((expected, index) => {
      const segment = segments[index]!;
      if (!expected.startsWith(":")) return segment === expected;
      const value = decodeSegment(segment);
      if (value === undefined || value === "") return false;
      params[expected.slice(1)] = value;
      return true;
    });
    if (matches) return route.leaves?.(params) ? undefined : { route, params };
  }
  return undefined;
}

/** A path segment as Next.js hands it to a route; a malformed escape is left to Next.js. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
