import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Scope, scopes as allScopes } from "@/lib/auth/caller";
import { hasScope } from "@/lib/auth/scopes";
import { verifyAccessToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db/client";
import { fakeSecrets } from "@/lib/testing/fake-secrets";
import { expiresInValues } from "@/lib/core/expires-in";
import { reservedUsernames } from "@/lib/users/reserved-usernames";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import { type LocalServer, serveLocally } from "@/lib/testing/local-server";
import { ORIGINAL_PASTE_KEYS } from "@/lib/testing/original-objects";
import { toWellFormed } from "./fuzz-inputs";
import { routes, rowCounts, RUNS } from "./fuzz-routes";

// Issue 18: the holes an attacker found, as properties (FUZZ_RUNS cases each). The fuzzing of
// every route module is fuzz.test.ts.

describe("sign-in redirects (item 3)", () => {
  // Characters browsers treat specially in URLs: dropped (tab, newline), read as "/" ("\"), or
  // that turn a path into another origin ("//", ":", "@").
  const urlish = fc.string({
    unit: fc.constantFrom(
      "/",
      "\\",
      "\t",
      "\n",
      "\r",
      "\u000b",
      "\u0000",
      ".",
      "%",
      "2",
      "f",
      "e",
      ":",
      "@",
      "?",
      "#",
      " ",
      "é",
      "evil",
      "example",
    ),
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

/** A 400 in each API's own error shape. */
const badRequestShapes = {
  v3: { statusCode: 400, message: expect.any(String) as unknown },
  legacy: { statusMessage: expect.any(String) as unknown },
  github: { message: expect.any(String) as unknown, documentation_url: "/docs/api/gists" },
};

describe("malformed percent-escapes in paths (item 5)", () => {
  // The custom server's pipeline in front of a stand-in for Next.js that must never see them.
  const reachedNext: string[] = [];
  let base = "";
  let server: LocalServer;

  beforeAll(async () => {
    const { withOperations } = await import("@/lib/server/pipeline");
    server = await serveLocally(
      withOperations(
        async (req, res) => {
          reachedNext.push(req.url ?? "");
          res.end("next");
        },
        { trustedProxyHops: 0, security: { https: false, dev: false } },
      ),
    );
    base = server.base;
  });
  afterAll(() => server.close());

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
        expect(body, context).toEqual(badRequestShapes[route.shape]);
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
        const asCaller = {
          kind: "user",
          user: creator.user,
          scopes: creator.scopes,
          via: "token",
          tokenExpiresAt: creator.expiresAt,
        } as const;
        for (const scope of minted.scopes) expect(hasScope(asCaller, scope), context).toBe(true);
        const outlivesCreator = creator.expiresAt !== null && (minted.expiresAt === null || minted.expiresAt > creator.expiresAt);
        expect(outlivesCreator, context).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("usernames that routes use or URLs resolve away (item 10)", () => {
  const randomCase = (name: string) =>
    fc
      .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
      .map((upper) => [...name].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join(""));
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
  const notJson = fc.constantFrom(
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "text/json",
    "application/json; charset=latin1",
    "",
  );
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
        const wrongType = await callRoute(POST, {
          method: "POST",
          path: "/api/v3/pastes",
          body: JSON.stringify({ pasties: [{ content: "x" }] }),
          headers: { "Content-Type": type },
        });
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
        const created = await callRoute(POST, {
          method: "POST",
          path: "/api/v3/pastes",
          body: { title, pasties: [{ title: content, content }] },
        });
        expect(created.status).toBe(201);
        const paste = created.json as { id: string; title: string; pasties: { title: string; content: string }[] };
        expect(paste.title).toBe(toWellFormed(title));
        expect(paste.pasties[0]!.content).toBe(toWellFormed(content));
        const read = await callRoute(GET, { path: `/api/v3/pastes/${paste.id}`, params: { pasteId: paste.id } });
        expect(read.json).toMatchObject({
          title: paste.title,
          pasties: [{ title: paste.pasties[0]!.title, content: paste.pasties[0]!.content }],
        });
      }),
      { numRuns: RUNS },
    );
  });
});

describe("older writes (issue 24 item 1)", () => {
  const code = fc.oneof(fc.constantFrom(...fakeSecrets.map((fake) => fake.text)), fc.string({ maxLength: 60 }));
  const pasty = fc.record(
    { title: fc.string({ maxLength: 20 }), code, language: fc.constantFrom("Python", "Plain Text", "Rust") },
    { requiredKeys: ["code"] },
  );
  const pasties = fc.array(pasty, { minLength: 1, maxLength: 3 });
  /** A finding in Myst-Secret-Warnings: where and what, never the text. */
  const expectFindingsHeader = (headers: Headers, context: string) => {
    const listed = headers.get("myst-secret-warnings");
    if (listed === null) return;
    for (const finding of JSON.parse(listed) as object[])
      expect(Object.keys(finding).sort(), context).toEqual(["field", "kind", "line", "pastyId", "pastyIndex"]);
  };

  it("answer exactly the original objects whatever they hold, the secret scan's findings in headers", async () => {
    const create = await import("../paste/route");
    const v2Create = await import("./v2/paste/route");
    const one = await import("../paste/[id]/route");
    const v1 = await import("./paste/route");
    const owner = await createTestUser();
    const token = await createTestToken(owner.id, ["paste"]);
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.string({ maxLength: 30 }),
        pasties,
        pasties,
        fc.boolean(),
        async (viaV2, title, sent, edited, isPrivate) => {
          const created = await callRoute(viaV2 ? v2Create.POST : create.POST, {
            headers: { Authorization: token },
            body: { title, isPrivate, pasties: sent, extra: 1 },
          });
          const context = `${created.status} ${created.text.slice(0, 300)}`;
          expect(created.status, context).toBe(200);
          expect(Object.keys(created.json as object).sort(), context).toEqual(ORIGINAL_PASTE_KEYS);
          expectFindingsHeader(created.headers, context);
          const id = (created.json as { _id: string })._id;
          const answer = await callRoute(one.PATCH, {
            method: "PATCH",
            params: { id },
            headers: { Authorization: token },
            body: { isPrivate: !isPrivate, pasties: edited },
          });
          expect(answer.status, answer.text.slice(0, 300)).toBe(200);
          expect(Object.keys(answer.json as object).sort()).toEqual(ORIGINAL_PASTE_KEYS);
          expectFindingsHeader(answer.headers, answer.text.slice(0, 300));
          const fromV1 = await callRoute(v1.POST, { body: { code: encodeURIComponent(sent[0]!.code) } });
          expect(Object.keys(fromV1.json as object).sort(), fromV1.text.slice(0, 300)).toEqual([
            "code",
            "createdAt",
            "expiresIn",
            "id",
            "language",
          ]);
          expectFindingsHeader(fromV1.headers, fromV1.text.slice(0, 300));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
