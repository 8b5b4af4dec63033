import { env } from "../core/env";
import type { RequestHead } from "../http/request-head";

// The session cookie: HttpOnly (no script can read it), SameSite=Lax (not sent on cross-site
// sub-requests), Secure and __Host- prefixed when the service is served over https.

/** Whether the service is served over https (PUBLIC_URL), so cookies must be Secure. */
export function servedOverHttps(publicUrl = env().PUBLIC_URL): boolean {
  return publicUrl?.startsWith("https:") ?? false;
}

export function sessionCookieName(secure = servedOverHttps()): string {
  return secure ? "__Host-myst_session" : "myst_session";
}

/**
 * A Set-Cookie value with the attributes every cookie of the service carries: site-wide,
 * HttpOnly, SameSite=Lax, and Secure over https.
 */
export function cookieHeader(
  name: string,
  value: string,
  lifetime: { expires: Date } | { maxAgeSeconds: number },
  secure = servedOverHttps(),
): string {
  const attributes = [
    `${name}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    "expires" in lifetime ? `Expires=${lifetime.expires.toUTCString()}` : `Max-Age=${lifetime.maxAgeSeconds}`,
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

export function sessionCookie(token: string, expiresAt: Date, secure = servedOverHttps()): string {
  return cookieHeader(sessionCookieName(secure), token, { expires: expiresAt }, secure);
}

export function clearedSessionCookie(secure = servedOverHttps()): string {
  return cookieHeader(sessionCookieName(secure), "", { maxAgeSeconds: 0 }, secure);
}

/** One cookie's value from a Cookie header. */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

export function readSessionToken(request: RequestHead): string | undefined {
  return readCookie(request.headers.get("cookie"), sessionCookieName());
}
