import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { jsonBody, jsonResponse } from "../openapi-responses";
import { legacyCreateSchema, legacyEditSchema } from "./pastes";

// The version-2 data endpoints and the older paste interface, documented as deprecated. Their
// errors are {statusMessage}.

const legacyError = z.object({ statusMessage: z.string() });
const errors = { 400: jsonResponse("Bad input.", legacyError), 401: jsonResponse("Bad token.", legacyError), 404: jsonResponse("Not found.", legacyError) };
const v2Language = z.object({ name: z.string(), mode: z.string(), mimes: z.array(z.string()), ext: z.array(z.string()), color: z.string() });
const legacyPaste = z.object({
  _id: z.string(),
  ownerId: z.string(),
  title: z.string(),
  createdAt: z.number().int().describe("Unix seconds."),
  deletesAt: z.number().int().describe("Unix seconds; 0 = never."),
  expiresIn: z.string(),
  isPrivate: z.boolean(),
  isPublic: z.boolean(),
  tags: z.array(z.string()),
  stars: z.number().int(),
  encrypted: z.boolean(),
  pasties: z.array(z.object({ _id: z.string(), title: z.string(), language: z.string(), code: z.string() })),
  edits: z.array(z.object({})).max(0).describe("Always empty."),
});

export function registerLegacyApi(registry: OpenAPIRegistry): void {
  const path = (config: RouteConfig) => registry.registerPath({ deprecated: true, ...config });
  const language = registry.register("V2Language", v2Language);
  const paste = registry.register("LegacyPaste", legacyPaste);
  for (const [name, query] of [
    ["language", z.object({ name: z.string().optional(), extension: z.string().optional() })],
    ["languageExt", z.object({ extension: z.string() })],
  ] as const) {
    path({ tags: ["Version 2 data"], method: "get", path: `/api/v2/data/${name}`, request: { query }, responses: { 200: jsonResponse("The language.", language), ...errors } });
  }
  path({
    tags: ["Version 2 data"], method: "get", path: "/api/v2/data/numPastes",
    responses: { 200: jsonResponse("Active pastes.", z.object({ numPastes: z.number().int() })) },
  });
  for (const base of ["/paste", "/api/v2/paste"]) {
    const tags = ["Older paste interface"];
    const security: Record<string, string[]>[] = [{ accessToken: [] }, {}];
    const params = z.object({ id: z.string() });
    path({ tags, security, method: "post", path: base, request: { body: jsonBody(legacyCreateSchema) }, responses: { 200: jsonResponse("The paste.", paste), ...errors } });
    path({ tags, security, method: "get", path: `${base}/{id}`, request: { params }, responses: { 200: jsonResponse("The paste.", paste), ...errors } });
    path({ tags, security, method: "patch", path: `${base}/{id}`, request: { params, body: jsonBody(legacyEditSchema) }, responses: { 200: jsonResponse("The paste.", paste), ...errors } });
    path({ tags, security, method: "delete", path: `${base}/{id}`, request: { params }, responses: { 200: { description: "Deleted." }, ...errors } });
  }
}
