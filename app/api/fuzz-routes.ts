import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { db } from "@/lib/db/client";
import { whenRenderingsSettle } from "@/lib/render/render";
import { createTestSessionHeaders, createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import { ORIGINAL_PASTE_KEYS, ORIGINAL_V1_PASTE_KEYS } from "@/lib/testing/original-objects";
import { isGistApiPath } from "@/lib/gists/http";
import { toWellFormed, type World } from "./fuzz-inputs";

// The fuzz suites' ground (fuzz.test.ts, fuzz-attacks.test.ts): every v3, v2 and older-interface
// route module (found by globbing app/**/route.ts), the actors a test starts from, and the
// property every answer must have.

process.env.RATE_LIMIT_ENABLED = "false";

export const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const appDir = fileURLToPath(new URL("../", import.meta.url));
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
type Method = (typeof METHODS)[number];
type Handler = Parameters<typeof callRoute>[0];

interface RouteModule {
  file: string;
  /** URL path with `[param]` segments, e.g. /api/v3/pastes/[pasteId]. */
  template: string;
  params: { name: string; catchAll: boolean }[];
  handlers: [Method, Handler][];
  shape: "v3" | "legacy" | "github";
}

function findRouteFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return findRouteFiles(path);
    return entry === "route.ts" ? [path] : [];
  });
}

const routeFiles = findRouteFiles(appDir)
  .map((file) => ({ file, template: `/${relative(appDir, join(file, "..")).split(sep).join("/")}` }))
  // The v3 and v2 APIs, the older /paste interface and the /api catch-all; pages, auth forms
  // and next-auth answer HTML/redirects and are tested elsewhere.
  .filter(({ template }) => /^\/api\/(v3|v2|\[)/.test(template) || /^\/paste(\/|$)/.test(template))
  .sort((a, b) => a.template.localeCompare(b.template));

export const routes: RouteModule[] = await Promise.all(
  routeFiles.map(async ({ file, template }) => {
    const handlers = (await import(file)) as Record<string, unknown>;
    return {
      file,
      template,
      params: [...template.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((match) => ({ name: match[2]!, catchAll: !!match[1] })),
      handlers: METHODS.filter((method) => typeof handlers[method] === "function").map(
        (method) => [method, handlers[method] as Handler] as [Method, Handler],
      ),
      shape: isGistApiPath(template) ? "github" : template.startsWith("/api/v3/") ? "v3" : "legacy",
    };
  }),
);

/** The actors, made fresh for each handler (a fuzzed DELETE may remove any of them). */
export async function createWorld(): Promise<World> {
  const owner = await createTestUser();
  const admin = await createTestUser({ isAdmin: true });
  const ownerToken = await createTestToken(owner.id, ["paste", "user", "user:access_tokens"]);
  const adminToken = await createTestToken(admin.id, ["paste", "user"]);
  const pasteIds: string[] = [];
  for (const body of [
    { title: "public", pasties: [{ content: "hello" }, { content: "fn main() {}", language: "Rust" }] },
    { title: "private", private: true, tags: ["t"], pasties: [{ content: "secret" }] },
  ]) {
    const { POST } = await import("./v3/pastes/route");
    const result = await callRoute(POST, { method: "POST", path: "/api/v3/pastes", body, token: ownerToken });
    pasteIds.push((result.json as { id: string }).id);
  }
  // A third in the owner's recycle bin, for the bin's doors (and every other door's 404 of it).
  const { POST } = await import("./v3/pastes/route");
  const binned = await callRoute(POST, {
    method: "POST",
    path: "/api/v3/pastes",
    body: { pasties: [{ content: "binned" }] },
    token: ownerToken,
  });
  const binnedId = (binned.json as { id: string }).id;
  const { DELETE } = await import("./v3/pastes/[pasteId]/route");
  await callRoute(DELETE, { method: "DELETE", path: `/api/v3/pastes/${binnedId}`, params: { pasteId: binnedId }, token: ownerToken });
  pasteIds.push(binnedId);
  return {
    pasteIds,
    usernames: [owner.username, admin.username],
    tokens: [ownerToken, adminToken],
    sessionHeaders: await createTestSessionHeaders(owner.id),
  };
}

/** The original object each older paste door answers: a 200 holds exactly its keys (clients parse them strictly). */
const ORIGINAL_KEYS: Record<string, string[]> = {
  "/paste": ORIGINAL_PASTE_KEYS,
  "/paste/[id]": ORIGINAL_PASTE_KEYS,
  "/api/v2/paste": ORIGINAL_PASTE_KEYS,
  "/api/v2/paste/[id]": ORIGINAL_PASTE_KEYS,
  "/api/paste": ORIGINAL_V1_PASTE_KEYS,
};

let countQuery: string | undefined;

/**
 * Rows in every table of the schema, in one query (a failed request must change none), once the
 * background renders of pastes written before are stored (lib/render): their rows are theirs.
 */
export async function rowCounts(): Promise<Record<string, number>> {
  await whenRenderingsSettle();
  if (!countQuery) {
    const tables = await db().$queryRaw<{ name: string }[]>`
      SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`;
    countQuery = `SELECT ${tables.map(({ name }) => `(SELECT count(*)::int FROM "${name}") AS "${name}"`).join(", ")}`;
  }
  const [counts] = await db().$queryRawUnsafe<Record<string, number>[]>(countQuery);
  return counts ?? {};
}

function pathFor(route: RouteModule, params: Record<string, string | string[]>): string {
  return route.template.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => {
    const value = params[name];
    const parts = Array.isArray(value) ? value : [value ?? ""];
    return parts.map((part) => encodeURIComponent(toWellFormed(part))).join("/");
  });
}

export async function expectWellBehaved(
  route: RouteModule,
  method: Method,
  handler: Handler,
  request: { params: Record<string, string | string[]>; query: string; body?: string | Uint8Array; headers: Record<string, string> },
): Promise<number> {
  const before = await rowCounts();
  const path = `${pathFor(route, request.params)}${request.query ? `?${request.query}` : ""}`;
  const result = await callRoute(handler, {
    method,
    path,
    params: request.params,
    body: method === "GET" || method === "HEAD" ? undefined : request.body,
    headers: request.headers,
  });
  const context = `${method} ${path.slice(0, 200)} → ${result.status} ${result.text.slice(0, 300)}`;
  expect(result.status, context).toBeGreaterThanOrEqual(200);
  expect(result.status, context).toBeLessThan(500);
  const originalKeys = ORIGINAL_KEYS[route.template];
  if (result.status === 200 && originalKeys && result.json !== undefined)
    expect(Object.keys(result.json as object).sort(), context).toEqual(originalKeys);
  if (result.status >= 400) {
    expect(result.headers.get("content-type"), context).toMatch(/^application\/json/);
    if (route.shape === "v3") {
      expect(result.json, context).toEqual({ statusCode: result.status, message: expect.any(String) });
    } else if (route.shape === "github") {
      expect(result.json, context).toEqual({
        message: expect.any(String),
        documentation_url: "/docs/api/gists",
        ...(result.status === 422 ? { errors: expect.any(Array) } : {}),
      });
    } else {
      expect(result.json, context).toEqual({ statusMessage: expect.any(String) });
    }
    expect(await rowCounts(), `${context}: a failed request changed the data`).toEqual(before);
  }
  return result.status;
}
