import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Scope, scopes as allScopes } from "@/lib/auth/caller";
import { hasScope } from "@/lib/auth/scopes";
import { verifyAccessToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db/client";
import { expiresInValues } from "@/lib/expires-in";
import { reservedUsernames } from "@/lib/users/reserved-usernames";
import { createTestSessionHeaders, createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";

// Property tests of every v3, v2 and older-interface route module (found by globbing
// app/**/route.ts, so a new route is covered without touching this file): whatever arrives —
// malformed or random JSON, wrong content types, random query strings, odd path ids (NUL, lone
// surrogates, RTL marks, 100k characters), garbage Authorization/cookies/keys, lying
// Content-Length, 10 MB bodies — the answer is never 5xx, every error is JSON in the surface's
// shape, and a failed request writes nothing. FUZZ_RUNS sets the cases per handler.

process.env.RATE_LIMIT_ENABLED = "false";

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
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
  shape: "v3" | "legacy";
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

const routes: RouteModule[] = await Promise.all(
  routeFiles.map(async ({ file, template }) => {
    const module = (await import(file)) as Record<string, unknown>;
    return {
      file,
      template,
      params: [...template.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((match) => ({ name: match[2]!, catchAll: !!match[1] })),
      handlers: METHODS.filter((method) => typeof module[method] === "function").map(
        (method) => [method, module[method] as Handler] as [Method, Handler],
      ),
      shape: template.startsWith("/api/v3/") ? "v3" : "legacy",
    };
  }),
);

// ---- what the fuzzer sends ----

const oddStrings = [
  "",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\u202Eexe.txt",
  "\u200F\u061Cשלום",
  "../../../etc/passwd",
  "%00",
  "%E0%A4%A",
  "x".repeat(100_000),
  "😀".repeat(300),
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "a.zip",
  ".zip",
  "1e309",
  "-1",
  "NaN",
  " ",
];
const oddString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9]{8}$/) },
);
// Header values must be ByteStrings without control characters.
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)),
  maxLength: 80,
});

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 3 }),
);
const pastyLike = fc.record(
  { id: anyValue, title: anyValue, content: anyValue, code: anyValue, language: anyValue },
  { requiredKeys: [] },
);
const structuredBody = fc.record(
  {
    title: anyValue,
    content: anyValue,
    pasties: fc.oneof(fc.array(pastyLike, { maxLength: 3 }), anyValue),
    tags: fc.oneof(fc.array(oddString, { maxLength: 3 }), anyValue),
    expiresIn: fc.oneof(fc.constantFrom("1h", "never", "1y", "forever"), anyValue),
    private: anyValue,
    pinned: anyValue,
    encrypted: anyValue,
    anonymous: anyValue,
    isPublic: anyValue,
    isPrivate: anyValue,
    username: anyValue,
    theme: anyValue,
    scopes: fc.oneof(fc.array(fc.constantFrom("paste", "user", "nope"), { maxLength: 3 }), anyValue),
    description: anyValue,
  },
  { requiredKeys: [] },
);
const bodyText = fc.oneof(
  structuredBody.map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.json(),
  structuredBody.map((value) => JSON.stringify(value).slice(0, -1)), // truncated
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom("", " ", "null", "[]", "{}", '"', "{\"pasties\":", "\uFEFF{}", '{"__proto__":{"x":1}}'),
);
const body = fc.option(
  fc.oneof(
    { weight: 5, arbitrary: bodyText },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) }, // not even UTF-8
  ),
  { nil: undefined },
);
const contentType = fc.option(
  fc.constantFrom(
    "application/json",
    "application/json; charset=utf-16",
    "text/plain",
    "multipart/form-data; boundary=x",
    "application/x-www-form-urlencoded",
    "image/png",
    ";;;",
  ),
  { nil: undefined },
);
const query = fc.oneof(
  fc.constant(""),
  fc.dictionary(oddString, oddString, { maxKeys: 4 }).map((entries) => new URLSearchParams(wellFormed(entries)).toString()),
  fc
    .record(
      {
        page: oddString,
        pageSize: fc.oneof(oddString, fc.integer().map(String)),
        name: oddString,
        extension: oddString,
        id: oddString,
      },
      { requiredKeys: [] },
    )
    .map((entries) => new URLSearchParams(wellFormed(entries)).toString()),
  fc.constantFrom("%", "a=%ZZ", "&&&", "=", "a=1&a=2", "page=1e3&pageSize=-0"),
);

function wellFormed(entries: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).map(([key, value]) => [toWellFormed(key), toWellFormed(value)]));
}
function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

// ---- the actors, made fresh for each handler (a fuzzed DELETE may remove any of them) ----

interface World {
  pasteIds: string[];
  usernames: string[];
  tokens: string[];
  sessionHeaders: Record<string, string>;
}

let world: World;

beforeEach(async () => {
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
  world = {
    pasteIds,
    usernames: [owner.username, admin.username],
    tokens: [ownerToken, adminToken],
    sessionHeaders: await createTestSessionHeaders(owner.id),
  };
});

function paramValue(world: World, name: string) {
  const known = /paste|^id$/i.test(name) ? world.pasteIds : /user/i.test(name) ? world.usernames : [];
  return known.length > 0 ? fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...known) }, { weight: 2, arbitrary: oddString }) : oddString;
}

function headers(world: World) {
  const [ownerToken = "", adminToken = ""] = world.tokens;
  const authorization = fc.option(
    fc.oneof(
      fc.constantFrom(`Bearer ${ownerToken}`, `Bearer ${adminToken}`, ownerToken, "Bearer", "Bearer ", "Basic Zm9vOmJhcg=="),
      fc.constant(`Bearer ${ownerToken.split("-")[0]}-${"0".repeat(64)}`),
      headerText.map((text) => `Bearer ${text}`),
      headerText,
    ),
    { nil: undefined },
  );
  return fc
    .record(
      {
        authorization,
        cookie: fc.option(fc.oneof(fc.constant(world.sessionHeaders.Cookie ?? ""), headerText.map((text) => `myst_session=${text}`), headerText), { nil: undefined }),
        origin: fc.option(fc.oneof(fc.constant("http://localhost"), headerText), { nil: undefined }),
        encryptionKey: fc.option(headerText, { nil: undefined }),
        ifNoneMatch: fc.option(headerText, { nil: undefined }),
        contentLength: fc.option(fc.constantFrom("0", "-1", "abc", "99999999999", "1e3"), { nil: undefined }),
      },
      { requiredKeys: [] },
    )
    .map((picked) => {
      const result: Record<string, string> = {};
      if (picked.authorization !== undefined) result.Authorization = picked.authorization;
      if (picked.cookie !== undefined) result.Cookie = picked.cookie;
      if (picked.origin !== undefined) result.Origin = picked.origin;
      if (picked.encryptionKey !== undefined) result["Encryption-Key"] = picked.encryptionKey;
      if (picked.ifNoneMatch !== undefined) result["If-None-Match"] = picked.ifNoneMatch;
      if (picked.contentLength !== undefined) result["Content-Length"] = picked.contentLength;
      return result;
    });
}

// ---- the properties ----

let countQuery: string | undefined;

/** Rows in every table of the schema, in one query (a failed request must change none). */
async function rowCounts(): Promise<Record<string, number>> {
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

async function expectWellBehaved(
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
  if (result.status >= 400) {
    expect(result.headers.get("content-type"), context).toMatch(/^application\/json/);
    if (route.shape === "v3") {
      expect(result.json, context).toEqual({ statusCode: result.status, message: expect.any(String) });
    } else {
      expect(result.json, context).toEqual({ statusMessage: expect.any(String) });
    }
    expect(await rowCounts(), `${context}: a failed request changed the data`).toEqual(before);
  }
  return result.status;
}

// The paste bodies the size caps must refuse with 413, whatever the id and caller.
const PASTE_BODY_ROUTES = new Set([
  "POST /api/v3/pastes",
  "PATCH /api/v3/pastes/[pasteId]",
  "POST /paste",
  "PATCH /paste/[id]",
  "POST /api/v2/paste",
  "PATCH /api/v2/paste/[id]",
]);

describe("fuzzing every API route module", () => {
  it("finds the v3, v2 and older route modules", () => {
    const templates = routes.map((route) => route.template);
    expect(templates).toEqual(expect.arrayContaining(["/api/v3/pastes", "/api/v3/pastes/[pasteId]", "/api/v2/data/numPastes", "/paste", "/paste/[id]", "/api/[...path]"]));
    expect(routes.every((route) => route.handlers.length > 0)).toBe(true);
  });

  for (const route of routes) {
    for (const [method, handler] of route.handlers) {
      const name = `${method} ${route.template}`;

      it(`${name}: random requests never get 5xx, errors are well-formed, failures write nothing`, async () => {
        const params = fc.record(
          Object.fromEntries(
            route.params.map(({ name: param, catchAll }) => [
              param,
              catchAll ? fc.array(paramValue(world, param), { minLength: 1, maxLength: 3 }) : paramValue(world, param),
            ]),
          ) as Record<string, fc.Arbitrary<string | string[]>>,
        );
        const request = fc
          .record({ params, query, body, headers: headers(world), contentType })
          .map(({ contentType: type, ...rest }) => ({
            ...rest,
            headers: type ? { ...rest.headers, "Content-Type": type } : rest.headers,
          }));
        await fc.assert(
          fc.asyncProperty(request, async (input) => {
            await expectWellBehaved(route, method, handler, input);
          }),
          { numRuns: RUNS },
        );
      });

      if (method !== "GET" && method !== "HEAD") {
        it(`${name}: a 10 MB line is refused${PASTE_BODY_ROUTES.has(name) ? " with 413" : " cleanly"}`, async () => {
          const params = Object.fromEntries(route.params.map(({ name: param, catchAll }) => [param, catchAll ? ["x"] : world.pasteIds[0]!]));
          const line = "y".repeat(10 * 1024 * 1024);
          const pasteBody = JSON.stringify({ title: "big", pasties: [{ title: "big", content: line, code: line }] });
          for (const sent of [pasteBody, line]) {
            const status = await expectWellBehaved(route, method, handler, {
              params,
              query: "",
              body: sent,
              headers: { "Content-Type": "application/json", Authorization: `Bearer ${world.tokens[0]}` },
            });
            if (PASTE_BODY_ROUTES.has(name)) expect(status).toBe(413);
          }
        });
      }
    }
  }

  it("content over the paste cap but under the body cap is refused with 413 and not stored", async () => {
    const { POST } = await import("./v3/pastes/route");
    const before = await rowCounts();
    const result = await callRoute(POST, {
      method: "POST",
      path: "/api/v3/pastes",
      body: { pasties: [{ content: "z".repeat(1_200_000) }, { content: "z".repeat(1_200_000) }] },
    });
    expect(result.status).toBe(413);
    expect(result.json).toEqual({ statusCode: 413, message: expect.any(String) });
    expect(await rowCounts()).toEqual(before);
  });
});

// ---- issue 18: the holes an attacker found, as properties ----

describe("sign-in redirects (item 3)", () => {
  // Characters browsers treat specially in URLs: dropped (tab, newline), read as "/" ("\"), or
  // that turn a path into another origin ("//", ":", "@").
  const urlish = fc.string({
    unit: fc.constantFrom("/", "\\", "\t", "\n", "\r", "\u000b", "\u0000", ".", "%", "2", "f", "e", ":", "@", "?", "#", " ", "é", "evil", "example"),
    maxLength: 16,
  });

  it("send the browser only to a path of this site, whatever ?next= holds", async () => {
    const { POST } = await import("../auth/login/route");
    const user = await createTestUser({ password: "long enough pw" });
    await fc.assert(
      fc.asyncProperty(urlish, async (next) => {
        const result = await callRoute(POST, {
          method: "POST",
          headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ username: user.username, password: "long enough pw", next }).toString(),
        });
        const location = result.headers.get("location") ?? "";
        const context = `${JSON.stringify(next)} → ${result.status} ${JSON.stringify(location)}`;
        expect(result.status, context).toBe(303);
        // What a browser makes of it (the URL parser drops tabs and newlines, reads "\" as "/").
        expect(new URL(location, "http://localhost").origin, context).toBe("http://localhost");
        expect(location, context).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("malformed percent-escapes in paths (item 5)", () => {
  // The custom server's pipeline in front of a stand-in for Next.js that must never see them.
  const reachedNext: string[] = [];
  let base = "";
  let server: import("node:http").Server;

  beforeAll(async () => {
    const { createServer } = await import("node:http");
    const { withOperations } = await import("@/lib/server/pipeline");
    server = createServer(
      withOperations(
        async (req, res) => {
          reachedNext.push(req.url ?? "");
          res.end("next");
        },
        { trustedProxyHops: 0, security: { https: false, dev: false } },
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as import("node:net").AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // A percent-escape that does not decode to UTF-8: a stray byte, half a surrogate pair, an
  // overlong form, a cut-off sequence or a lone "%".
  const broken = fc.constantFrom("%ff", "%ED%A0%80", "%C0%AF", "%E0%A4%A", "%", "%e", "%zz", "%F4%90%80%80", "%80");
  const wellFormed = fc.string({ maxLength: 12 }).map((text) => encodeURIComponent(toWellFormed(text)));

  it("are answered before Next.js: 400 in each API route's own shape", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), wellFormed, broken, async (route, before, bad) => {
        const path = route.template.replace(/\[(?:\.\.\.)?[^\]]+\]/g, `${before}${bad}`);
        const target = path === route.template ? `${path}/${bad}` : path;
        const seen = reachedNext.length;
        const response = await fetch(`${base}${target}`);
        const context = `${route.template} as ${target} → ${response.status}`;
        expect(response.status, context).toBe(400);
        const body = (await response.json()) as unknown;
        expect(body, context).toEqual(route.shape === "v3" ? { statusCode: 400, message: expect.any(String) } : { statusMessage: expect.any(String) });
        expect(reachedNext.length, context).toBe(seen);
      }),
      { numRuns: RUNS },
    );
  });

  it("send pages to the not-found page, and leave well-formed paths as they are", async () => {
    await fc.assert(
      fc.asyncProperty(wellFormed, broken, async (text, bad) => {
        reachedNext.length = 0;
        await (await fetch(`${base}/${text}${bad}/history`)).text();
        expect(reachedNext).toEqual(["/_not-found"]);
        await (await fetch(`${base}/${text}x?q=${bad}`)).text();
        expect(reachedNext[1]).toBe(`/${text}x?q=${bad}`);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("tokens creating tokens (item 6)", () => {
  const someScopes = fc.subarray([...allScopes], { minLength: 1 });
  const expiresIn = fc.constantFrom(...expiresInValues);

  it("a token never mints a token that can do more, or lasts longer, than itself", async () => {
    const { POST } = await import("./v3/auth/self/access_tokens/route");
    const user = await createTestUser();
    await fc.assert(
      fc.asyncProperty(someScopes, expiresIn, someScopes, expiresIn, async (held, lifetime, wanted, wantedLifetime) => {
        const token = await createTestToken(user.id, [...new Set<Scope>([...held, "user:access_tokens"])], lifetime);
        const creator = await verifyAccessToken(token);
        const result = await callRoute(POST, { method: "POST", token, body: { scopes: wanted, expiresIn: wantedLifetime } });
        const context = `${[...creator.scopes].join(",")} (${lifetime}) → ${wanted.join(",")} (${wantedLifetime}): ${result.status} ${result.text}`;
        expect([201, 403], context).toContain(result.status);
        if (result.status !== 201) return;
        const minted = await verifyAccessToken((result.json as { accessToken: string }).accessToken);
        const asCaller = { kind: "user", user: creator.user, scopes: creator.scopes, via: "token", tokenExpiresAt: creator.expiresAt } as const;
        for (const scope of minted.scopes) expect(hasScope(asCaller, scope), context).toBe(true);
        if (creator.expiresAt) expect(minted.expiresAt !== null && minted.expiresAt <= creator.expiresAt, context).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("usernames that routes use or URLs resolve away (item 10)", () => {
  const randomCase = (name: string) =>
    fc.array(fc.boolean(), { minLength: name.length, maxLength: name.length }).map((upper) =>
      [...name].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join(""),
    );
  const unreachable = fc.oneof(
    fc.constantFrom(...reservedUsernames).chain(randomCase),
    fc.integer({ min: 1, max: 20 }).map((length) => ".".repeat(length)),
  );

  it("are refused on rename and never reported available", async () => {
    const { PATCH } = await import("./v3/settings/username/route");
    const { GET } = await import("./v3/auth/username_available/route");
    const user = await createTestUser();
    const token = await createTestToken(user.id, ["user"]);
    await fc.assert(
      fc.asyncProperty(unreachable, async (username) => {
        const renamed = await callRoute(PATCH, { method: "PATCH", token, body: { username } });
        expect(renamed.status, username).toBe(400);
        const available = await callRoute(GET, { path: `/api/v3/auth/username_available?username=${encodeURIComponent(username)}` });
        expect(available.json, username).toMatchObject({ available: false });
      }),
      { numRuns: RUNS },
    );
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).username).toBe(user.username);
  });
});

describe("v3 bodies (item 11)", () => {
  const knownFields = new Set(["title", "expiresIn", "anonymous", "private", "pinned", "encrypted", "tags", "pasties"]);
  const unknownField = fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !knownFields.has(name) && name !== "__proto__");
  const notJson = fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/json", "application/json; charset=latin1", "");
  // Text with halves of surrogate pairs among ordinary characters, as a JSON escape would carry them.
  const brokenText = fc.string({ unit: fc.constantFrom("a", "é", "😀", "\uD800", "\uDBFF", "\uDC00", "\uDFFF"), maxLength: 12 });

  it("an unknown field anywhere is refused by name; JSON under another Content-Type is a 415", async () => {
    const { POST } = await import("./v3/pastes/route");
    await fc.assert(
      fc.asyncProperty(unknownField, fc.boolean(), notJson, async (field, nested, type) => {
        const before = await rowCounts();
        const body = nested ? { pasties: [{ content: "x", [field]: 1 }] } : { pasties: [{ content: "x" }], [field]: 1 };
        const refused = await callRoute(POST, { method: "POST", path: "/api/v3/pastes", body });
        expect(refused.status, field).toBe(400);
        expect((refused.json as { message: string }).message, field).toContain(JSON.stringify(nested ? `pasties.0.${field}` : field));
        const wrongType = await callRoute(POST, { method: "POST", path: "/api/v3/pastes", body: JSON.stringify({ pasties: [{ content: "x" }] }), headers: { "Content-Type": type } });
        expect(wrongType.status, type).toBe(415);
        expect(await rowCounts()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it("what is answered is what was stored, and both are well-formed", async () => {
    const { POST } = await import("./v3/pastes/route");
    const { GET } = await import("./v3/pastes/[pasteId]/route");
    await fc.assert(
      fc.asyncProperty(brokenText, brokenText, async (title, content) => {
        const created = await callRoute(POST, { method: "POST", path: "/api/v3/pastes", body: { title, pasties: [{ title: content, content }] } });
        expect(created.status).toBe(201);
        const paste = created.json as { id: string; title: string; pasties: { title: string; content: string }[] };
        expect(paste.title).toBe(toWellFormed(title));
        expect(paste.pasties[0]!.content).toBe(toWellFormed(content));
        const read = await callRoute(GET, { path: `/api/v3/pastes/${paste.id}`, params: { pasteId: paste.id } });
        expect(read.json).toMatchObject({ title: paste.title, pasties: [{ title: paste.pasties[0]!.title, content: paste.pasties[0]!.content }] });
      }),
      { numRuns: RUNS },
    );
  });
});
