import { afterAll, describe, expect, it, vi } from "vitest";
import * as login from "@/app/auth/login/route";
import { signInLocally } from "../auth/local";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";

const previous = vi.hoisted(() => {
  const names = ["RATE_LIMIT_ENABLED", "RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT", "RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS"];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  Object.assign(process.env, {
    RATE_LIMIT_ENABLED: "true",
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: "3",
    RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: "5",
  });
  return saved;
});
afterAll(() => {
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const password = "correct horse battery";
const attempt = (username: string, pw: string, clientAddress: string) =>
  signInLocally({ username, password: pw }, { clientAddress }).then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

describe("password guessing", () => {
  it("locks a username out for an address after repeated failures, even for the right password", async () => {
    await createTestUser({ username: "victim", password });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await attempt("victim", `guess number ${i}`, "192.0.2.1"));
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await attempt("VICTIM", password, "192.0.2.1")).toBe(429);
    await expect(signInLocally({ username: "victim", password }, { clientAddress: "192.0.2.1" })).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Too many failed sign-ins\. Try again in 1[05] minutes\.$/),
      headers: { "Retry-After": expect.stringMatching(/^\d+$/) },
    });
    // The owner, from elsewhere, is not locked out.
    expect(await attempt("victim", password, "192.0.2.2")).toBe(200);
  });

  it("clears an account's failures on a successful sign-in", async () => {
    await createTestUser({ username: "forgetful", password });
    for (let i = 0; i < 2; i++) expect(await attempt("forgetful", "wrong password", "192.0.2.3")).toBe(401);
    expect(await attempt("forgetful", password, "192.0.2.3")).toBe(200);
    for (let i = 0; i < 2; i++) expect(await attempt("forgetful", "wrong password", "192.0.2.3")).toBe(401);
    expect(await attempt("forgetful", password, "192.0.2.3")).toBe(200);
  });

  it("limits one address trying many usernames", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(await attempt(`nobody${i}`, "some password", "198.51.100.9"));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("answers the login form 429 with Retry-After and a page that explains it", async () => {
    await createTestUser({ username: "formvictim", password });
    const post = (pw: string) =>
      callRoute(login.POST, {
        method: "POST",
        headers: {
          Origin: "http://localhost",
          "Content-Type": "application/x-www-form-urlencoded",
          [CLIENT_ADDRESS_HEADER]: "203.0.113.5",
        },
        body: new URLSearchParams({ username: "formvictim", password: pw }).toString(),
      });
    for (let i = 0; i < 3; i++) expect((await post("wrong password")).status).toBe(303);
    const locked = await post(password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(locked.headers.get("content-type")).toMatch(/^text\/html/);
    expect(locked.text).toContain("Too many failed sign-ins");
    expect(locked.headers.get("set-cookie")).toBeNull();
  });
});
