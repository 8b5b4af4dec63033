import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError } from "../core/errors";
import { ConcurrencyGate, type GateLimits } from "../rate-limit/concurrency-gate";
import { apiShapeOf } from "./malformed-path";

// A page that reaches Next.js (one the response cache does not hold) is rendered on this one
// thread, ~50 ms of CPU for a paste page: running 32
// at once finishes none sooner than running a few in turn, and holds 32 render trees, streams and
// their garbage in memory together (the bench's first views peaked at ~800 MB that way). So at
// most `concurrency` run at once and the rest wait their turn, in order; beyond the queue a
// request is answered 503 with Retry-After at once, and one client holds at most `perClient` of
// the places (429), so a single client cannot make everyone else wait. The API's route handlers
// pass straight through, so a ping or a paste read never queues behind pages (their expensive
// work has gates of its own: key derivation, search, rendering), and so do Next.js's static files.

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const refusals = {
  busy: "The server is busy; try again in a moment.",
  tooMany: "Too many pages at once from here; try again in a moment.",
};

/** The gated handler, and whether pages are waiting for a render or every place is taken. */
export type GatedHandler = Handler & { busy: () => boolean };

export function withRenderGate(handle: Handler, limits: GateLimits): GatedHandler {
  const gate = new ConcurrencyGate(() => limits, refusals);
  const busy = () => gate.load.waiting > 0 || gate.load.running >= limits.concurrency;
  const gated: Handler = async (req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    if (path.startsWith("/_next/static/") || apiShapeOf(path) !== null) return handle(req, res);
    // Listened for before waiting: a client that leaves while its request waits frees the place
    // at its turn, and nothing is rendered for nobody.
    const closed = new Promise<void>((resolve) => res.once("close", resolve));
    let gone = false;
    void closed.then(() => (gone = true));
    try {
      await gate.run(async () => {
        if (gone) return;
        await handle(req, res);
        // Next.js may return before the last byte has left: the place is held until it has.
        await closed;
      });
    } catch (error) {
      if (!(error instanceof AppError) || res.headersSent) throw error;
      answerRefusal(res, error);
    }
  };
  return Object.assign(gated, { busy });
}

function answerRefusal(res: ServerResponse, error: AppError): void {
  const title = error.status === 429 ? "Too many requests" : "Busy";
  res.writeHead(error.status, { ...error.headers, "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8" });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} · Myst</title></head><body><main><h1>${title}</h1><p>${error.message}</p></main></body></html>`,
  );
}
