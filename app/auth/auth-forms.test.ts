import { encode } from "next-auth/jwt";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { createTestSessionHeaders, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import * as login from "./login/route";
import * as logout from "./logout/route";
import * as providerComplete from "./provider/complete/route";
import * as providerUsername from "./provider/username/route";
import * as signup from "./signup/route";

// Settings are read once, on first use: the secret must be in place before that.
const secret = vi.hoisted(() => (process.env.AUTH_SECRET = "a-test-secret-of-at-least-32-characters!!"));

// The login forms as a browser posts them: urlencoded bodies, 303 redirects, the session cookie.

const sameOrigin = { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const location = (result: { headers: Headers }) => result.headers.get("location") ?? "";
const sessionFrom = (result: { headers: Headers }) => /myst_session=([0-9a-f]{64})/.exec(result.headers.get("set-cookie") ?? "")?.[1];

describe("sign-up and sign-in forms", () => {
  it("sign up, set an HttpOnly Lax session cookie and go to the next page", async () => {
    const result = await callRoute(signup.POST, {
      method: "POST",
      headers: sameOrigin,
      body: form({ username: "FormUser", password: "long enough pw", next: "/pastes" }),
    });
    expect(result.status).toBe(303);
    expect(location(result)).toBe("/pastes");
    expect(result.headers.get("set-cookie")).toMatch(/^myst_session=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax; Expires=/);
    expect(result.headers.get("set-cookie")).not.toContain("Secure");
    expect(await db().user.count({ where: { usernameKey: "formuser" } })).toBe(1);
  });

  it("never redirect to another site after signing in", async () => {
    await createTestUser({ username: "nexttest", password: "long enough pw" });
    // Browsers drop tabs and newlines from URLs and read "\" as "/": each of these would leave.
    const elsewhere = [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "/\t/evil.example/phish",
      "/\n/evil.example",
      "/.//evil.example",
      "/\u000b/x",
      "javascript:alert(1)",
      "evil.example",
    ];
    for (const next of elsewhere) {
      const result = await callRoute(login.POST, {
        method: "POST",
        headers: sameOrigin,
        body: form({ username: "nexttest", password: "long enough pw", next }),
      });
      expect(result.status, JSON.stringify(next)).toBe(303);
      expect(location(result), JSON.stringify(next)).toBe("/");
    }
  });

  it("keep a same-site next path, in the form a browser reads it", async () => {
    await createTestUser({ username: "nextkeep", password: "long enough pw" });
    const cases = {
      "/settings/tokens?tab=1#new": "/settings/tokens?tab=1#new",
      "/~nextkeep": "/~nextkeep",
      "/a/../b": "/b",
      "/é": "/%C3%A9",
    };
    for (const [next, expected] of Object.entries(cases)) {
      const result = await callRoute(login.POST, {
        method: "POST",
        headers: sameOrigin,
        body: form({ username: "nextkeep", password: "long enough pw", next }),
      });
      expect(location(result)).toBe(expected);
    }
  });

  it("send a failed sign-in back to the form without a next path that leaves the site", async () => {
    await createTestUser({ username: "nextfail", password: "long enough pw" });
    const leaving = await callRoute(login.POST, {
      method: "POST",
      headers: sameOrigin,
      body: form({ username: "nextfail", password: "wrong wrong", next: "/\t/evil.example" }),
    });
    expect(location(leaving)).not.toContain("next=");
    const staying = await callRoute(login.POST, {
      method: "POST",
      headers: sameOrigin,
      body: form({ username: "nextfail", password: "wrong wrong", next: "/settings" }),
    });
    expect(new URL(location(staying), "http://localhost").searchParams.get("next")).toBe("/settings");
  });

  it("never send a new account to another site either", async () => {
    const result = await callRoute(signup.POST, {
      method: "POST",
      headers: sameOrigin,
      body: form({ username: "nextsignup", password: "long enough pw", next: "/\t/evil.example/phish" }),
    });
    expect(result.status).toBe(303);
    expect(location(result)).toBe("/");
  });

  it("refuse names that could never be reached or that routes use", async () => {
    for (const username of [".", "..", "...", "api", "Raw", "signup", "metrics", "embed", "healthz", "u", "s"]) {
      const result = await callRoute(signup.POST, {
        method: "POST",
        headers: sameOrigin,
        body: form({ username, password: "long enough pw" }),
      });
      expect(location(result), username).toMatch(/^\/signup\?error=/);
      expect(sessionFrom(result)).toBeUndefined();
    }
    expect(await db().user.count({ where: { usernameKey: { in: [".", "..", "...", "api", "raw", "signup", "metrics"] } } })).toBe(0);
  });

  it("send failures back to the form with a message and no cookie", async () => {
    await createTestUser({ username: "Existing", password: "long enough pw" });
    const taken = await callRoute(signup.POST, {
      method: "POST",
      headers: sameOrigin,
      body: form({ username: "existing", password: "long enough pw" }),
    });
    expect(taken.status).toBe(303);
    expect(location(taken)).toBe("/signup?error=username_taken&username=existing");
    expect(taken.headers.get("set-cookie")).toBeNull();

    const wrong = await callRoute(login.POST, {
      method: "POST",
      headers: sameOrigin,
      body: form({ username: "Existing", password: "nope nope" }),
    });
    expect(location(wrong)).toBe("/login?error=wrong_credentials&username=Existing");
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("refuse posts from another site (login CSRF)", async () => {
    await createTestUser({ username: "csrfvictim", password: "long enough pw" });
    const result = await callRoute(login.POST, {
      method: "POST",
      headers: { ...sameOrigin, Origin: "https://evil.example" },
      body: form({ username: "csrfvictim", password: "long enough pw" }),
    });
    expect(location(result)).toMatch(/^\/login\?error=cross_site(&|$)/);
    expect(result.headers.get("set-cookie")).toBeNull();
  });
});

describe("sign-out", () => {
  it("ends the session on the server and clears the cookie", async () => {
    const user = await createTestUser();
    const headers = await createTestSessionHeaders(user.id);
    expect(await db().session.count({ where: { userId: user.id } })).toBe(1);
    const result = await callRoute(logout.POST, { method: "POST", headers: { ...headers, ...sameOrigin }, body: "" });
    expect(result.status).toBe(303);
    expect(result.headers.get("set-cookie")).toMatch(/^myst_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("provider login completion", () => {
  it("without a pending provider login, sends the browser back to the login page", async () => {
    const complete = await callRoute(providerComplete.GET);
    expect(complete.status).toBe(303);
    expect(location(complete)).toMatch(/^\/login\?error=/);
    const choose = await callRoute(providerUsername.POST, { method: "POST", headers: sameOrigin, body: form({ username: "someone" }) });
    expect(location(choose)).toMatch(/^\/signup\/username\?error=provider_login_expired(&|$)/);
    expect(sessionFrom(choose)).toBeUndefined();
  });
});

describe("provider login completion with a pending login", () => {
  const pendingCookie = async (providerAccountId: string) =>
    `myst_provider_login=${await encode({
      token: { provider: "oidc", providerAccountId, suggestedUsername: "sugg" },
      secret,
    })}`;

  it("asks a new provider account for a username, then creates and signs in the user", async () => {
    const cookie = await pendingCookie("subject-1");
    const complete = await callRoute(providerComplete.GET, { headers: { Cookie: cookie } });
    expect(location(complete)).toBe("/signup/username");
    expect(sessionFrom(complete)).toBeUndefined();

    const chosen = await callRoute(providerUsername.POST, {
      method: "POST",
      headers: { ...sameOrigin, Cookie: cookie },
      body: form({ username: "PickedName" }),
    });
    expect(location(chosen)).toBe("/");
    expect(sessionFrom(chosen)).toMatch(/^[0-9a-f]{64}$/);
    expect(chosen.headers.get("set-cookie")).toContain("myst_provider_login=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    const account = await db().account.findFirstOrThrow({ where: { providerAccountId: "subject-1" }, include: { user: true } });
    expect(account.user.username).toBe("PickedName");

    // Later logins through the same provider account go straight in, as the same user.
    const again = await callRoute(providerComplete.GET, { headers: { Cookie: await pendingCookie("subject-1") } });
    expect(location(again)).toBe("/");
    const session = await db().session.findFirstOrThrow({ where: { userId: account.userId }, orderBy: { createdAt: "desc" } });
    expect(sessionFrom(again)).toBeDefined();
    expect(session.userId).toBe(account.userId);
  });

  it("refuses a reserved name or one of dots at the choose-a-username step", async () => {
    const cookie = await pendingCookie("subject-reserved");
    for (const username of ["..", "Settings"]) {
      const chosen = await callRoute(providerUsername.POST, {
        method: "POST",
        headers: { ...sameOrigin, Cookie: cookie },
        body: form({ username }),
      });
      expect(location(chosen), username).toMatch(/^\/signup\/username\?error=/);
      expect(sessionFrom(chosen)).toBeUndefined();
    }
    expect(await db().account.count({ where: { providerAccountId: "subject-reserved" } })).toBe(0);
  });

  it("ignores a forged pending-login cookie", async () => {
    const forged = `myst_provider_login=${await encode({ token: { provider: "oidc", providerAccountId: "x" }, secret: "another-secret-of-at-least-32-characters" })}`;
    const result = await callRoute(providerComplete.GET, { headers: { Cookie: forged } });
    expect(location(result)).toMatch(/^\/login\?error=/);
  });
});
