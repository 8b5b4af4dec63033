import { type IncomingMessage, request, type ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous } from "../auth/caller";
import { createPaste } from "../pastes/mutations";
import { createPasteInputSchema } from "../pastes/schema";
import { type LocalServer, serveLocally } from "../testing/local-server";
import { withOperations } from "./pipeline";
import { ResponseCache } from "./response-cache";

// A burst of readers of an answer nobody kept (a popular page after an edit, in a language not
// asked for before) costs one render, not one per reader: the others wait for it and are served
// what it stored. A stand-in for Next.js answers the v3 read of real pastes, slowly, and counts
// what it was asked; an answer the cache cannot keep, or whose reader went away, holds nobody up.

let server: LocalServer;
const asked: string[] = [];
/** Paths the stand-in answers with a 404 (nothing the cache keeps). */
const missing = new Set<string>();
/** When set, the stand-in waits for it before answering (a render that takes its time). */
let slowRender: Promise<void> | null = null;

beforeAll(async () => {
  const fakeNext = async (req: IncomingMessage, res: ServerResponse) => {
    asked.push(req.url ?? "");
    await (slowRender ?? new Promise((resolve) => setTimeout(resolve, 200)));
    res.statusCode = missing.has(req.url ?? "") ? 404 : 200;
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ url: req.url, made: asked.length }));
  };
  const responseCache = new ResponseCache({ maxBytes: 1024 * 1024, ttlSeconds: 60 });
  server = await serveLocally(withOperations(fakeNext, { trustedProxyHops: 0, security: { https: false, dev: false }, responseCache }));
});
afterAll(() => server.close());

const newPublicPaste = async () =>
  (await createPaste(anonymous, createPasteInputSchema.parse({ pasties: [{ content: "burst" }] }), null)).id;

async function read(path: string) {
  const response = await fetch(`${server.base}${path}`);
  return { status: response.status, cache: response.headers.get("x-cache"), body: await response.text() };
}

describe("a burst of readers of an answer nobody kept", () => {
  it("is made once: one reader misses, the others are served what it stored", async () => {
    const path = `/api/v3/pastes/${await newPublicPaste()}`;
    asked.length = 0;
    const answers = await Promise.all(Array.from({ length: 8 }, () => read(path)));
    expect(asked).toEqual([path]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => answer.cache === "MISS")).toHaveLength(1);
    expect(answers.filter((answer) => answer.cache === "HIT")).toHaveLength(7);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it("whose answer the cache does not keep: every reader gets it, after the first", async () => {
    const path = `/api/v3/pastes/${await newPublicPaste()}`;
    missing.add(path);
    asked.length = 0;
    const answers = await Promise.all(Array.from({ length: 5 }, () => read(path)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(404));
    expect(asked).toHaveLength(5);
  });

  it("whose first reader goes away before the answer: the others do not wait for it", async () => {
    const path = `/api/v3/pastes/${await newPublicPaste()}`;
    let renderNow!: () => void;
    slowRender = new Promise((resolve) => (renderNow = resolve));
    asked.length = 0;
    const leaving = request(`${server.base}${path}`).once("error", () => {});
    leaving.end();
    await expect.poll(() => asked.length).toBe(1);
    const waiting = read(path);
    leaving.destroy();
    // The one who left is still being rendered for; the reader who waited for it makes its own.
    await expect.poll(() => asked.length).toBe(2);
    renderNow();
    slowRender = null;
    expect((await waiting).status).toBe(200);
  });
});
