import { env } from "../env";
import { forbidden } from "../errors";

// CSRF defence for cookie-authenticated writes: browsers attach the session cookie to requests
// other sites trigger, but they also say where a request comes from (Origin, Sec-Fetch-Site),
// which a page cannot forge. Token-authenticated requests carry no ambient credential and are exempt.

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function isStateChanging(method: string): boolean {
  return !safeMethods.has(method.toUpperCase());
}

/** The origins this service is reached at: PUBLIC_URL's, and the one the request was sent to. */
function ownOrigins(request: Request): Set<string> {
  const url = new URL(request.url);
  const origins = new Set([url.origin]);
  const host = request.headers.get("host");
  if (host) origins.add(`${url.protocol}//${host}`);
  const publicUrl = env().PUBLIC_URL;
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins;
}

export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) return ownOrigins(request).has(origin);
  // Without Origin, trust only the browser's own verdict; no header at all is not a browser we
  // can vouch for, so it is refused too.
  return request.headers.get("sec-fetch-site") === "same-origin";
}

export function assertSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request)) {
    throw forbidden("Cross-site requests with a session cookie are not allowed.");
  }
}
