import type { OpenAPIRegistry, ResponseConfig, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { jsonBody, jsonResponse, legacyErrorSchema } from "../openapi/responses";
import { HEADER_WARNINGS_MAX, SECRET_SCAN_HEADER, SECRET_WARNINGS_HEADER, SECRET_WARNINGS_TOTAL_HEADER } from "../secrets/headers";
import { secretRefusalDescription } from "../secrets/schema";
import { legacyCreateSchema, legacyEditSchema } from "./pastes";
import { expiresInToUnixTimeQuerySchema } from "./time";
import { v1CreateSchema, v1ReadQuerySchema } from "./v1";
import { v2LanguageSchema } from "./v2-data";

// The version-2 endpoints, the older paste interface and the v1 API, documented as deprecated.
// Their errors are {statusMessage}; languages go in and out by their original v2 names.

const errors = {
  400: jsonResponse("Bad input.", legacyErrorSchema),
  401: jsonResponse("Bad token.", legacyErrorSchema),
  404: jsonResponse("Not found.", legacyErrorSchema),
};
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
const v2User = z.object({
  _id: z.string(),
  username: z.string(),
  avatarUrl: z.string().describe("Absolute URL."),
  publicProfile: z.boolean().describe("Whether other users see the paste list (showAllPastesOnProfile)."),
  defaultLang: z.string().describe("Original v2 language name."),
  supporterLength: z.number().int().describe("1 for a supporter, else 0."),
  contributor: z.boolean(),
});
const v2SelfUser = v2User.extend({
  stars: z.array(z.string()).describe("Ids of the starred pastes the user can still see."),
  serviceIds: z.record(z.string(), z.string()).describe("Linked login providers: provider → account id."),
});
const v1Paste = z.object({
  id: z.string(),
  createdAt: z.number().int().describe("Unix seconds."),
  code: z.string().describe("The first pasty, URI-component encoded."),
  expiresIn: z.string(),
  language: z.string(),
});
// Writes answer exactly the original objects (published clients parse them strictly): the secret
// scan's findings (lib/secrets) travel in headers, also on a refusal (SECRET_SCAN=refuse).
const secretHeaders = z.object({
  [SECRET_WARNINGS_HEADER]: z
    .string()
    .optional()
    .describe(`JSON: the first ${HEADER_WARNINGS_MAX} secrets found, each {pastyId, pastyIndex, field, line, kind}; absent when none.`),
  [SECRET_WARNINGS_TOTAL_HEADER]: z.string().optional().describe("How many secrets were found; absent when none."),
  [SECRET_SCAN_HEADER]: z
    .string()
    .optional()
    .describe("`skipped` when the paste could not be scanned in time (SECRET_SCAN=warn wrote it)."),
});
const written = (description: string, schema: z.ZodType): ResponseConfig => ({
  ...jsonResponse(description, schema),
  headers: secretHeaders,
});
const refused = { 422: { ...jsonResponse(secretRefusalDescription, legacyErrorSchema), headers: secretHeaders } };
const formOrJson = (schema: z.ZodType) => ({
  required: true,
  content: { "application/json": { schema }, "application/x-www-form-urlencoded": { schema }, "multipart/form-data": { schema } },
});

export function registerLegacyApi(registry: OpenAPIRegistry): void {
  const path = (config: RouteConfig) => registry.registerPath({ deprecated: true, ...config });
  const language = registry.register("V2Language", v2LanguageSchema);
  const paste = registry.register("LegacyPaste", legacyPaste);
  for (const [name, query] of [
    ["language", z.object({ name: z.string().optional(), extension: z.string().optional() })],
    ["languageExt", z.object({ extension: z.string() })],
  ] as const) {
    path({
      tags: ["Version 2 data"],
      method: "get",
      path: `/api/v2/data/${name}`,
      request: { query },
      responses: { 200: jsonResponse("The language.", language), ...errors },
    });
  }
  path({
    tags: ["Version 2 data"],
    method: "get",
    path: "/api/v2/data/numPastes",
    responses: { 200: jsonResponse("Active pastes.", z.object({ numPastes: z.number().int() })) },
  });
  path({
    tags: ["Version 2 data"],
    method: "get",
    path: "/api/v2/time/expiresInToUnixTime",
    request: { query: expiresInToUnixTimeQuerySchema },
    responses: {
      200: jsonResponse("When such a paste is deleted, unix seconds; 0 for never.", z.object({ result: z.number().int() })),
      ...errors,
    },
  });
  registerV2UserApi(path);
  for (const base of ["/paste", "/api/v2/paste"]) {
    const tags = ["Older paste interface"];
    const security: Record<string, string[]>[] = [{ accessToken: [] }, {}];
    const params = z.object({ id: z.string() });
    path({
      tags,
      security,
      method: "post",
      path: base,
      request: {
        body: jsonBody(legacyCreateSchema, {
          minimal: { summary: "One pasty", value: { pasties: [{ code: "print('Hello, world!')", language: "Python" }] } },
        }),
      },
      responses: { 200: written("The paste; the secrets found in it in headers.", paste), ...errors, ...refused },
    });
    path({
      tags,
      security,
      method: "get",
      path: `${base}/{id}`,
      request: { params },
      responses: { 200: jsonResponse("The paste.", paste), ...errors },
    });
    path({
      tags,
      security,
      method: "patch",
      path: `${base}/{id}`,
      request: {
        params,
        body: jsonBody(legacyEditSchema, { title: { summary: "Rename", value: { title: "Renamed" } } }),
      },
      responses: { 200: written("The paste; the secrets found in it in headers.", paste), ...errors, ...refused },
    });
    path({
      tags,
      security,
      method: "delete",
      path: `${base}/{id}`,
      request: { params },
      responses: {
        200: { description: "Deleted (empty text/plain body).", content: { "text/plain": { schema: z.string().max(0) } } },
        ...errors,
      },
    });
  }
  const tags = ["Version 1"];
  path({
    tags,
    method: "post",
    path: "/api/paste",
    request: { body: formOrJson(v1CreateSchema) },
    responses: { 200: written("The anonymous paste; the secrets found in it in headers.", v1Paste), ...errors, ...refused },
  });
  path({
    tags,
    method: "get",
    path: "/api/paste",
    request: { query: v1ReadQuerySchema },
    responses: { 200: jsonResponse("The public paste.", v1Paste), ...errors },
  });
}

function registerV2UserApi(path: (config: RouteConfig) => void): void {
  const tags = ["Version 2 users"];
  const params = z.object({ username: z.string() });
  const security: Record<string, string[]>[] = [{ accessToken: [] }];
  path({
    tags,
    method: "get",
    path: "/api/v2/user/{username}/exists",
    request: { params },
    responses: { 200: jsonResponse("The user exists (the body is an empty JSON string).", z.literal("")), 404: errors[404] },
  });
  path({
    tags,
    method: "get",
    path: "/api/v2/user/{username}",
    request: { params },
    responses: { 200: jsonResponse("The user, when the profile is public.", v2User), 404: errors[404] },
  });
  path({
    tags,
    security,
    method: "get",
    path: "/api/v2/user/self",
    description: "Needs the `user:read` scope.",
    responses: {
      200: jsonResponse("The caller.", v2SelfUser),
      401: errors[401],
      403: jsonResponse("The token lacks the scope.", legacyErrorSchema),
    },
  });
  path({
    tags,
    security,
    method: "get",
    path: "/api/v2/user/self/pastes",
    description: "Private pastes are included when the token holds `paste:read`.",
    responses: { 200: jsonResponse("Ids of the caller's pastes, newest first.", z.array(z.string())), 401: errors[401] },
  });
}
