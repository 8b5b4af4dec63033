import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveLocally, type LocalServer } from "../testing/local-server";
import { instrumentRequests } from "./request-log";

// One JSON line per request, with its id echoed to the client, and nothing of the query (where
// a client may put a secret). That the server's lines reach its output, the one answered while
// it stops included, is graceful-shutdown.server-test.ts's.

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
// The request lines' logger settings (lib/core/logger.ts), writing here.
const log = pino({ base: undefined }, sink);

let server: LocalServer;
beforeAll(async () => {
  server = await serveLocally(instrumentRequests(async (_req, res) => void res.writeHead(204).end(), log));
});
afterAll(() => server.close());

describe("the request log", () => {
  it("writes one line per request: its id (echoed), method, path without the query, status and duration", async () => {
    const answer = await fetch(`${server.base}/raw/abcd1234/efgh5678?token=secret`, { headers: { "X-Request-Id": "trace-0123456789" } });
    expect(answer.headers.get("x-request-id")).toBe("trace-0123456789");
    await expect
      .poll(() => lines.find((line) => line.requestId === "trace-0123456789"))
      .toMatchObject({
        method: "GET",
        path: "/raw/abcd1234/efgh5678",
        status: 204,
        durationMs: expect.any(Number),
      });
    expect(JSON.stringify(lines)).not.toContain("secret");
  });
});
