import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { errorResponses, jsonResponse } from "../openapi/responses";
import { githubUserSchema } from "./github";
import { userSchema } from "./schema";

// The v3 user endpoints (interface.md 4.1) in the OpenAPI document.

export function registerUserApi(registry: OpenAPIRegistry): void {
  const user = registry.register("User", userSchema);
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
    description:
      "A client that sends GitHub's media type (`Accept: application/vnd.github…`) or `X-GitHub-Api-Version` is a GitHub " +
      "client: it is answered GitHub's user object, and its errors in GitHub's shape (docs/api/gists.md).",
    request: { params },
    responses: {
      200: jsonResponse("The user (GitHubUser to GitHub's clients).", z.union([user, githubUserSchema])),
      ...errorResponses(404),
    },
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
    path: "/api/v3/users/{username}/tags",
    summary: "All tags of your pastes (scope user:read)",
    request: { params },
    responses: { 200: jsonResponse("Tag names.", z.array(z.string())), ...errorResponses(401, 403, 404) },
  });
}
