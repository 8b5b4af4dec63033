import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forClient } from "../http/request-context";
import { type LocalServer, serveLocally } from "../testing/local-server";
import { withRenderGate } from "./render-gate";

// The gate in front of Next.js, on a real HTTP server whose stand-in for Next.js answers only when
// the test lets it: what a reader sees when the server is busy, and that one client cannot fill it.

interface Held {
  path: string;
  /** Ends this request's answer. */
  finish: () => void;
}

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A stand-in for Next.js that holds each answer until the test finishes it; each request's client is `x-client`. */
async function serveGated(limits: { concurrency: number; queue: number; perClient: number }) {
  const held: Held[] = [];
  let arrived = 0;
  let closed = 0;
  let running = 0;
  let mostAtOnce = 0;
  const fakeNext = async (req: IncomingMessage, res: ServerResponse) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    res.writeHead(200, { "Content-Type": "text/plain" });
    res.write("started ");
    // Next.js may return before the last byte leaves: the place is held until the answer ends.
    held.push({
      path: req.url ?? "/",
      finish: () => {
        running -= 1;
        res.end("done");
      },
    });
  };
  const gated = withRenderGate(fakeNext, limits);
  server = await serveLocally((req, res) => {
    arrived += 1;
    res.once("close", () => (closed += 1));
    return forClient(String(req.headers["x-client"] ?? "198.51.100.1"), () => gated(req, res));
  });
  const base = server.base;
  return {
    held,
    arrived: () => arrived,
    /** Answers sent or given up by their client. */
    closed: () => closed,
    mostAtOnce: () => mostAtOnce,
    get: (path: string, client = "198.51.100.1", signal?: AbortSignal) =>
      fetch(`${base}${path}`, { headers: { "x-client": client }, signal }),
  };
}

describe("the render gate", () => {
  it("renders at most its concurrency at once, the rest in turn, and answers everyone", async () => {
    const next = await serveGated({ concurrency: 2, queue: 10, perClient: 10 });
    const answers = ["/a", "/b", "/c", "/d", "/e"].map((path, index) => next.get(path, `198.51.100.${index + 1}`));
    await vi.waitFor(() => expect(next.arrived()).toBe(5));
    expect(next.held).toHaveLength(2);
    // Each finished answer lets the next one in.
    for (let done = 0; done < 5; done++) {
      await vi.waitFor(() => expect(next.held.length).toBe(Math.min(done + 2, 5)));
      next.held[done]!.finish();
    }
    const texts = await Promise.all(
      answers.map(async (answer) => {
        const response = await answer;
        return `${response.status} ${await response.text()}`;
      }),
    );
    expect(texts).toEqual(Array(5).fill("200 started done"));
    expect(next.mostAtOnce()).toBe(2);
  });

  it("answers a page 503 with Retry-After at once when the queue is full, and lets the API through", async () => {
    const next = await serveGated({ concurrency: 1, queue: 1, perClient: 10 });
    const first = next.get("/running", "198.51.100.1");
    const second = next.get("/waiting", "198.51.100.2");
    await vi.waitFor(() => expect(next.arrived()).toBe(2));
    const page = await next.get("/some-paste", "198.51.100.3");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("1");
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("The server is busy; try again in a moment.");
    // Route handlers have gates of their own for expensive work: a ping never waits behind pages.
    const api = next.get("/api/v3/ping", "198.51.100.3");
    await vi.waitFor(() => expect(next.held.map((request) => request.path)).toEqual(["/running", "/api/v3/ping"]));
    next.held[1]!.finish();
    expect((await api).status).toBe(200);
    next.held[0]!.finish();
    await vi.waitFor(() => expect(next.held).toHaveLength(3));
    next.held[2]!.finish();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
  });

  it("lets one client hold only its share of the places (429), while others still get in", async () => {
    const next = await serveGated({ concurrency: 1, queue: 10, perClient: 2 });
    const greedy = [next.get("/1", "203.0.113.9"), next.get("/2", "203.0.113.9")];
    await vi.waitFor(() => expect(next.arrived()).toBe(2));
    const third = await next.get("/3", "203.0.113.9");
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe("1");
    const someoneElse = next.get("/4", "198.51.100.4");
    for (let done = 0; done < 3; done++) {
      await vi.waitFor(() => expect(next.held.length).toBeGreaterThan(done));
      next.held[done]!.finish();
    }
    expect(await Promise.all([...greedy, someoneElse].map(async (answer) => (await answer).status))).toEqual([200, 200, 200]);
  });

  it("lets Next.js's static files through even when every place is taken", async () => {
    const next = await serveGated({ concurrency: 1, queue: 0, perClient: 10 });
    const page = next.get("/page");
    await vi.waitFor(() => expect(next.held).toHaveLength(1));
    const asset = next.get("/_next/static/chunks/app.js");
    await vi.waitFor(() => expect(next.held).toHaveLength(2));
    expect(next.held[1]!.path).toBe("/_next/static/chunks/app.js");
    for (const request of next.held) request.finish();
    expect([(await page).status, (await asset).status]).toEqual([200, 200]);
  });

  it("renders nothing for a client that left while waiting, and gives its place back", async () => {
    const next = await serveGated({ concurrency: 1, queue: 10, perClient: 2 });
    const client = "203.0.113.7";
    const running = next.get("/running", client);
    await vi.waitFor(() => expect(next.held).toHaveLength(1));
    const leaving = new AbortController();
    const left = next.get("/left", client, leaving.signal).catch(() => "aborted");
    await vi.waitFor(() => expect(next.arrived()).toBe(2));
    leaving.abort();
    expect(await left).toBe("aborted");
    await vi.waitFor(() => expect(next.closed()).toBe(1));
    next.held[0]!.finish();
    expect((await running).status).toBe(200);
    // Both of the client's places are free again: two more requests are taken, not refused.
    const again = [next.get("/again-1", client), next.get("/again-2", client)];
    await vi.waitFor(() => expect(next.held.map((request) => request.path)).toEqual(["/running", "/again-1"]));
    next.held[1]!.finish();
    await vi.waitFor(() => expect(next.held).toHaveLength(3));
    next.held[2]!.finish();
    expect(await Promise.all(again.map(async (answer) => (await answer).status))).toEqual([200, 200]);
  });

  it("gives back the place of a render that never ends: the busy page, or a cut answer, and the next page is served", async () => {
    const outlived: string[] = [];
    const never = new Promise<void>(() => {});
    const standIn = async (req: IncomingMessage, res: ServerResponse) => {
      if (req.url === "/stuck") return never;
      if (req.url === "/half") {
        res.writeHead(200, { "Content-Type": "text/plain" });
        res.write("half ");
        return never;
      }
      res.end("fine");
    };
    const gated = withRenderGate(
      standIn,
      { concurrency: 1, queue: 10, perClient: 10 },
      { ms: 100, outlived: (path) => outlived.push(path) },
    );
    server = await serveLocally((req, res) => gated(req, res));
    const stuck = await fetch(`${server.base}/stuck`);
    expect([stuck.status, stuck.headers.get("retry-after"), await stuck.text()]).toEqual([503, "5", expect.stringContaining("busy")]);
    const half = await fetch(`${server.base}/half`);
    await expect(half.text()).rejects.toThrow();
    const fine = await fetch(`${server.base}/fine`);
    expect([fine.status, await fine.text()]).toEqual([200, "fine"]);
    expect(outlived).toEqual(["/stuck", "/half"]);
  });
});
