import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalServer, serveLocally } from "../testing/local-server";
import { withOperations } from "./pipeline";

// The API manners of the custom server, on a real HTTP server with a stand-in for Next.js that
// reports the URL it was handed (lib/server/client-compat.server-test.ts checks the real thing).

let server: LocalServer;
let base = "";
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = await serveLocally(
    withOperations(
      async (req, res) => {
        seen.push(req);
        res.setHeader("Content-Type", "application/json");
        res.end("{}");
      },
      { trustedProxyHops: 0, security: { https: false, dev: false } },
    ),
  );
  base = server.base;
});
afterAll(() => server.close());

const handedOn = async (path: string, init?: RequestInit) => {
  const before = seen.length;
  const answer = await fetch(`${base}${path}`, init);
  return { answer, url: seen.length > before ? seen[seen.length - 1]!.url : undefined };
};

describe("a trailing slash", () => {
  it.each([
    ["/api/v2/paste/", "/api/v2/paste"],
    ["/api/v3/pastes/abcd1234/", "/api/v3/pastes/abcd1234"],
    ["/api/v3/pastes//", "/api/v3/pastes"],
    ["/paste/abcd1234/", "/paste/abcd1234"],
    ["/api/paste/?id=abcd1234", "/api/paste?id=abcd1234"],
    ["/raw/abcd1234/efgh5678/", "/raw/abcd1234/efgh5678"],
  ])("on the API path %s is dropped before Next.js sees it", async (path, expected) => {
    expect((await handedOn(path)).url).toBe(expected);
  });

  it.each(["/login/", "/abcd1234/", "/pastebin/", "/apis/"])("on the page %s is left for Next.js to redirect", async (path) => {
    expect((await handedOn(path)).url).toBe(path);
  });
});

describe("CORS", () => {
  it("answers a preflight to the APIs itself, without credentials", async () => {
    for (const path of ["/api/v3/pastes", "/api/v2/paste/abcd1234", "/paste", "/api/paste", "/api/v3"]) {
      const { answer, url } = await handedOn(path, {
        method: "OPTIONS",
        headers: { Origin: "https://other.example", "Access-Control-Request-Method": "PATCH" },
      });
      expect(url, path).toBeUndefined();
      expect(answer.status).toBe(204);
      expect(answer.headers.get("access-control-allow-origin")).toBe("*");
      expect(answer.headers.get("access-control-allow-methods")).toBe("GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS");
      expect(answer.headers.get("access-control-allow-headers")).toBe("Authorization, Content-Type, Encryption-Key, X-Captcha");
      expect(answer.headers.get("access-control-max-age")).toBe("86400");
      expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });

  it("marks API answers readable by any origin, and nothing else", async () => {
    const api = await handedOn("/api/v2/user/self", { headers: { Origin: "https://other.example" } });
    expect(api.answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(api.answer.headers.get("access-control-expose-headers")).toContain("Retry-After");
    for (const path of ["/", "/login", "/abcd1234", "/api/auth/session", "/raw/abcd1234/efgh5678", "/pastebin"]) {
      const other = await handedOn(path, { headers: { Origin: "https://other.example" } });
      expect(other.answer.headers.get("access-control-allow-origin"), path).toBeNull();
      const preflight = await handedOn(path, { method: "OPTIONS", headers: { "Access-Control-Request-Method": "POST" } });
      expect(preflight.url, path).toBe(path);
      expect(preflight.answer.headers.get("access-control-allow-origin"), path).toBeNull();
    }
  });
});
