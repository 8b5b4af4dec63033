import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import * as openApiRoute from "@/app/api/v3/openapi.json/route";
import { openApiDocument } from "./openapi";
import { GITHUB_COMPATIBLE_TAG } from "../openapi/responses";
import { findLanguage } from "../languages/resolve";
import { createPasteExamples } from "../pastes/openapi";
import { createPasteInputSchema } from "../pastes/schema";
import { callRoute } from "../testing/http";

/** The route folders of each API surface, and the path each is served at. */
const surfaces = [
  { dir: "app/api/v3", base: "/api/v3" },
  { dir: "app/api/v2", base: "/api/v2" },
  { dir: "app/paste", base: "/paste" },
  { dir: "app/api/paste", base: "/api/paste" },
];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name === "route.ts" ? [path] : [];
  });
}

/** The HTTP methods a route file exports, declared there or re-exported from another route. */
function exportedMethods(source: string): string[] {
  const declared = [...source.matchAll(/export const (GET|POST|PATCH|PUT|DELETE)\b/g)].map((match) => String(match[1]));
  const reexported = [...source.matchAll(/export \{([^}]*)\}/g)].flatMap((match) =>
    String(match[1])
      .split(",")
      .map((name) => name.trim())
      .filter((name) => /^(GET|POST|PATCH|PUT|DELETE)$/.test(name)),
  );
  return [...declared, ...reexported];
}

/** Every (path, method) the API route files serve, in OpenAPI path syntax. */
function servedOperations(): { path: string; method: string }[] {
  return surfaces.flatMap(({ dir, base }) => {
    const root = join(process.cwd(), dir);
    return routeFiles(root).flatMap((file) => {
      const segments = relative(root, file).split(sep).slice(0, -1);
      const path = [base, ...segments.map((segment) => segment.replace(/^\[(.+)\]$/, "{$1}"))].join("/");
      return exportedMethods(readFileSync(file, "utf8")).map((method) => ({ path, method: method.toLowerCase() }));
    });
  });
}

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1, served at /api/v3/openapi.json", async () => {
    const { status, json } = await callRoute(openApiRoute.GET, { path: "/api/v3/openapi.json" });
    expect(status).toBe(200);
    expect(json).toMatchObject({ openapi: "3.1.0", info: { title: expect.any(String) } });
  });

  it("covers every route of the APIs: v3, v2, the older /paste and v1", () => {
    const paths = openApiDocument().paths ?? {};
    const missing = servedOperations()
      .filter(({ path, method }) => !(paths[path] as Record<string, unknown> | undefined)?.[method])
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
    expect(servedOperations().length).toBeGreaterThan(20);
    expect(servedOperations()).toEqual(
      expect.arrayContaining([
        { path: "/api/v2/user/self/pastes", method: "get" },
        { path: "/api/v2/paste", method: "post" },
        { path: "/api/paste", method: "post" },
      ]),
    );
  });

  // But the Gist API's (lib/gists): GitHub ignores fields it does not know, and clients written for
  // it may send some; they are dropped, never stored.
  it("declares every v3 JSON body strict: no object in it takes fields it does not name", () => {
    const document = openApiDocument();
    const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
    const loose: string[] = [];
    const visit = (schema: unknown, where: string): void => {
      if (!schema || typeof schema !== "object") return;
      const node = schema as Record<string, unknown>;
      if (typeof node.$ref === "string") return visit(schemas[node.$ref.replace("#/components/schemas/", "")], where);
      if (node.type === "object" && node.additionalProperties !== false) loose.push(where);
      for (const [key, value] of Object.entries(node)) {
        if (key === "properties") for (const [name, property] of Object.entries(value as object)) visit(property, `${where}.${name}`);
        else if (typeof value === "object") visit(value, where);
      }
    };
    let bodies = 0;
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      if (!path.startsWith("/api/v3/")) continue;
      for (const [method, operation] of Object.entries(
        operations as Record<string, { tags?: string[]; requestBody?: { content?: Record<string, { schema?: unknown }> } }>,
      )) {
        if (operation.tags?.includes(GITHUB_COMPATIBLE_TAG)) continue;
        const schema = operation.requestBody?.content?.["application/json"]?.schema;
        if (!schema) continue;
        bodies += 1;
        visit(schema, `${method.toUpperCase()} ${path}`);
      }
    }
    expect(bodies).toBeGreaterThanOrEqual(9);
    expect(loose).toEqual([]);
  });

  it("documents the paste zip and the error responses of paste operations", () => {
    const paths = openApiDocument().paths ?? {};
    expect(paths["/api/v3/pastes/{pasteId}.zip"]?.get).toBeDefined();
    const create = paths["/api/v3/pastes"]?.post;
    expect(Object.keys(create?.responses ?? {})).toEqual(expect.arrayContaining(["201", "400", "401", "403", "404", "413"]));
    expect(openApiDocument().components?.schemas).toHaveProperty("Paste");
  });

  it("names the address the request used as its one server, absolute, so copied curl commands work", async () => {
    const { json } = await callRoute(openApiRoute.GET, { path: "/api/v3/openapi.json", headers: { host: "paste.example:8080" } });
    expect((json as { servers?: unknown }).servers).toEqual([{ url: "http://paste.example:8080", description: expect.any(String) }]);
    const fallback = await callRoute(openApiRoute.GET, { path: "/api/v3/openapi.json" });
    expect((fallback.json as { servers: { url: string }[] }).servers[0]?.url).toMatch(/^https?:\/\/[^/]+$/);
    expect(openApiDocument("https://myst.example").servers).toEqual([{ url: "https://myst.example", description: expect.any(String) }]);
    // The shared document is not changed by a request's origin.
    expect(openApiDocument().servers).toBeUndefined();
  });

  it("shows a minimal create-paste body first: one pasty, no options", () => {
    const body = openApiDocument().paths?.["/api/v3/pastes"]?.post?.requestBody as {
      content: Record<string, { examples?: Record<string, { value: unknown }> }>;
    };
    const examples = body.content["application/json"]?.examples ?? {};
    const [first] = Object.values(examples);
    expect(first?.value).toEqual({ pasties: [{ content: expect.any(String), language: "Python" }] });
    for (const [name, example] of Object.entries(createPasteExamples)) {
      expect(createPasteInputSchema.safeParse(example.value).success, name).toBe(true);
      // No example sets more than one of the modes that change who may read the paste.
      const value = example.value as Record<string, unknown>;
      expect(
        ["private", "burnAfterRead", "e2e", "anonymous", "encrypted"].filter((mode) => mode in value).length,
        name,
      ).toBeLessThanOrEqual(1);
      const languages = (value.pasties as { language?: string }[]).flatMap((pasty) => (pasty.language ? [pasty.language] : []));
      expect(
        languages.filter((language) => !findLanguage(language)),
        name,
      ).toEqual([]);
    }
  });

  it("gives every v3 operation with a JSON body of optional fields an example to show instead of all of them at once", () => {
    const document = openApiDocument();
    const schemas = (document.components?.schemas ?? {}) as Record<string, { properties?: object; required?: string[] }>;
    const without: string[] = [];
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      if (!path.startsWith("/api/v3/")) continue;
      for (const [method, operation] of Object.entries(
        operations as Record<string, { requestBody?: { content?: Record<string, { schema?: { $ref?: string }; examples?: object }> } }>,
      )) {
        const media = operation.requestBody?.content?.["application/json"];
        if (!media?.schema) continue;
        const schema = media.schema.$ref ? schemas[media.schema.$ref.replace("#/components/schemas/", "")] : media.schema;
        const optional = Object.keys((schema as { properties?: object })?.properties ?? {}).filter(
          (name) => !((schema as { required?: string[] }).required ?? []).includes(name),
        );
        if (optional.length > 0 && !media.examples) without.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(without).toEqual([]);
  });
});
