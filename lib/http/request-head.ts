import type { IncomingMessage } from "node:http";
import { requestScheme } from "./public-url";

/**
 * What the read path needs of a request: its method, URL and headers. A web `Request` (route
 * handlers) is one; so is a Node.js request seen through `nodeRequestHead`, which the server's
 * direct routes answer without building a web Request (lib/server/direct-routes.ts).
 */
export interface RequestHead {
  readonly method: string;
  readonly url: string;
  readonly headers: { get(name: string): string | null };
}

/**
 * A Node.js request as a RequestHead: headers read from `req.headers` as they are asked for (as
 * a web Request built from them answers), the absolute URL only when something asks for it.
 */
export function nodeRequestHead(req: IncomingMessage): RequestHead {
  const headers = req.headers;
  return {
    method: req.method ?? "GET",
    get url() {
      // As Next.js builds a handler's URL: https when a trusted proxy says so, the host the client asked for.
      return `${requestScheme(headers)}://${headers.host ?? "localhost"}${req.url ?? "/"}`;
    },
    headers: {
      get(name: string): string | null {
        const value = headers[name.toLowerCase()];
        if (value === undefined) return null;
        // Only Set-Cookie comes as a list (Node.js joins the others); Headers joins it with ", ".
        return Array.isArray(value) ? value.join(", ") : value;
      },
    },
  };
}
