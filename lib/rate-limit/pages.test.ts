import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createRouteLabeler } from "../metrics/route-label";
import { createPageMatcher } from "../server/page-routes";
import { withOperations } from "../server/pipeline";
import { type LocalServer, serveLocally } from "../testing/local-server";
import { limitPages } from "./pages";

// Pages spend from the API's budgets (issue 18, item 7): `GET /<random id>` kept answering 404
// after the miss budget was spent, so ids could be scanned through the pages for free. The real
// server pipeline on a real HTTP server, with a stand-in for Next.js that answers like it: a
// paste page 404s for unknown ids, route handlers are left alone (they limit themselves).

const previous = vi.hoisted(() => {
  const names = ["RATE_LIMIT_ENABLED", "RATE_LIMIT_READ_PER_MINUTE", "RATE_LIMIT_MISS_PER_MINUTE"];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  Object.assign(process.env, { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_READ_PER_MINUTE: "8", RATE_LIMIT_MISS_PER_MINUTE: "3" });
  return saved;
});

// The build's tables, as `next build` writes them for these routes.
const appPaths = {
  "/(site)/[pasteId]/page": "/[pasteId]",
  "/(site)/page": "/",
  "/_not-found/page": "/_not-found",
  "/api/v3/pastes/[pasteId]/route": "/api/v3/pastes/[pasteId]",
  "/healthz/route": "/healthz",
};
const label = createRouteLabeler({
  staticRoutes: [
    { page: "/", regex: "^/(?:/)?$" },
    { page: "/healthz", regex: "^/healthz(?:/)?$" },
  ],
  dynamicRoutes: [
    { page: "/api/v3/pastes/[pasteId]", regex: "^/api/v3/pastes/([^/]+?)(?:/)?$" },
    { page: "/[pasteId]", regex: "^/([^/]+?)(?:/)?$" },
  ],
});

let server: LocalServer;
let base = "";
const rendered: string[] = [];

beforeAll(async () => {
  const fakeNext = async (req: IncomingMessage, res: ServerResponse) => {
    rendered.push(req.url!);
    res.statusCode = req.url === "/" || req.url === "/healthz" || req.url!.startsWith("/_next/") ? 200 : 404;
    res.end("answer");
  };
  server = await serveLocally(
    withOperations(fakeNext, {
      // Each test is its own client, by the address a (trusted) proxy reports.
      trustedProxyHops: 1,
      security: { https: false, dev: false },
      limitPages: limitPages(createPageMatcher(appPaths, label)),
    }),
  );
  base = server.base;
});

afterAll(async () => {
  await server.close();
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const get = async (path: string, client = "192.0.2.1") => {
  const response = await fetch(`${base}${path}`, { headers: { "X-Forwarded-For": client } });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

describe("pages and the rate limits", () => {
  it("a 404 page costs a miss; once the misses are used up, pages are refused with 429 before anything renders", async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await get(`/scan000${i}`)).status);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    const refused = await get("/scan0009");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    expect(refused.text).toMatch(/Too many requests for things that do not exist\. Try again in \d+ seconds\./);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(rendered.filter((path) => path.startsWith("/scan"))).toHaveLength(3);
    // Even pages that exist, until the window ends (the same rule as the API's).
    expect((await get("/")).status).toBe(429);
  });

  it("leave route handlers and build files to their own limits", async () => {
    // The address's misses are used up (above), yet the pipeline lets these through: the route
    // wrapper limits the API itself, and build files are not pages.
    expect((await get("/api/v3/pastes/zzzzzzzz")).status).toBe(404);
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/_next/static/chunk.js")).status).toBe(200);
  });

  it("a page spends a read", async () => {
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push(await get("/", "192.0.2.2"));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    expect(answers[8]!.headers.get("ratelimit-limit")).toBe("8");
    expect(answers[8]!.text).toMatch(/Too many requests\. Try again in \d+ seconds\./);
    // Another client is not affected.
    expect((await get("/", "192.0.2.3")).status).toBe(200);
  });
});
