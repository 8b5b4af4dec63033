import type { IncomingMessage, ServerResponse } from "node:http";
import type { Answer } from "../api/answer";
import type { Read } from "../api/read";
import type { ReadBodyCache } from "../api/read-body-cache";
import { processSingleton } from "../core/process-state";
import { nodeRequestHead } from "../http/request-head";
import type { AnsweringHandler } from "./pipeline";

// The hottest reads — a paste through the API (v3 and its zip, v2, unversioned) and a pasty's raw
// text — are answered by the server itself instead of through Next.js's router, from Node.js's
// own request and response: what Next.js and its web Request/Response objects cost was more
// than the read (docs/develop/benchmarks.md). The answer is the read's (lib/api/paste-reads.ts),
// the one function its route handler sends too (lib/api/read.ts): this file only finds the
// route, hands the read the request's head, and sends what it answers. No app/ module is loaded:
// the server's one copy of lib/ answers, in development as in production. Everything the
// pipeline does around a request (security headers, metrics, the response cache, compression)
// still happens, since this sits where Next.js's handler sat.

type Reads = typeof import("../api/paste-reads");
/**
 * The reads, loaded on the first request rather than with the server: through lib/pastes/unlock.ts
 * they import next/headers, which needs what Next.js sets up when the server creates it. The
 * promise is kept: an import() per request, though Node's module map keeps the module, went
 * through the module loader's resolution every time (1.3 % of a long-tail raw read's profile).
 */
const loadReads = (): Promise<Reads> => processSingleton("directReads", () => import("../api/paste-reads"));

interface DirectRoute {
  /** Literal segments, and `:name` for a parameter. */
  segments: readonly string[];
  read: (reads: Reads) => Read;
}

const directRoutes: DirectRoute[] = [
  { segments: ["api", "v3", "pastes", ":pasteId"], read: (reads) => reads.readPasteV3 },
  { segments: ["api", "v2", "paste", ":id"], read: (reads) => reads.readPasteLegacy },
  { segments: ["paste", ":id"], read: (reads) => reads.readPasteLegacy },
  { segments: ["raw", ":pasteId", ":pastyId"], read: (reads) => reads.readRaw },
];

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface DirectRouteOptions {
  /** The kept bodies of public pastes (lib/api/read-body-cache.ts); none when undefined. */
  cache?: ReadBodyCache;
}

/**
 * `next` with the direct routes in front: GET and HEAD requests for their paths are answered
 * here (HEAD with GET's status and headers, as Next.js answers a route without a HEAD of its
 * own); everything else goes to `next` (Next.js's request handler).
 */
export function withDirectRoutes(next: Handler, options: DirectRouteOptions = {}): AnsweringHandler {
  return async (req, res, noteShared) => {
    const match = req.method === "GET" || req.method === "HEAD" ? matchDirectRoute(req.url ?? "/") : undefined;
    if (!match) return next(req, res);
    const read = match.route.read(await loadReads());
    const answer = await read(nodeRequestHead(req), match.params, options.cache);
    if (answer.shared) noteShared?.(answer.shared);
    sendAnswer(req, res, answer);
  };
}

/** Sends an answer as the route handler's Response was sent: header names lowercase, in order. */
export function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  res.statusCode = answer.status;
  const headers = Object.entries(answer.headers).map(([name, value]) => [name.toLowerCase(), value] as const);
  headers.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of headers) res.setHeader(name, value);
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
    if (matches) return { route, params };
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
