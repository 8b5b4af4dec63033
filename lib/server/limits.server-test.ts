import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerData, type ServerData } from "../testing/server-data";
import { type ServerProcess, startServer } from "../testing/server-process";

// The production server's own limits (issue 18, items 7 and 12), each client told apart by its
// loopback source address (127.0.0.x all reach a server on 127.0.0.1), so the suite's own
// requests from 127.0.0.1 never spend a tested client's budget or connections:
//   - pages spend from the API's budgets: a 404 page costs a miss, and once the misses are used
//     up, page lookups answer 429 too (ids cannot be scanned through the pages);
//   - one address may hold only MAX_CONNECTIONS_PER_ADDRESS connections (5 here): the next one
//     is closed at once, while other addresses are served as usual.

const CAP = 5;

let data: ServerData;
let server: ServerProcess;

beforeAll(async () => {
  data = await createServerData();
  server = await startServer({
    dataDir: data.dataDir,
    databaseUrl: data.databaseUrl,
    env: { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_MISS_PER_MINUTE: "3", MAX_CONNECTIONS_PER_ADDRESS: String(CAP) },
  });
});

afterAll(async () => {
  await server?.kill9();
  await data?.dispose();
});

/** One request on its own connection from `from`: status, headers and body. */
function get(path: string, from: string): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: server.port, path, localAddress: from, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer to ${path}`)));
    req.on("error", reject);
    req.end();
  });
}

describe("pages and the miss budget", () => {
  it("a 404 page costs a miss; with the misses used up, page lookups answer 429", async () => {
    const scanner = "127.0.0.21";
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await get(`/zz9scan${i}`, scanner)).status);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    const refused = await get("/zz9scan9", scanner);
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.text).toContain("Too many requests for things that do not exist");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // The API refuses the same client (one budget), another client is served.
    expect((await get("/api/v3/pastes/zz9scan9", scanner)).status).toBe(429);
    expect((await get("/zz9scan9", "127.0.0.22")).status).toBe(404);
  });
});

describe("connections per address", () => {
  /** A connection that has been accepted and is sending its headers slowly (never finishing). */
  function slowSender(from: string): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: "127.0.0.1", port: server.port, localAddress: from }, () => {
        socket.write("GET /api/v3/ping HTTP/1.1\r\nHost: x\r\n");
        resolve(socket);
      });
      socket.once("error", reject);
    });
  }

  /** Whether the server closes a new connection from `from` before answering a request on it. */
  function refusedAtOnce(from: string): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect({ host: "127.0.0.1", port: server.port, localAddress: from }, () => {
        socket.write("GET /api/v3/ping HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
      });
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
      socket.on("error", () => {});
      socket.setTimeout(20_000, () => socket.destroy());
      socket.on("close", () => resolve(!answer.startsWith("HTTP/1.1 200")));
    });
  }

  it("closes a connection over the cap at once, while other addresses are served", async () => {
    const flooder = "127.0.0.31";
    const held = await Promise.all(Array.from({ length: CAP }, () => slowSender(flooder)));
    try {
      expect(await refusedAtOnce(flooder)).toBe(true);
      expect(await refusedAtOnce("127.0.0.32")).toBe(false);
      expect((await get("/api/v3/ping", "127.0.0.33")).status).toBe(200);

      // A freed slot is the address's again (once the server has seen the close).
      held.pop()!.destroy();
      const deadline = Date.now() + 10_000;
      let refused = await refusedAtOnce(flooder);
      while (refused && Date.now() < deadline) refused = await refusedAtOnce(flooder);
      expect(refused).toBe(false);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});
