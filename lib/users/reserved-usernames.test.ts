import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { reservedUsernames } from "./reserved-usernames";
import { suggestUsername } from "./username";

// The list follows the routes: every top-level folder of app/ (and of its route groups) and every
// entry of public/ must be reserved, so adding a route without reserving its name fails here.

const projectDir = fileURLToPath(new URL("../../", import.meta.url));
const entries = (dir: string) => readdirSync(`${projectDir}${dir}`, { withFileTypes: true });

function topLevelRouteNames(dir: string): string[] {
  return entries(dir)
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      if (entry.name.startsWith("(")) return topLevelRouteNames(`${dir}/${entry.name}`); // a route group adds no segment
      if (entry.name.startsWith("[")) return []; // a dynamic segment: the paste ids
      return [entry.name];
    });
}

describe("reserved usernames", () => {
  it("hold every top-level route of app/ and every entry of public/", () => {
    const names = [...topLevelRouteNames("app"), ...entries("public").map((entry) => entry.name)];
    expect(names).toEqual(expect.arrayContaining(["api", "login", "raw", "settings", "signup", "u"])); // the scan found the routes
    for (const name of names) expect(reservedUsernames.has(name.toLowerCase()), name).toBe(true);
  });

  it("hold the names kept for routes to come", () => {
    for (const name of ["s", "stats", "search", "docs", "embed", "metrics", "healthz"]) expect(reservedUsernames.has(name)).toBe(true);
  });

  it("are never suggested to a first provider login", () => {
    expect(suggestUsername("api", "...", "someone")).toBe("someone");
    expect(suggestUsername("Metrics@example.com")).toBe("");
  });
});
