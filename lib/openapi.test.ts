import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import * as openApiRoute from "@/app/api/v3/openapi.json/route";
import { openApiDocument } from "./openapi";
import { callRoute } from "./testing/http";

const v3Dir = join(process.cwd(), "app/api/v3");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name === "route.ts" ? [path] : [];
  });
}

/** Every (path, method) the v3 route files serve, in OpenAPI path syntax. */
function servedOperations(): { path: string; method: string }[] {
  return routeFiles(v3Dir).flatMap((file) => {
    const segments = relative(v3Dir, file).split(sep).slice(0, -1);
    const path = ["/api/v3", ...segments.map((segment) => segment.replace(/^\[(.+)\]$/, "{$1}"))].join("/");
    const methods = [...readFileSync(file, "utf8").matchAll(/export const (GET|POST|PATCH|PUT|DELETE)\b/g)];
    return methods.map((match) => ({ path, method: String(match[1]).toLowerCase() }));
  });
}

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1, served at /api/v3/openapi.json", async () => {
    const { status, json } = await callRoute(openApiRoute.GET, { path: "/api/v3/openapi.json" });
    expect(status).toBe(200);
    expect(json).toMatchObject({ openapi: "3.1.0", info: { title: expect.any(String) } });
  });

  it("covers every v3 route in app/api/v3", () => {
    const paths = openApiDocument().paths ?? {};
    const missing = servedOperations()
      .filter(({ path, method }) => !(paths[path] as Record<string, unknown> | undefined)?.[method])
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
    expect(servedOperations().length).toBeGreaterThan(20);
  });

  it("documents the paste zip and the error responses of paste operations", () => {
    const paths = openApiDocument().paths ?? {};
    expect(paths["/api/v3/pastes/{pasteId}.zip"]?.get).toBeDefined();
    const create = paths["/api/v3/pastes"]?.post;
    expect(Object.keys(create?.responses ?? {})).toEqual(expect.arrayContaining(["201", "400", "401", "403", "404", "413"]));
    expect(openApiDocument().components?.schemas).toHaveProperty("Paste");
  });
});
