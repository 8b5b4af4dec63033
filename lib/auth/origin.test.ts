import { describe, expect, it } from "vitest";
import { createTestSessionHeaders, createTestToken, createTestUser } from "../testing/actors";
import { resolveCaller } from "./resolve-caller";

// The CSRF rule: cookie-authenticated writes only from our own origin; tokens are exempt.

async function resolveWith(method: string, headers: Record<string, string>, url = "http://localhost/api/v3/x") {
  return resolveCaller(new Request(url, { method, headers }));
}

describe("cookie-authenticated requests", () => {
  it("accept writes from our own origin, by Origin or by Sec-Fetch-Site", async () => {
    const user = await createTestUser();
    const session = await createTestSessionHeaders(user.id);
    for (const method of ["POST", "PATCH", "PUT", "DELETE"]) {
      expect((await resolveWith(method, session)).kind).toBe("user");
    }
    const { Origin: _origin, ...cookieOnly } = session;
    expect((await resolveWith("POST", { ...cookieOnly, "Sec-Fetch-Site": "same-origin" })).kind).toBe("user");
    // Behind a proxy the request URL may differ; the Host header names where the browser sent it.
    expect((await resolveWith("POST", { ...cookieOnly, Host: "paste.example", Origin: "http://paste.example" })).kind).toBe("user");
  });

  it.each([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["another port", { Origin: "http://localhost:4444" }],
    ["an opaque Origin", { Origin: "null" }],
    ["a cross-site fetch without Origin", { "Sec-Fetch-Site": "cross-site" }],
    ["a same-site (sibling subdomain) fetch", { "Sec-Fetch-Site": "same-site" }],
    ["neither header", {}],
  ])("refuse writes with %s (403)", async (_label, extra) => {
    const user = await createTestUser();
    const { Origin: _origin, ...cookieOnly } = await createTestSessionHeaders(user.id);
    await expect(resolveWith("POST", { ...cookieOnly, ...extra })).rejects.toMatchObject({ status: 403 });
  });

  it("allow reads from anywhere (GET/HEAD change nothing)", async () => {
    const user = await createTestUser();
    const { Origin: _origin, ...cookieOnly } = await createTestSessionHeaders(user.id);
    expect((await resolveWith("GET", { ...cookieOnly, Origin: "https://evil.example" })).kind).toBe("user");
    expect((await resolveWith("HEAD", cookieOnly)).kind).toBe("user");
  });

  it("treat an unknown or ended session as anonymous", async () => {
    const caller = await resolveWith("GET", { Cookie: `myst_session=${"a".repeat(64)}` });
    expect(caller).toEqual({ kind: "anonymous" });
    expect(await resolveWith("GET", { Cookie: "myst_session=garbage" })).toEqual({ kind: "anonymous" });
  });
});

describe("token-authenticated requests", () => {
  it("are exempt from the origin rule, even with a cookie present", async () => {
    const user = await createTestUser();
    const token = await createTestToken(user.id, ["paste"]);
    const caller = await resolveWith("POST", { Authorization: `Bearer ${token}`, Origin: "https://elsewhere.example" });
    expect(caller).toMatchObject({ kind: "user", via: "token", user: { id: user.id } });
    const session = await createTestSessionHeaders(user.id);
    const both = await resolveWith("DELETE", { ...session, Origin: "https://elsewhere.example", Authorization: token });
    expect(both).toMatchObject({ kind: "user", via: "token" });
    expect(both.kind === "user" ? [...both.scopes] : []).toEqual(["paste"]);
  });

  it("never fall back to the session when the token is bad", async () => {
    const user = await createTestUser();
    const session = await createTestSessionHeaders(user.id);
    await expect(resolveWith("GET", { ...session, Authorization: "Bearer nope" })).rejects.toMatchObject({ status: 401 });
  });
});

describe("browser sessions", () => {
  it("hold every scope", async () => {
    const user = await createTestUser();
    const caller = await resolveWith("GET", await createTestSessionHeaders(user.id));
    expect(caller.kind === "user" && [...caller.scopes].sort()).toEqual(["paste", "paste:read", "user", "user:access_tokens", "user:read"]);
  });
});
