import type { IncomingMessage, ServerResponse } from "node:http";
import { requestScheme } from "../http/public-url";

// The hottest reads — a paste through the API (v3, v2, unversioned) and a pasty's raw text — are
// handed to their route handlers by the server itself instead of through Next.js's router. The
// handlers are the very modules Next.js serves (app/…/route.ts, each one `route()` call, which
// does the caller, the rate limits and the error shapes); what is skipped is Next.js's routing,
// its request adaptation and its response piping, which cost more than the read itself (README
// "Performance"). Everything the pipeline does around a request (security headers, metrics, the
// response cache, compression) still happens, since this sits where Next.js's handler sat. The
// route modules share the server's database, rate limits and change announcements through
// globalThis, as Next.js's bundled copies of them do.

type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

interface RouteModule {
  GET?: RouteHandler;
  HEAD?: RouteHandler;
}

interface DirectRoute {
  /** Literal segments, and `:name` for a parameter. */
  segments: readonly string[];
  load: () => Promise<RouteModule>;
  /** The module, once asked for: an import() per request would run the loader's hooks each time. */
  loaded?: Promise<RouteModule>;
}

const directRoutes: DirectRoute[] = [
  { segments: ["api", "v3", "pastes", ":pasteId"], load: () => import("../../app/api/v3/pastes/[pasteId]/route") },
  { segments: ["api", "v2", "paste", ":id"], load: () => import("../../app/api/v2/paste/[id]/route") },
  { segments: ["paste", ":id"], load: () => import("../../app/paste/[id]/route") },
  { segments: ["raw", ":pasteId", ":pastyId"], load: () => import("../../app/raw/[pasteId]/[pastyId]/route") },
];

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * `next` with the direct routes in front: GET and HEAD requests for their paths are answered by
 * the route handler; everything else goes to `next` (Next.js's request handler).
 */
export function withDirectRoutes(next: Handler): Handler {
  return async (req, res) => {
    const match = req.method === "GET" || req.method === "HEAD" ? matchDirectRoute(req.url ?? "/") : undefined;
    if (!match) return next(req, res);
    const module = await (match.route.loaded ??= match.route.load());
    // Next.js answers HEAD with GET's headers when a route has no HEAD of its own: so do we.
    const handler = (req.method === "HEAD" && module.HEAD) || module.GET;
    if (!handler) return next(req, res);
    const response = await handler(webRequest(req), { params: Promise.resolve(match.params) });
    await sendResponse(req, res, response);
  };
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

function webRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // As Next.js builds a handler's URL: https when a trusted proxy says so, the host the client asked for.
  return new Request(`${requestScheme(req.headers)}://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, { method: req.method, headers });
}

async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  if (req.method === "HEAD" || response.body === null) {
    await response.body?.cancel();
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}
