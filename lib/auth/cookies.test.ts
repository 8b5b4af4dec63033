import { describe, expect, it } from "vitest";
import { isAdmin } from "../users/dto";
import { clearedSessionCookie, readCookie, servedOverHttps, sessionCookie } from "./cookies";

describe("the session cookie", () => {
  const expires = new Date("2030-01-01T00:00:00.000Z");

  it("is HttpOnly and SameSite=Lax, without Secure over plain http", () => {
    expect(sessionCookie("abc", expires, false)).toBe(
      "myst_session=abc; Path=/; HttpOnly; SameSite=Lax; Expires=Tue, 01 Jan 2030 00:00:00 GMT",
    );
  });

  it("is Secure and __Host- prefixed when PUBLIC_URL is https", () => {
    expect(servedOverHttps("https://paste.example")).toBe(true);
    expect(servedOverHttps("http://paste.example")).toBe(false);
    expect(servedOverHttps(undefined)).toBe(false);
    expect(sessionCookie("abc", expires, true)).toMatch(/^__Host-myst_session=abc; Path=\/; HttpOnly; SameSite=Lax; Expires=.*; Secure$/);
    expect(clearedSessionCookie(true)).toBe("__Host-myst_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure");
  });

  it("is read from a Cookie header among others", () => {
    expect(readCookie("a=1; myst_session=xyz; b=2", "myst_session")).toBe("xyz");
    expect(readCookie("not_myst_session=xyz", "myst_session")).toBeUndefined();
    expect(readCookie(null, "myst_session")).toBeUndefined();
  });
});

describe("admin rights", () => {
  it("come from the stored flag or from ADMIN_USERNAMES (lower-cased keys)", () => {
    expect(isAdmin({ isAdmin: true, usernameKey: "x" }, [])).toBe(true);
    expect(isAdmin({ isAdmin: false, usernameKey: "alice" }, ["alice", "bob"])).toBe(true);
    expect(isAdmin({ isAdmin: false, usernameKey: "carol" }, ["alice"])).toBe(false);
  });
});
