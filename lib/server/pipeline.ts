import type { IncomingMessage, ServerResponse } from "node:http";
import { METRICS_PATH, observeRequest, serveMetrics } from "../metrics/http";
import type { RouteLabeler } from "../metrics/route-label";
import { applyApiManners } from "./api-manners";
import { stampClientAddress } from "./client-address";
import { compressAnswers } from "./compression";
import { assemblePages } from "./page-assembly";
import { applySecurityHeaders, type SecurityHeaderOptions } from "./security-headers";

// What the custom server does to every request before Next.js sees it: note the client's
// address for the route handlers (rate limits), answer /metrics itself (no Next.js route, so
// scrapes cost nothing per request and never touch rendering), set the security headers, count
// and time the request, apply the API manners (trailing slash, CORS: api-manners.ts), compress
// answers, and fill rendered code into pages (page-assembly.ts).

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface PipelineOptions {
  trustedProxyHops: number;
  security: SecurityHeaderOptions;
  /** Off when undefined. */
  metrics?: { token: string | undefined; label: RouteLabeler };
}

export function withOperations(handle: Handler, options: PipelineOptions): Handler {
  return async (req, res) => {
    stampClientAddress(req, options.trustedProxyHops);
    if (options.metrics && (req.url ?? "/").split("?")[0] === METRICS_PATH) {
      await serveMetrics(req, res, options.metrics.token);
      return;
    }
    applySecurityHeaders(req, res, options.security);
    if (options.metrics) observeRequest(req, res, options.metrics.label);
    if (applyApiManners(req, res)) return;
    compressAnswers(req, res);
    assemblePages(res);
    await handle(req, res);
  };
}
