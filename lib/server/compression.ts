import type { IncomingMessage, ServerResponse } from "node:http";
// The `compression` middleware Next.js itself ships and would otherwise apply (next.config.mjs
// turns Next's off so that it runs outside the page assembly instead).
import compression from "next/dist/compiled/compression";

const middleware = compression();

/** gzip/deflate for clients that accept it, for compressible answers above 1 KiB. */
export function compressAnswers(req: IncomingMessage, res: ServerResponse): void {
  middleware(req, res, () => {});
}
