import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { metrics } from "./registry";
import type { RouteLabeler } from "./route-label";

export const METRICS_PATH = "/metrics";

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Counts and times the request once its answer is finished. */
export function observeRequest(req: IncomingMessage, res: ServerResponse, label: RouteLabeler): void {
  const started = process.hrtime.bigint();
  const route = label(req.url ?? "/");
  const method = KNOWN_METHODS.has(req.method ?? "") ? req.method! : "OTHER";
  res.once("finish", () => {
    const { httpRequests, httpDuration } = metrics();
    httpRequests.inc({ route, method, status: String(res.statusCode) });
    httpDuration.observe({ route, method }, Number(process.hrtime.bigint() - started) / 1e9);
  });
}

/**
 * Answers GET /metrics in Prometheus' text format. With a token configured, only requests that
 * present it as `Authorization: Bearer <token>` get the metrics; others get 401.
 */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse, token: string | undefined): Promise<void> {
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }).end("Method not allowed\n");
    return;
  }
  if (token && !presentsToken(req.headers.authorization, token)) {
    res.writeHead(401, { "WWW-Authenticate": 'Bearer realm="metrics"', "Content-Type": "text/plain; charset=utf-8" }).end("Unauthorized\n");
    return;
  }
  const { registry } = metrics();
  const body = await registry.metrics();
  res.writeHead(200, { "Content-Type": registry.contentType });
  res.end(req.method === "HEAD" ? undefined : body);
}

function presentsToken(authorization: string | undefined, token: string): boolean {
  const presented = /^bearer\s+(.+)$/i.exec(authorization?.trim() ?? "")?.[1]?.trim();
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
