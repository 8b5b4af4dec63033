import { isIPv4, isIPv6 } from "node:net";
import type { IncomingMessage } from "node:http";
import type { RequestHead } from "./request-head";

// The address a request came from, worked out once by the custom server and handed to route
// handlers in a request header. The server overwrites whatever a client sent under that name,
// so handlers can believe it; anything not served through lib/server/start.ts has no address.

export const CLIENT_ADDRESS_HEADER = "x-myst-client-ip";

/**
 * The client's address: the socket's peer, or — behind `trustedProxyHops` reverse proxies —
 * the entry that many hops from the right of X-Forwarded-For (each proxy appends the address it
 * saw, so entries further left are whatever the client chose to send).
 */
export function socketClientAddress(req: IncomingMessage, trustedProxyHops: number): string | undefined {
  const peer = req.socket.remoteAddress;
  if (trustedProxyHops <= 0) return peer;
  const forwarded = req.headers["x-forwarded-for"];
  const list = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // The proxy nearest to us is the socket peer; it recorded the hop before it last.
  const chosen = list[list.length - trustedProxyHops] ?? list[0];
  return chosen && (isIPv4(stripZone(chosen)) || isIPv6(stripZone(chosen))) ? chosen : peer;
}

/** Puts the client's address into the request for the route handlers, replacing any sent value. */
export function stampClientAddress(req: IncomingMessage, trustedProxyHops: number): void {
  const address = socketClientAddress(req, trustedProxyHops);
  if (address) req.headers[CLIENT_ADDRESS_HEADER] = address;
  else delete req.headers[CLIENT_ADDRESS_HEADER];
}

/** The stamped address of a request, in the server. */
export function requestClientAddressOf(req: IncomingMessage): string | undefined {
  const stamped = req.headers[CLIENT_ADDRESS_HEADER];
  return typeof stamped === "string" ? stamped : undefined;
}

/** The stamped address of a request as a route handler sees it. */
export function requestClientAddress(request: Pick<RequestHead, "headers">): string | undefined {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined;
}

/**
 * The part of an address that identifies one client for rate limits: an IPv4 address as it is
 * (IPv4-mapped IPv6 included), an IPv6 address by its /64 prefix — one subscriber usually holds a
 * whole /64 and could otherwise walk through it to get fresh budgets.
 */
export function addressKey(address: string): string {
  const plain = stripZone(address);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return mapped[1]!;
  if (!isIPv6(plain)) return plain;
  return `${expandIPv6(plain).slice(0, 4).join(":")}::/64`;
}

function stripZone(address: string): string {
  const zone = address.indexOf("%");
  return zone === -1 ? address : address.slice(0, zone);
}

function expandIPv6(address: string): string[] {
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups.
  const withoutV4 = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [((+a << 8) | +b).toString(16), ((+c << 8) | +d).toString(16)].join(":"),
  );
  const [head = "", tail] = withoutV4.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const zeros = Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""));
}
