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

/**
 * How long a page may hold its place. A render that never ends (a promise nobody settles) would
 * otherwise keep its place for good, and with PAGE_RENDERS_AT_ONCE of them every page of the
 * server waits for ever (seen once in the journeys: four renders, no client left, /healthz
 * unanswered). Past `ms` the place is given back, the reader gets the busy page (or the answer is
 * cut when it has begun), and `outlived` says which page it was.
 */
export interface PlaceHold {
  ms: number;
  outlived: (path: string) => void;
}

export function withRenderGate(handle: Handler, limits: GateLimits, hold?: PlaceHold): GatedHandler {
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
        const answered = (async () => {
          await handle(req, res);
          // Next.js may return before the last byte has left: the place is held until it has.
          await closed;
        })();
        if (!hold) return answered;
        if (await outlives(answered, hold.ms)) {
          hold.outlived(path);
          if (res.headersSent) res.destroy();
          else answerRefusal(res, new AppError("service_unavailable", refusals.busy, { "Retry-After": "5" }));
        }
      });
    } catch (error) {
      if (!(error instanceof AppError) || res.headersSent) throw error;
      answerRefusal(res, error);
    }
  };
  return Object.assign(gated, { busy });
}

/** Whether `work` is still unsettled after `ms` (its later failure is then nobody's to see). */
async function outlives(work: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<true>((resolve) => (timer = setTimeout(resolve, ms, true)));
  try {
    const outlived = await Promise.race([work.then(() => false as const), late]);
    if (outlived) work.catch(() => {});
    return outlived;
  } finally {
    clearTimeout(timer);
  }
}

function answerRefusal(res: ServerResponse, error: AppError): void {
  const title = error.status === 429 ? "Too many requests" : "Busy";
  res.writeHead(error.status, { ...error.headers, "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8" });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} · Myst</title></head><body><main><h1>${title}</h1><p>${error.message}</p></main></body></html>`,
  );
}
