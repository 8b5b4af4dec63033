import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { usableBeforeEnrolment } from "../auth/second-factor/required";
import { createTestSessionHeaders, createTestUser } from "../testing/actors";
import { type LocalServer, serveLocally } from "../testing/local-server";
import { withOperations } from "./pipeline";
import { secondFactorGate } from "./second-factor-gate";

vi.hoisted(() => (process.env.AUTH_SECRET = "a-test-secret-of-at-least-32-characters!!"));

// REQUIRE_2FA against dot segments (issue 40, item 4): the pipeline with the gate in front of a
// stand-in for Next.js that reports the path it was handed. Next.js routes that path as WHATWG URL
// parsing leaves it, so whatever the request line says, a session that must set up a second
// factor either meets the gate or reaches only a path it may use before enrolling.

interface Answer {
  status: number;
  body: string;
}

const handed: string[] = [];
const servers: Record<"admins" | "all", LocalServer> = {} as Record<"admins" | "all", LocalServer>;
let session: Record<string, string>;
let adminSession: Record<string, string>;

beforeAll(async () => {
  for (const mode of ["admins", "all"] as const) {
    servers[mode] = await serveLocally(
      withOperations(
        async (req, res) => {
          handed.push(req.url!);
          res.end(`through ${req.url}`);
        },
        { trustedProxyHops: 0, security: { https: false, dev: false }, requireSecondFactor: secondFactorGate(mode) },
      ),
    );
  }
  session = await createTestSessionHeaders((await createTestUser()).id);
  adminSession = await createTestSessionHeaders((await createTestUser({ isAdmin: true })).id);
});
afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.close()));
});

/** Sends the request line exactly as written (fetch would resolve the dot segments itself). */
function send(mode: "admins" | "all", path: string, headers: Record<string, string>, method = "GET"): Promise<Answer> {
  const { port } = new URL(servers[mode].base);
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** Ways to write /api/v3/auth/self (and its token creation) behind a prefix the gate lets through. */
const SELF_VARIANTS = [
  "/login/../api/v3/auth/self",
  "/login/%2e%2e/api/v3/auth/self",
  "/login/%2E%2E/api/v3/auth/self",
  "/login/.%2e/api/v3/auth/self",
  "/login/%2E./api/v3/auth/self",
  "/login/%2e./api/v3/auth/self",
  "/login/x/../../api/v3/auth/self",
  "/login/./../api/v3/auth/self",
  "/login/%2e/%2e%2e/api/v3/auth/self",
  "/_next/../api/v3/auth/self",
  "/_next/static/../../api/v3/auth/self",
  "/_next/%2e%2e/api/v3/auth/self",
  "/api/auth/../v3/auth/self",
  "/api/auth/%2e%2e/v3/auth/self",
  "/api/auth/session/../../v3/auth/self",
  "/api/v3/auth/self/totp/../",
  "/api/v3/auth/self/totp/..",
  "/api/v3/auth/self/totp/%2e%2e",
  "/auth/login/../../api/v3/auth/self",
  "/auth/logout/../../api/v3/auth/self",
  "/settings/security/../../api/v3/auth/self",
  "/login\\..\\api\\v3\\auth\\self",
  "/login\\../api/v3/auth/self",
  "/login/..\\api/v3/auth/self",
  "/login/..%5capi/v3/auth/self",
  "/login/..%2fapi/v3/auth/self",
  "/login%2f..%2fapi/v3/auth/self",
  "//login/../api/v3/auth/self",
  "/login//../api/v3/auth/self",
  "/favicon.ico/../api/v3/auth/self",
  "/login/../api/v3/auth/self?x=/login/",
  "/login/../api/v3/auth/self#/login/",
];

describe("dot segments, with REQUIRE_2FA=all", () => {
  it.each(SELF_VARIANTS)("%s never reaches anything but a path usable before enrolling", async (path) => {
    const before = handed.length;
    const answer = await send("all", path, session);
    // What Next.js routes of what it was handed (as lib/server/normalised-path.ts says it does).
    const routed = handed.length > before ? new URL(`http://n${handed[handed.length - 1]!}`).pathname : null;
    // Either the gate answered (403 for the API, a redirect to the set-up for pages), or Next.js
    // routes a path that may be used before enrolling.
    const verdict = routed === null ? `gate ${answer.status}` : usableBeforeEnrolment(routed) ? "usable" : `reached ${routed}`;
    expect(["gate 403", "gate 303", "usable"]).toContain(verdict);
  });

  it("turns each way of writing the account API into its own path before the gate judges it", async () => {
    for (const path of SELF_VARIANTS.slice(0, 15)) {
      expect((await send("all", path, session)).status, path).toBe(403);
    }
  });

  it("refuses a token minted through a sign-in page's path", async () => {
    const before = handed.length;
    for (const path of ["/login/../api/v3/auth/self/access_tokens", "/login/%2e%2e/api/v3/auth/self/access_tokens"]) {
      expect((await send("all", path, session, "POST")).status, path).toBe(403);
    }
    expect(handed.length).toBe(before);
  });

  it("hands Next.js the normalised path, query kept, for what the gate lets through", async () => {
    expect((await send("all", "/api/v3/auth/self/totp/../totp?step=%2e%2e", session)).body).toBe(
      "through /api/v3/auth/self/totp?step=%2e%2e",
    );
    expect((await send("all", "/settings/x/%2e%2e/security", session)).body).toBe("through /settings/security");
    expect((await send("all", "/settings/./security", {})).body).toBe("through /settings/security");
    // Nothing to resolve: the request line is handed on as sent.
    expect((await send("all", "/login/.well-known%2e", {})).body).toBe("through /login/.well-known%2e");
  });
});

describe("dot segments, with REQUIRE_2FA=admins", () => {
  it.each([
    "/login/../api/v3/admin/users",
    "/login/%2e%2e/admin/reports",
    "/_next/.%2e/api/v3/admin/stats",
    "/api/auth/../v3/admin/users",
    "/x/../admin/announcements",
    "/admin\\reports",
  ])("%s meets the gate", async (path) => {
    const before = handed.length;
    const answer = await send("admins", path, adminSession);
    expect([303, 403]).toContain(answer.status);
    expect(handed.length).toBe(before);
  });
});
