import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "../testing/server-process";

// The HTTP manners published PasteMyst clients rely on, on the production server (the custom
// server's pipeline in front of Next.js, which alone decides about redirects and preflights).

let server: ServerProcess;
let dataDir = "";
let token = "";
let sessionCookie = "";
const otherSite = "https://other-site.example";

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "myst-server-compat-"));
  server = await startServer({ dataDir });
  const signUp = await fetch(`${server.url}/auth/signup`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ username: "compat", password: "a long enough password" }),
  });
  sessionCookie = /myst_session=[^;]+/.exec(signUp.headers.get("set-cookie") ?? "")?.[0] ?? "";
  if (!sessionCookie) throw new Error(`signing up gave no session:\n${server.output()}`);
  const created = await fetch(`${server.url}/api/v3/auth/self/access_tokens`, {
    method: "POST",
    headers: { Cookie: sessionCookie, Origin: server.url, "Content-Type": "application/json" },
    body: JSON.stringify({ scopes: ["paste", "user"], expiresIn: "never" }),
  });
  token = ((await created.json()) as { accessToken: string }).accessToken;
});

afterAll(async () => {
  await server?.terminate();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: "manual", ...init });
const jsonInit = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

describe("a trailing slash on an API path", () => {
  it("is served exactly as without it, on every API surface", async () => {
    const v2 = await send("/api/v2/paste/", jsonInit("POST", { pasties: [{ code: "slash", language: "Plain Text" }] }));
    expect(v2.status).toBe(200);
    const paste = (await v2.json()) as { _id: string; pasties: { _id: string; language: string }[] };
    expect(paste.pasties[0]!.language).toBe("Plain Text");

    const reads: [string, RequestInit?][] = [
      [`/api/v3/pastes/${paste._id}/`],
      [`/api/v3/pastes/${paste._id}/stats/`],
      [`/api/v2/paste/${paste._id}/`],
      [`/paste/${paste._id}/`],
      [`/api/paste/?id=${paste._id}`],
      [`/raw/${paste._id}/${paste.pasties[0]!._id}/`],
      ["/api/v2/data/numPastes/"],
      ["/api/v3/ping/"],
    ];
    for (const [path] of reads) {
      const withSlash = await send(path);
      const without = await send(path.replace(/\/(\?|$)/, "$1"));
      expect(withSlash.status, path).toBe(200);
      expect(without.status, path).toBe(200);
      expect(await withSlash.text(), path).toBe(await without.text());
    }

    const v1 = await send("/api/paste/", jsonInit("POST", { code: "v1%20slash" }));
    expect(v1.status).toBe(200);
    const v3 = await send("/api/v3/pastes/", jsonInit("POST", { pasties: [{ content: "v3" }] }));
    expect(v3.status).toBe(201);
    const older = await send("/paste/", jsonInit("POST", { pasties: [{ code: "older" }] }));
    expect(older.status).toBe(200);
  });

  it("still redirects on pages", async () => {
    const page = await send("/login/");
    expect(page.status).toBe(308);
    expect(page.headers.get("location")).toBe("/login");
  });
});

describe("DELETE on the older surfaces", () => {
  it("answers 200 with an empty text/plain body", async () => {
    for (const base of ["/paste", "/api/v2/paste"]) {
      const created = await send(base, jsonInit("POST", { pasties: [{ code: "bye" }] }, { Authorization: token }));
      const { _id } = (await created.json()) as { _id: string };
      const deleted = await send(`${base}/${_id}`, { method: "DELETE", headers: { Authorization: token } });
      expect(deleted.status).toBe(200);
      expect(deleted.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await deleted.text()).toBe("");
    }
  });
});

describe("CORS", () => {
  it("lets another site call the APIs with a token, after a preflight", async () => {
    for (const path of ["/api/v3/pastes", "/api/v2/paste", "/paste", "/api/paste", "/api/v2/user/self"]) {
      const preflight = await send(path, {
        method: "OPTIONS",
        headers: {
          Origin: otherSite,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "authorization, content-type",
        },
      });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
      expect(preflight.headers.get("access-control-allow-methods")).toEqual(expect.stringContaining("POST"));
      expect(preflight.headers.get("access-control-allow-methods")).toEqual(expect.stringContaining("DELETE"));
      expect(preflight.headers.get("access-control-allow-headers")).toBe("Authorization, Content-Type, Encryption-Key, X-Captcha");
      expect(Number(preflight.headers.get("access-control-max-age"))).toBeGreaterThan(0);
      expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    }

    const created = await send(
      "/api/v3/pastes",
      jsonInit(
        "POST",
        { private: true, pasties: [{ content: "from another site" }] },
        { Origin: otherSite, Authorization: `Bearer ${token}` },
      ),
    );
    expect(created.status).toBe(201);
    expect(created.headers.get("access-control-allow-origin")).toBe("*");
    expect(created.headers.get("access-control-expose-headers")).toContain("Location");
    expect(created.headers.get("access-control-allow-credentials")).toBeNull();
    const self = await send("/api/v2/user/self", { headers: { Origin: otherSite, Authorization: token } });
    expect(self.status).toBe(200);
    expect(self.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("refuses a cookie-carrying write from another site, and gives pages and /api/auth no CORS", async () => {
    const forged = await send(
      "/api/v3/pastes",
      jsonInit("POST", { private: true, pasties: [{ content: "forged" }] }, { Origin: otherSite, Cookie: sessionCookie }),
    );
    expect(forged.status).toBe(403);
    expect(forged.headers.get("access-control-allow-credentials")).toBeNull();
    const forgedOld = await send(
      "/paste",
      jsonInit("POST", { isPrivate: true, pasties: [{ code: "forged" }] }, { Origin: otherSite, Cookie: sessionCookie }),
    );
    expect(forgedOld.status).toBe(403);

    for (const path of ["/", "/login", "/api/auth/session"]) {
      const answer = await send(path, { headers: { Origin: otherSite } });
      expect(answer.headers.get("access-control-allow-origin"), path).toBeNull();
      const preflight = await send(path, { method: "OPTIONS", headers: { Origin: otherSite, "Access-Control-Request-Method": "POST" } });
      expect(preflight.headers.get("access-control-allow-origin"), path).toBeNull();
    }
  });
});

describe("the Authorization header", () => {
  it("is no credential when empty, and a 401 when it is not a token", async () => {
    for (const empty of ["", "   "]) {
      const created = await send("/api/v2/paste", jsonInit("POST", { pasties: [{ code: "anon" }] }, { Authorization: empty }));
      expect(created.status).toBe(200);
      expect(((await created.json()) as { ownerId: string }).ownerId).toBe("");
    }
    const garbage = await send("/api/v2/paste", jsonInit("POST", { pasties: [{ code: "anon" }] }, { Authorization: "not-a-token" }));
    expect(garbage.status).toBe(401);
  });
});
