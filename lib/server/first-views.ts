import { request } from "node:http";
import { countFirstViewRender } from "../metrics/record";
import type { FirstViewRenderer } from "../pastes/first-views";

// A version's page rendered when it is written (lib/pastes/first-views.ts says which), by asking
// this server for it as its first anonymous reader would: through the whole pipeline, so the
// response cache keeps it under the rules it keeps any page by (and drops it when a change comes
// in meanwhile), and the page is the one that reader would have been rendered. It is extra work
// paid for versions nobody may read, so it never takes a reader's place and a flood of writes
// cannot make it a flood of renders: at most `perSecond` pages a second (a burst of as many),
// rendered one at a time, at most `queued` waiting; none while readers' pages wait for a render or
// the highlighting could not keep up. What is not rendered ahead is rendered by its first view.
// A version is offered a place once its highlighting is stored, not before: under a flood of
// writes the render threads' backlog is minutes deep, and versions waiting in it held every place
// while those already highlighted were dropped (28 pages rendered ahead of 4,000 written, in
// docs/develop/benchmarks.md). Waiting for the highlighting costs a closure per version, within
// the bound of that backlog (RENDER_BACKLOG_BYTES).

export interface FirstViewLimits {
  /** Pages rendered ahead at most, a second on average; 0: none is. */
  perSecond: number;
  /** Versions (highlighted) that may wait for their page; beyond them, offers are dropped. */
  queued: number;
  /** Whether readers' pages are being rendered or waiting (render-gate.ts): then none is rendered ahead. */
  busy: () => boolean;
  /** Asks the server for `path` as a client asking `origin` would. */
  fetchPage: (path: string, origin: string) => Promise<void>;
  /** The clock, in milliseconds. */
  now?: () => number;
}

export function firstViewRenderer(limits: FirstViewLimits): FirstViewRenderer | undefined {
  if (limits.perSecond === 0) return undefined;
  const now = limits.now ?? Date.now;
  // A token bucket: `perSecond` of them at most (one at least), one back every 1/perSecond s.
  const burst = Math.max(1, limits.perSecond);
  let tokens = burst;
  let filledAt = now();
  let offered = 0;
  // One at a time, in order: the chain's end.
  let last: Promise<void> = Promise.resolve();
  const offer = (pasteId: string, origin: string) => {
    const time = now();
    tokens = Math.min(burst, tokens + ((time - filledAt) / 1000) * limits.perSecond);
    filledAt = time;
    if (offered >= limits.queued || tokens < 1) {
      countFirstViewRender("full");
      return;
    }
    tokens--;
    offered++;
    const turn = last.then(async () => {
      if (limits.busy()) {
        countFirstViewRender("busy");
        return;
      }
      try {
        await limits.fetchPage(`/${pasteId}`, origin);
        countFirstViewRender("rendered");
      } catch {
        countFirstViewRender("failed");
      }
    });
    last = turn.finally(() => offered--);
  };
  return (pasteId, origin, highlighted) => {
    void highlighted.then(
      (done) => (done ? offer(pasteId, origin) : countFirstViewRender("busy")),
      () => countFirstViewRender("busy"),
    );
  };
}

/** `fetchPage` for a server listening on `port` of `host`: one plain GET, its body read and dropped. */
export function pageFetcher(host: string, port: number): FirstViewLimits["fetchPage"] {
  // A server listening on every address is asked on the loopback one.
  const address = host === "0.0.0.0" || host === "::" || host === "" ? "127.0.0.1" : host;
  return (path, origin) =>
    new Promise((resolve, reject) => {
      const { protocol, host: asked } = new URL(origin);
      // https is what a trusted proxy said the client used (lib/http/public-url.ts): said again here.
      const headers: Record<string, string> = { host: asked, accept: "text/html" };
      if (protocol === "https:") headers["x-forwarded-proto"] = "https";
      const asking = request({ host: address, port, path, headers, agent: false }, (response) => {
        response.resume();
        response.once("end", () => (response.statusCode === 200 ? resolve() : reject(new Error(`status ${response.statusCode}`))));
        response.once("error", reject);
      });
      asking.once("error", reject);
      asking.end();
    });
}
