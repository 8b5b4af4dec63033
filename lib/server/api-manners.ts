import type { IncomingMessage, ServerResponse } from "node:http";

// HTTP manners the published PasteMyst clients rely on, applied by the custom server before
// Next.js sees a request:
// - A trailing slash on an API path is served, not redirected: many client libraries do not
//   follow Next.js's 308, so the path is normalised in place. Pages keep their redirect.
// - The APIs answer any origin (CORS with `*`), so browser clients can call them with a token.
//   Never with credentials: no Allow-Credentials, so a browser does not expose an answer to a
//   cookie-carrying cross-site request, and cookie-authenticated writes from another origin are
//   refused anyway (lib/auth/origin.ts). Pages and /api/auth/* get no CORS.

/** Paths answered by route handlers, where a trailing slash means nothing. */
const API_PATH = /^\/(?:api|paste|raw)(?:\/|$)/;
/** The APIs other sites may call. */
const CORS_PATH = /^\/(?:api\/v3|api\/v2|api\/paste|paste)(?:\/|$)/;

const allowedMethods = "GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS";
// X-Captcha: a visitor's solved challenge (lib/captcha), which a web client elsewhere sends too.
const allowedHeaders = "Authorization, Content-Type, Encryption-Key, X-Captcha";
/** What a browser script may read besides the basic headers. */
const exposedHeaders =
  "Location, Retry-After, Content-Disposition, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy";
const PREFLIGHT_MAX_AGE_SECONDS = "86400";

/** Applies the manners; true when the request was answered here (a CORS preflight). */
export function applyApiManners(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "/";
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!API_PATH.test(path)) return false;
  const trimmed = path.replace(/\/+$/, "");
  if (trimmed !== path) req.url = trimmed + (queryStart === -1 ? "" : url.slice(queryStart));
  if (!CORS_PATH.test(trimmed)) return false;

  res.setHeader("Access-Control-Allow-Origin", "*");
  if (req.method === "OPTIONS") {
    res.writeHead(204, {
      "Access-Control-Allow-Methods": allowedMethods,
      "Access-Control-Allow-Headers": allowedHeaders,
      "Access-Control-Max-Age": PREFLIGHT_MAX_AGE_SECONDS,
    });
    res.end();
    return true;
  }
  res.setHeader("Access-Control-Expose-Headers", exposedHeaders);
  return false;
}
