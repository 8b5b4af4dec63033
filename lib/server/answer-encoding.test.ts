import { type IncomingHttpHeaders, type IncomingMessage, request, type ServerResponse } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous } from "../auth/caller";
import { createPaste } from "../pastes/mutations";
import { createPasteInputSchema } from "../pastes/schema";
import { type LocalServer, serveLocally } from "../testing/local-server";
import { withOperations } from "./pipeline";
import { ResponseCache } from "./response-cache";

// What the custom server answers about encodings and hosts, as a client sees it on the wire: the
// content coding a client refuses is never sent (from Next.js's answer or the response cache's),
// Vary names each header once, and a request naming two hosts is refused. A stand-in for Next.js
// answers the v3 read of a real paste, large enough to be compressed.

let server: LocalServer;
let pasteId = "";
const body = JSON.stringify({ content: "compressible ".repeat(400) });

beforeAll(async () => {
  pasteId = (await createPaste(anonymous, createPasteInputSchema.parse({ pasties: [{ content: "encodings" }] }), null)).id;
  const fakeNext = async (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader("Content-Type", "application/json");
    // As lib/pastes/http.ts does for a paste's reads.
    res.setHeader("Vary", "Authorization, Cookie, Encryption-Key");
    res.end(body);
  };
  const responseCache = new ResponseCache({ maxBytes: 1024 * 1024, ttlSeconds: 60 });
  server = await serveLocally(withOperations(fakeNext, { trustedProxyHops: 0, security: { https: false, dev: false }, responseCache }));
});
afterAll(() => server.close());

/** A GET with exactly these headers (fetch adds and decodes its own Accept-Encoding). */
function get(path: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${server.base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.once("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .once("error", reject)
      .end();
  });
}

/** A request written byte for byte (a second Host header no client library sends). */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.base);
    const socket = connect(Number(url.port), url.hostname, () => socket.end(text));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.once("end", () => resolve(answer));
    socket.once("error", reject);
  });
}

const varyNames = (headers: IncomingHttpHeaders) => (headers.vary ?? "").split(",").map((name) => name.trim().toLowerCase());

describe("Accept-Encoding", () => {
  it("gzip;q=0 is never answered with gzip, whether Next.js or the response cache answers", async () => {
    const path = `/api/v3/pastes/${pasteId}`;
    const first = await get(path, { "Accept-Encoding": "gzip;q=0" });
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.headers["content-encoding"]).toBeUndefined();
    for (const accepted of ["gzip;q=0", "gzip;q=0, identity", "gzip; q=0.0, *;q=0.5", "*;q=0, identity", "identity"]) {
      const answer = await get(path, { "Accept-Encoding": accepted });
      expect(answer.headers["x-cache"]).toBe("HIT");
      expect(answer.headers["content-encoding"], accepted).toBeUndefined();
      expect(answer.body.toString()).toBe(body);
    }
    const gzipped = await get(path, { "Accept-Encoding": "gzip;q=0.5, identity;q=0.1" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
  });

  it("Vary names Accept-Encoding once, on the first answer and on every answer from the cache", async () => {
    const { id } = await createPaste(anonymous, createPasteInputSchema.parse({ pasties: [{ content: "vary" }] }), null);
    for (const cache of ["MISS", "HIT", "HIT"]) {
      const answer = await get(`/api/v3/pastes/${id}`, { "Accept-Encoding": "gzip" });
      expect(answer.headers["x-cache"]).toBe(cache);
      expect(answer.headers["content-encoding"]).toBe("gzip");
      const names = varyNames(answer.headers);
      expect(
        names.filter((name) => name === "accept-encoding"),
        answer.headers.vary,
      ).toHaveLength(1);
      expect(new Set(names).size, answer.headers.vary).toBe(names.length);
    }
  });
});

describe("Host", () => {
  it("a request naming two hosts is refused with 400 in the surface's shape", async () => {
    const twice = (path: string, hosts: [string, string]) =>
      raw(`GET ${path} HTTP/1.1\r\nHost: ${hosts[0]}\r\nHost: ${hosts[1]}\r\nConnection: close\r\n\r\n`);
    const v3 = await twice(`/api/v3/pastes/${pasteId}`, ["127.0.0.1", "evil.example"]);
    expect(v3).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(v3.slice(v3.indexOf("\r\n\r\n") + 4))).toEqual({ statusCode: 400, message: expect.stringMatching(/Host/) });
    // The same host twice is as ambiguous to whatever sits in front: refused too.
    expect(await twice(`/${pasteId}`, ["127.0.0.1", "127.0.0.1"])).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw(`GET /api/v3/pastes/${pasteId} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)).toMatch(/^HTTP\/1\.1 200 /);
  });
});
