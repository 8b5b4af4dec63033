import { env } from "../core/env";
import { forbidden } from "../core/errors";
import type { RequestHead } from "../http/request-head";

type HeaderReader = RequestHead["headers"];

// CSRF defence for cookie-authenticated writes: browsers attach the session cookie to requests
// other sites trigger, but they also say where a request comes from (Origin, Sec-Fetch-Site),
// which a page cannot forge. Token-authenticated requests carry no ambient credential and are exempt.

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function isStateChanging(method: string): boolean {
  return !safeMethods.has(method.toUpperCase());
}

/** The origins this service is reached at: PUBLIC_URL's, and the one the request was sent to. */
function ownOrigins(requestUrl: string, headers: HeaderReader): Set<string> {
  const url = new URL(requestUrl);
  const origins = new Set([url.origin]);
  const host = headers.get("host");
  if (host) origins.add(`${url.protocol}//${host}`);
  const publicUrl = env().PUBLIC_URL;
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins;
}

function isSameOrigin(requestUrl: string, headers: HeaderReader): boolean {
  const origin = headers.get("origin");
  if (origin !== null) return ownOrigins(requestUrl, headers).has(origin);
  // Without Origin, trust only the browser's own verdict; no header at all is not a browser we
  // can vouch for, so it is refused too.
  return headers.get("sec-fetch-site") === "same-origin";
}

export function isSameOriginRequest(request: RequestHead): boolean {
  return isSameOrigin(request.url, request.headers);
}

export function assertSameOrigin(request: RequestHead): void {
  if (!isSameOriginRequest(request)) {
    throw forbidden("Cross-site requests with a session cookie are not allowed.");
  }
}

/**
 * The same rule for a server action, which sees the request's headers but not its URL: the host
 * it was sent to, at the scheme the proxy in front reports (the browser's Origin must match it).
 */
export function assertSameOriginHeaders(headers: Headers): void {
  const scheme = headers.get("x-forwarded-proto") === "https" ? "https" : "http";
  if (!isSameOrigin(`${scheme}://${headers.get("host") ?? "localhost"}/`, headers)) {
    throw forbidden("Cross-site requests are not allowed.");
  }
}
