import { describe, expect, it } from "vitest";
import { nextAuthOptions } from "./next-auth-options";
import { safeNextPath } from "./next-path";

// Where a browser goes after signing in: only ever a path of this site (issue 18, item 3).

const leaving = [
  "//evil.example/phish",
  "/\\evil.example",
  "/\t/evil.example/phish",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/.//evil.example",
  "/%2e//evil.example",
  "/\u000b/x",
  "https://evil.example/",
  "javascript:alert(1)",
  "",
  undefined,
];

describe("safeNextPath", () => {
  it.each(leaving.map((next) => [JSON.stringify(next), next]))("sends %s home", (_label, next) => {
    expect(safeNextPath(next)).toBe("/");
  });

  it("keeps a path of this site, as a browser would read it", () => {
    expect(safeNextPath("/settings/tokens?x=1#top")).toBe("/settings/tokens?x=1#top");
    expect(safeNextPath("/abcdefgh/history")).toBe("/abcdefgh/history");
    expect(safeNextPath("/a b")).toBe("/a%20b");
  });
});

describe("the provider login's callbackUrl", () => {
  const redirect = nextAuthOptions().callbacks!.redirect!;
  const baseUrl = "http://localhost:3000";

  it("stays on this site", async () => {
    expect(await redirect({ url: "/auth/provider/complete", baseUrl })).toBe(`${baseUrl}/auth/provider/complete`);
    expect(await redirect({ url: `${baseUrl}/auth/provider/complete`, baseUrl })).toBe(`${baseUrl}/auth/provider/complete`);
    for (const url of ["/\t/evil.example", "https://evil.example/", `${baseUrl}.evil.example/`, "//evil.example", "not a url"]) {
      expect(await redirect({ url, baseUrl }), url).toBe(`${baseUrl}/`);
    }
  });
});
