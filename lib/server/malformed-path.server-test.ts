import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "../testing/server-process";

// Paths whose percent-escapes are not UTF-8 (issue 18, item 5), against the production server:
// Next.js alone answered them with a plain-text 500. Now the APIs answer 400 in their own JSON
// shape and pages show the site's not-found page; nothing is logged as an unexpected error.

let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "myst-server-malformed-"));
  server = await startServer({ dataDir });
});

afterAll(async () => {
  await server?.terminate();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function call(path: string, init?: RequestInit) {
  const response = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const message = expect.stringMatching(/percent-escape/);

describe("malformed percent-escapes in the path", () => {
  it.each(["/api/v3/pastes/%ff", "/api/v3/%ff", "/api/v3/users/%ED%A0%80/pastes", "/raw/%ff/x", "/raw/abcdefgh/%E0%A4%A"])(
    "%s: 400 in the v3 shape",
    async (path) => {
      for (const method of ["GET", "DELETE"]) {
        const answer = await call(path, { method });
        expect(answer.status, `${method} ${path}`).toBe(400);
        expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
        expect(JSON.parse(answer.text)).toEqual({ statusCode: 400, message });
      }
    },
  );

  it.each(["/paste/%ff", "/api/v2/paste/%ff", "/api/v2/%"])("%s: 400 in the older shape", async (path) => {
    const answer = await call(path);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ statusMessage: message });
  });

  it.each(["/%ED%A0%80", "/%ff", "/~%ff", "/abc%", "/abcdefgh/history/%ff/diff", "/profile/%ff"])(
    "%s: the not-found page",
    async (path) => {
      const answer = await call(path);
      expect(answer.status).toBe(404);
      expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
      expect(answer.headers.get("content-security-policy")).toMatch(/script-src/);
      expect(answer.text).toContain("<title>Not found · Myst</title>");
    },
  );

  it("leaves well-formed paths alone and logs no unexpected error", async () => {
    expect((await call("/api/v3/pastes/%7A%7A%7A%7A%7A%7A%7A%7A")).status).toBe(404); // "zzzzzzzz", a missing paste
    expect((await call("/~nobody%2Dhere")).status).toBe(404);
    expect((await call("/api/v3/ping")).status).toBe(200);
    // An escape in the query is the route's to judge (URLSearchParams reads it leniently).
    expect((await call("/api/v3/users/nobody/pastes?page=%ff")).status).toBeLessThan(500);
    expect(server.output()).not.toMatch(/URIError|unexpected error|"level":50/);
  });
});
