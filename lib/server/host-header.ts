import type { IncomingMessage, ServerResponse } from "node:http";
import { errorBody } from "../http/error-response";
import { isPlainHost } from "../http/public-url";
import { apiShapeOf } from "./malformed-path";

// The host a request names, settled by the custom server before anything reads it: the absolute
// addresses handed out (lib/http/public-url.ts) and the response cache's key are made from it.
// - An absolute-form request line (`GET http://other.example/x HTTP/1.1`, what a client sends to
//   a forward proxy) becomes the path it names, its host the request's Host as HTTP says (RFC 9112
//   3.2.2): Next.js would otherwise answer it with a redirect to that other host.
// - A Host that is not a plain host[:port] (spaces, `<`, `@`, `/`…) is refused with 400, as HTTP
//   asks of a server (RFC 9112 3.2): it would otherwise end up inside a URL, or break one.
// - So is a request with more than one Host header (RFC 9112 3.2 again): Node.js keeps the first
//   and drops the others, while a proxy or cache in front may have gone by another one.
// X-Forwarded-Host and X-Forwarded-Proto are left as sent: what is built from them is believed
// only behind TRUST_PROXY (lib/http/public-url.ts).

const MESSAGE = "The request's Host header is not a valid host name.";

/** Settles the request's host; true when it was refused here (400). */
export function settleHost(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "/";
  if (!url.startsWith("/") && url !== "*") {
    const target = URL.canParse(url) ? new URL(url) : null;
    if (!target || !/^https?:$/.test(target.protocol) || !target.host) return refuse(res, "/");
    req.url = `${target.pathname}${target.search}`;
    req.headers.host = target.host;
  }
  if (hostHeaderCount(req.rawHeaders) > 1) return refuse(res, req.url ?? "/");
  // HTTP/1.0 may send no Host at all (HTTP/1.1 requests without one Node.js refuses itself).
  const host = req.headers.host;
  if (host !== undefined && !isPlainHost(host)) return refuse(res, req.url ?? "/");
  return false;
}

/** How many Host headers the request carried (req.headers keeps one; rawHeaders has them all). */
function hostHeaderCount(rawHeaders: string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length === 4 && name.toLowerCase() === "host") count++;
  }
  return count;
}

function refuse(res: ServerResponse, url: string): true {
  // Before the security headers are set (they depend on the path): this answer carries its own.
  const shape = apiShapeOf(url.split("?")[0]!);
  const body = shape ? JSON.stringify(errorBody(shape, 400, MESSAGE)) : `${MESSAGE}\n`;
  res.writeHead(400, {
    "Content-Type": shape ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(body);
  return true;
}
