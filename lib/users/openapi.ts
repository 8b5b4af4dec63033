import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { expiresInSchema } from "../expires-in";
import { errorResponses, jsonResponse, pageEnvelope } from "../openapi-responses";
import { languageStatSchema } from "../pastes/schema";
import { profileListQuerySchema, searchMatchSchema } from "../search/schema";
import { pageQuerySchema } from "./profile-pastes";

// The v3 user endpoints (interface.md 4.1) in the OpenAPI document.

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarId: z.string().describe("The avatar image: GET /api/v3/images/{avatarId}."),
  createdAt: z.iso.datetime(),
  isAdmin: z.boolean(),
  isContributor: z.boolean(),
  isSupporter: z.boolean(),
});

export const summarySchema = z.object({
  paste: z.object({
    id: z.string(),
    title: z.string(),
    createdAt: z.iso.datetime(),
    deletesAt: z.iso.datetime().nullable(),
    expiresIn: expiresInSchema,
    ownerId: z.string().nullable(),
    pinned: z.boolean(),
    private: z.boolean(),
    stars: z.number().int(),
    tags: z.array(z.string()),
  }),
  languageStats: z.array(languageStatSchema).nullable().describe("Null for encrypted pastes."),
  encrypted: z.boolean(),
});

export const pageSchema = pageEnvelope(summarySchema);

export function registerUserApi(registry: OpenAPIRegistry): void {
  const user = registry.register("User", userSchema);
  const page = registry.register("PastePage", pageSchema);
  const filteredPage = pageSchema.extend({
    items: z.array(summarySchema.extend({ match: searchMatchSchema.optional().describe("With `q`: where the paste matched.") })),
  });
  const path = (config: RouteConfig) => registry.registerPath({ tags: ["Users"], security: [{ accessToken: [] }, {}], ...config });
  const params = z.object({ username: z.string() });

  path({
    method: "get",
    path: "/api/v3/users",
    summary: "Look a user up by id",
    request: { query: z.object({ id: z.string() }) },
    responses: { 200: jsonResponse("The user.", user), ...errorResponses(400, 404) },
  });
  path({
    method: "get",
    path: "/api/v3/users/{username}",
    summary: "Look a user up by name (any letter case)",
    request: { params },
    responses: { 200: jsonResponse("The user.", user), ...errorResponses(404) },
  });
  path({
    method: "get",
    path: "/api/v3/users/{username}.zip",
    summary: "Download all of your data (scope user)",
    request: { params },
    responses: {
      200: { description: "A zip file.", content: { "application/zip": { schema: z.string() } } },
      ...errorResponses(401, 403, 404),
    },
  });
  path({
    method: "delete",
    path: "/api/v3/users/{username}",
    summary: "Delete a user and their pastes (self or admin; scope user)",
    request: { params },
    responses: { 204: { description: "Deleted." }, ...errorResponses(401, 403, 404) },
  });
  path({
    method: "get",
    path: "/api/v3/users/{username}/pastes",
    summary: "A user's pastes, newest first; with q, those matching a search",
    request: { params, query: profileListQuerySchema },
    responses: { 200: jsonResponse("One page.", filteredPage), ...errorResponses(400, 401, 403, 404) },
  });
  path({
    method: "get",
    path: "/api/v3/users/{username}/pastes/pinned",
    summary: "A user's pinned pastes",
    request: { params, query: pageQuerySchema },
    responses: { 200: jsonResponse("One page.", page), ...errorResponses(400, 404) },
  });
  path({
    method: "get",
    path: "/api/v3/users/{username}/tags",
    summary: "All tags of your pastes (scope user:read)",
    request: { params },
    responses: { 200: jsonResponse("Tag names.", z.array(z.string())), ...errorResponses(401, 403, 404) },
  });
}
