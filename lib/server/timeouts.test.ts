import { createServer, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverTimeouts } from "./timeouts";

// A client that sends its request a byte at a time (slow loris) must not hold a connection, or
// a handler waiting for the body, for longer than the request timeout.

let server: Server;
let port = 0;
/** How the handler's last request ended, once it has: settled by the request's own 'close'. */
let handled: Promise<string> = Promise.resolve("no request");

beforeAll(async () => {
  server = createServer(serverTimeouts({ REQUEST_TIMEOUT_SECONDS: 1, HEADERS_TIMEOUT_SECONDS: 1 }), (req, res) => {
    // Like a route handler: read the whole body, then answer.
    handled = new Promise((resolve) => {
      let size = 0;
      req.on("data", (chunk: Buffer) => (size += chunk.length));
      req.on("end", () => res.end("ok"));
      req.on("error", () => {}); // an aborted body errors too; the outcome is read at 'close'
      // 'close' comes after the body ended or the connection was cut, whichever happened.
      req.once("close", () => resolve(req.complete ? `complete ${size}` : "aborted"));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `head`, then trickles `body` a byte every 200 ms; resolves with what came back and when. */
function trickle(head: string, body: string): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, "127.0.0.1");
    let answer = "";
    let index = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => {
        if (index < body.length && !socket.destroyed) socket.write(body[index++]!);
      }, 200);
    });
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, afterMs: Date.now() - started });
    });
  });
}

describe("request timeouts", () => {
  it("answers a well-behaved request", async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: "hello" });
    expect(await answer.text()).toBe("ok");
  });

  it("closes a connection whose body trickles in slower than the request timeout allows", async () => {
    const { answer, afterMs } = await trickle(
      "POST /api/v3/pastes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n",
      "x".repeat(100),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(4_000);
    // The handler hears of it on its own socket's events, which can come after the client saw
    // its side close: waited for as an event, not polled for within a time.
    expect(await handled).toBe("aborted");
  });

  it("closes a connection whose headers never end", async () => {
    const { answer, afterMs } = await trickle("GET / HTTP/1.1\r\nHost: x\r\n", "X-Slow: ".repeat(50));
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(4_000);
  });

  it("keeps the headers' timeout within the request's", () => {
    expect(serverTimeouts({ REQUEST_TIMEOUT_SECONDS: 10, HEADERS_TIMEOUT_SECONDS: 30 })).toMatchObject({
      requestTimeout: 10_000,
      headersTimeout: 10_000,
    });
    expect(serverTimeouts({ REQUEST_TIMEOUT_SECONDS: 60, HEADERS_TIMEOUT_SECONDS: 20 }).connectionsCheckingInterval).toBe(5_000);
  });
});
