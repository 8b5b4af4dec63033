import { AsyncLocalStorage } from "node:async_hooks";
import { processSingleton } from "./process-state";

// Work a request starts and does not wait for (a written version's renders, its page rendered
// ahead) must not keep that request alive. A promise remembers the async context it was made in,
// and a request's context holds the request, its response with its compression buffers, and
// Next.js's stores: in a heap snapshot after 3,000 writes, 493 renders still waiting in the
// render threads' backlog kept 493 answered requests alive, each with a 64 KiB gzip buffer.
// Such work runs in the context of the process's start instead, taken when this module is first
// loaded: by the server at start (and by a test file at its start), before any request.
const startContext = processSingleton("startContext", () => AsyncLocalStorage.snapshot());

/** Runs `work` (and what it chains) as if no request were being answered. */
export function outsideRequest<R>(work: () => R): R {
  return startContext(work);
}
