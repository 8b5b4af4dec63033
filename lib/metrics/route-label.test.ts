import { describe, expect, it } from "vitest";
import { createRouteLabeler } from "./route-label";

const manifest = {
  staticRoutes: [
    { page: "/", regex: "^/(?:/)?$" },
    { page: "/api/v3/pastes", regex: "^/api/v3/pastes(?:/)?$" },
  ],
  dynamicRoutes: [
    { page: "/api/v3/pastes/[pasteId]/stats", regex: "^/api/v3/pastes/([^/]+?)/stats(?:/)?$" },
    { page: "/api/v3/pastes/[pasteId]", regex: "^/api/v3/pastes/([^/]+?)(?:/)?$" },
    { page: "/api/v3/users/[username]", regex: "^/api/v3/users/([^/]+?)(?:/)?$" },
    { page: "/api/[...path]", regex: "^/api/(.+?)(?:/)?$" },
    { page: "/[pasteId]/embed", regex: "^/([^/]+?)/embed(?:/)?$" },
    { page: "/raw/[pasteId]/[pastyId]", regex: "^/raw/([^/]+?)/([^/]+?)(?:/)?$" },
    { page: "/raw/[pasteId]", regex: "^/raw/([^/]+?)(?:/)?$" },
    { page: "/[pasteId]", regex: "^/([^/]+?)(?:/)?$" },
  ],
  rewrites: {
    beforeFiles: [],
    afterFiles: [{ source: "/~:username", regex: "^/~(?<username>[^/]+?)(?:/)?$" }],
    fallback: [],
  },
};

describe("route labels", () => {
  const label = createRouteLabeler(manifest);

  it("name the route pattern the build's route table matches, never the ids in the path", () => {
    expect(label("/")).toBe("/");
    expect(label("/api/v3/pastes?x=1")).toBe("/api/v3/pastes");
    expect(label("/api/v3/pastes/abcd1234")).toBe("/api/v3/pastes/[pasteId]");
    expect(label("/api/v3/pastes/abcd1234.zip")).toBe("/api/v3/pastes/[pasteId]");
    expect(label("/api/v3/pastes/abcd1234/stats/")).toBe("/api/v3/pastes/[pasteId]/stats");
    expect(label("/api/v3/users/Alice")).toBe("/api/v3/users/[username]");
    expect(label("/api/nothing/here")).toBe("/api/[...path]");
    expect(label("/~alice")).toBe("/~:username");
    expect(label("/abcd1234")).toBe("/[pasteId]");
    expect(label("/raw/abcd1234/efgh5678")).toBe("/raw/[pasteId]/[pastyId]");
    expect(label("/%72aw/abcd1234/efgh5678")).toBe("/raw/[pasteId]/[pastyId]");
    // The table's order holds across routes that begin with a literal and with a parameter.
    expect(label("/raw/embed")).toBe("/[pasteId]/embed");
    expect(label("/raw/abcd1234")).toBe("/raw/[pasteId]");
    expect(label("/raw")).toBe("/[pasteId]");
  });

  it("put build assets and unclaimed paths under a few fixed labels", () => {
    expect(label("/_next/static/chunks/abc123.js")).toBe("/_next/static");
    expect(label("/a/b/c")).toBe("unmatched");
  });

  it("fall back to replacing id-like segments without a build, and cap the number of labels", () => {
    const fallback = createRouteLabeler(undefined);
    expect(fallback("/api/v3/pastes/ab12cd34/stats")).toBe("/api/v3/pastes/[id]/stats");
    expect(fallback("/api/v3/users/someone/pastes")).toBe("/api/v3/users/[username]/pastes");
    const labels = new Set<string>();
    for (let i = 0; i < 1000; i++) labels.add(fallback(`/made-up-${i}`));
    expect(labels.size).toBeLessThanOrEqual(301);
    expect(labels.has("other")).toBe(true);
  });
});
