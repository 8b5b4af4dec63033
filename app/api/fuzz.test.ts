import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { callRoute } from "@/lib/testing/http";
import { body, contentType, headers, paramValue, query, type World } from "./fuzz-inputs";
import { createWorld, expectWellBehaved, routes, rowCounts, RUNS } from "./fuzz-routes";

// Property tests of every v3, v2 and older-interface route module (found by globbing
// app/**/route.ts, so a new route is covered without touching this file): whatever arrives —
// malformed or random JSON, wrong content types, random query strings, odd path ids (NUL, lone
// surrogates, RTL marks, 100k characters), garbage Authorization/cookies/keys, lying
// Content-Length, 10 MB bodies — the answer is never 5xx, every error is JSON in the surface's
// shape, and a failed request writes nothing. FUZZ_RUNS sets the cases per handler. What is sent
// is in fuzz-inputs.ts, the routes and the property in fuzz-routes.ts; the holes an attacker
// found (issue 18) are properties of their own in fuzz-attacks.test.ts.

let world: World;

beforeEach(async () => {
  world = await createWorld();
});

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
    expect(templates).toEqual(
      expect.arrayContaining([
        "/api/v3/pastes",
        "/api/v3/pastes/[pasteId]",
        "/api/v3/pastes/[pasteId]/reports",
        "/api/v3/pastes/[pasteId]/reports/decision",
        "/api/v3/pastes/[pasteId]/revisions/[revision]",
        "/api/v3/admin/settings/[key]",
        "/api/v3/auth/self/sessions/[id]",
        "/api/v3/auth/self/totp/confirm",
        "/api/v3/auth/self/passkeys",
        "/api/v2/data/numPastes",
        "/paste",
        "/paste/[id]",
        "/api/[...path]",
      ]),
    );
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
          ),
        );
        const request = fc.record({ params, query, body, headers: headers(world), contentType }).map(({ contentType: type, ...rest }) => ({
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
        // A paste body's route says 413; any other refuses it as well-behaved routes do (any 4xx).
        const refusal: unknown = PASTE_BODY_ROUTES.has(name) ? 413 : expect.any(Number);
        it(`${name}: a 10 MB line is refused${PASTE_BODY_ROUTES.has(name) ? " with 413" : " cleanly"}`, async () => {
          const params = Object.fromEntries(
            route.params.map(({ name: param, catchAll }) => [param, catchAll ? ["x"] : world.pasteIds[0]!]),
          );
          const line = "y".repeat(10 * 1024 * 1024);
          const pasteBody = JSON.stringify({ title: "big", pasties: [{ title: "big", content: line, code: line }] });
          for (const sent of [pasteBody, line]) {
            const status = await expectWellBehaved(route, method, handler, {
              params,
              query: "",
              body: sent,
              headers: { "Content-Type": "application/json", Authorization: `Bearer ${world.tokens[0]}` },
            });
            expect(status).toEqual(refusal);
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
