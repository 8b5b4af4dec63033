import type { IncomingMessage, ServerResponse } from "node:http";
import { GITHUB_MEDIA_TYPE_HEADERS, isGistApiPath } from "../gists/http";
import { errorBody, type ErrorShape } from "../http/error-response";

// A path whose percent-escapes do not decode to UTF-8 (`%ff`, `%ED%A0%80` — half a surrogate
// pair —, a lone `%`) names nothing this service serves, and Next.js answers it with a plain-text
// 500 when it decodes the route's parameters. Such paths are settled here, before Next.js: 400 in
// the JSON shape of the API they were aimed at, and for pages the site's own not-found page (which
// Next.js renders at NOT_FOUND_PAGE, with status 404).

export const NOT_FOUND_PAGE = "/_not-found";

const MESSAGE = "The address is not valid: it holds a percent-escape that is not UTF-8.";

export function isMalformedPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * The v3 shape for /api/v3 and the raw views (route handlers of the v3 kind), GitHub's for the
 * Gist API's paths; legacy for the older APIs.
 */
export function apiShapeOf(path: string): ErrorShape | null {
  if (isGistApiPath(path)) return "github";
  if (path.startsWith("/api/v3/") || path.startsWith("/raw/")) return "v3";
  if (path.startsWith("/api/") || path === "/paste" || path.startsWith("/paste/")) return "legacy";
  return null;
}

/**
 * Settles a request for a malformed path: answers an API request itself (true), or points a page
 * request at the not-found page for Next.js to render (false, as for any request it leaves alone).
 */
export function answerMalformedPath(req: IncomingMessage, res: ServerResponse): boolean {
  const path = (req.url ?? "/").split("?")[0]!;
  if (!isMalformedPath(path)) return false;
  const shape = apiShapeOf(path);
  if (!shape) {
    req.url = NOT_FOUND_PAGE;
    return false;
  }
  const mediaType = shape === "github" ? GITHUB_MEDIA_TYPE_HEADERS : {};
  res.writeHead(400, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...mediaType });
  res.end(JSON.stringify(errorBody(shape, 400, MESSAGE)));
  return true;
}
