import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * Gives every request an id (kept from a trusted proxy's header when it looks like one), echoes
 * it in the response, and logs one line per request to `lines` when the response is done (the
 * server's is requestLineLogger(), lib/core/logger.ts).
 */
export function instrumentRequests(handle: Handler, lines: Logger): Handler {
  return async (req, res) => {
    const started = performance.now();
    const incoming = req.headers[REQUEST_ID_HEADER];
    const requestId = typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      lines.info({
        requestId,
        method: req.method,
        path: req.url?.split("?")[0],
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
    });
    await handle(req, res);
  };
}
