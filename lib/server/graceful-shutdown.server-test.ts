import { Agent, request } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createServerData, type ServerData } from "../testing/server-data";
import { type ServerProcess, startServer } from "../testing/server-process";

// SIGTERM: the server stops accepting connections, lets the request in flight finish (a large
// paste still being uploaded when the signal arrives is created, 201), closes idle keep-alive
// connections, stops its timers, closes the database and exits 0 — and the paste is there after
// the next start. On the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.

let data: ServerData;
const started: ServerProcess[] = [];
beforeAll(async () => {
  data = await createServerData();
});
afterAll(async () => {
  // Ended already unless an assertion failed on the way.
  for (const server of started) await server.kill9();
  await data?.dispose();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

function get(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
    })
      .once("error", reject)
      .end();
  });
}

describe("SIGTERM", () => {
  it("finishes the upload in flight with 201, refuses new connections, exits 0; the paste survives", async () => {
    // With the request lines, which are written behind the answers (lib/core/logger.ts).
    const server = await startServer({ ...data, env: { LOG_LEVEL: "info" } });
    started.push(server);
    // A keep-alive connection left idle must not hold the shutdown up (keepAliveTimeout is 65 s).
    const idleAgent = new Agent({ keepAlive: true });
    expect(await get(`${server.url}/api/v3/ping`, idleAgent)).toBe(200);

    const content = "slow upload line\n".repeat(60_000); // ~1 MB
    const body = Buffer.from(JSON.stringify({ title: "in flight at SIGTERM", pasties: [{ content }] }));
    const uploadAgent = new Agent({ keepAlive: true });
    const upload = request(`${server.url}/api/v3/pastes`, {
      method: "POST",
      agent: uploadAgent,
      // The server's 100 Continue tells that it has the request and waits for its body.
      headers: { "Content-Type": "application/json", "Content-Length": body.length, Expect: "100-continue" },
    });
    const continued = new Promise((resolve) => upload.once("continue", resolve));
    const answered = new Promise<{ status: number; json: { id?: string } }>((resolve, reject) => {
      upload.once("response", (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.once("end", () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) as { id?: string } }));
      });
      upload.once("error", reject);
    });
    upload.flushHeaders();
    await continued;
    upload.write(body.subarray(0, 64 * 1024));

    const signalled = Date.now();
    server.child.kill("SIGTERM");
    // The server handles the signal when its event loop gets to it, which on a loaded machine
    // can take longer than any fixed pause: new connections are refused from then on.
    await vi.waitFor(async () => expect(await connectionRefused(server.port)).toBe(true), { timeout: 8_000, interval: 50 });

    // The rest of the body trickles in after the signal.
    for (let offset = 64 * 1024; offset < body.length; offset += 128 * 1024) {
      upload.write(body.subarray(offset, offset + 128 * 1024));
      await sleep(100);
    }
    upload.end();
    const { status, json } = await answered;
    expect(status).toBe(201);
    expect(json.id).toMatch(/^[a-z0-9]{8}$/);

    const { code } = await server.exited;
    expect(code, server.output()).toBe(0);
    // The last request line is not lost at the exit.
    expect(server.output()).toContain('"method":"POST","path":"/api/v3/pastes","status":201');
    // Well before the 10 s forced exit: nothing (idle sockets, timers, the database) held it up.
    expect(Date.now() - signalled).toBeLessThan(8_000);
    idleAgent.destroy();
    uploadAgent.destroy();

    const restarted = await startServer(data);
    started.push(restarted);
    try {
      const response = await fetch(`${restarted.url}/api/v3/pastes/${json.id}`);
      expect(response.status).toBe(200);
      const paste = (await response.json()) as { title: string; pasties: { content: string }[] };
      expect(paste.title).toBe("in flight at SIGTERM");
      expect(paste.pasties[0]?.content).toBe(content);
    } finally {
      const started = Date.now();
      expect(await restarted.terminate(), restarted.output()).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });
});
