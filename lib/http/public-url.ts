import { env } from "../core/env";
import { processSingleton } from "../core/process-state";

// The absolute addresses this service hands out (share links, v2 avatarUrl) and the key its
// response cache keeps answers under. With PUBLIC_URL set it is the configured one; without it the
// address the client used: the Host header, and — only behind TRUST_PROXY trusted proxies — what
// the proxy says in X-Forwarded-Host and X-Forwarded-Proto. A client talking to the server
// directly cannot choose the scheme, and a Host that is not a plain host[:port] never ends up in a
// URL (the server answers such a request 400 before any route: lib/server/host-header.ts).

/** Request headers as Node.js (IncomingMessage) or the fetch API (Request, a RequestHead) carries them. */
type RequestHeaders = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

/** A host name or IPv4 address, or an [IPv6] literal, with an optional port: nothing else. */
const PLAIN_HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const LONGEST_HOST = 261; // 253 for the name, 6 for the port, 2 to spare

/** Hosts found plain lately: every request names one, and nearly always the same few. */
const plainHosts = processSingleton("plainHosts", () => new Set<string>());
const PLAIN_HOSTS_KEPT = 64;

export function isPlainHost(host: string): boolean {
  if (plainHosts.has(host)) return true;
  // The shape first; then what the shape lets through that no URL can hold (`[a]`, port 99999, 1.2.3.999).
  const plain = host.length <= LONGEST_HOST && PLAIN_HOST.test(host) && URL.canParse(`http://${host}/`);
  if (plain) {
    if (plainHosts.size >= PLAIN_HOSTS_KEPT) plainHosts.clear();
    plainHosts.add(host);
  }
  return plain;
}

function header(headers: RequestHeaders, name: string): string | undefined {
  const value = typeof headers.get === "function" ? headers.get(name) : (headers as Record<string, string | string[] | undefined>)[name];
  return (Array.isArray(value) ? value.join(",") : value) ?? undefined;
}

/**
 * What the proxy `trustedProxyHops` hops away recorded in a forwarded header (each proxy may
 * append its entry; the ones further left are whatever the client sent), or nothing when no proxy
 * is trusted.
 */
function forwarded(headers: RequestHeaders, name: string, trustedProxyHops: number): string | undefined {
  if (trustedProxyHops <= 0) return undefined;
  const entries = (header(headers, name) ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[entries.length - trustedProxyHops] ?? entries[0];
}

/** The scheme the client used: https only when a trusted proxy says so (this server speaks http). */
export function requestScheme(headers: RequestHeaders, trustedProxyHops = env().TRUST_PROXY): "http" | "https" {
  return forwarded(headers, "x-forwarded-proto", trustedProxyHops)?.toLowerCase() === "https" ? "https" : "http";
}

/** The host[:port] the client asked for, lowercased; undefined when it sent none that is plain. */
export function requestHost(headers: RequestHeaders, trustedProxyHops = env().TRUST_PROXY): string | undefined {
  for (const host of [forwarded(headers, "x-forwarded-host", trustedProxyHops), header(headers, "host")]) {
    if (host !== undefined && isPlainHost(host)) return host.toLowerCase();
  }
  return undefined;
}

/**
 * The address a request asked for, scheme and host (`http://` without a plain Host): what the
 * response cache keeps its answers under.
 */
export function requestOrigin(headers: RequestHeaders): string {
  return `${requestScheme(headers)}://${requestHost(headers) ?? ""}`;
}

/** Where clients reach this service: PUBLIC_URL when configured, else the address the request used. */
export function publicOrigin(request: Request): string {
  return publicOriginOf(request.headers, new URL(request.url).origin);
}

/**
 * publicOrigin of a request known only by its headers (a page's, from next/headers); `fallback`
 * when it has no usable Host (an HTTP/1.0 request may send none): the address the server listens on.
 */
export function publicOriginOf(headers: RequestHeaders, fallback = `http://localhost:${env().PORT}`): string {
  const configured = env().PUBLIC_URL;
  if (configured) return new URL(configured).origin;
  const host = requestHost(headers);
  return host ? `${requestScheme(headers)}://${host}` : fallback;
}
