import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { GITHUB_COMPATIBLE_TAG, githubErrorResponses, jsonBody, jsonResponse } from "../openapi/responses";
import { githubUserSchema } from "../users/github";
import { registerGistExtrasApi } from "./extras-openapi";
import {
  createGistInputSchema,
  editGistInputSchema,
  gistIdParamsSchema,
  gistListQuerySchema,
  gistSchema,
  rateLimitSchema,
  usernameParamsSchema,
} from "./schema";

// The Gist-compatible API (docs/api/gists.md) in the OpenAPI document, from the schemas its
// routes validate with. Its errors are GitHub's shape; its lists carry GitHub's Link header.

const linkHeader = z.string().describe('GitHub\'s pagination: `<url>; rel="next"`, and prev, first, last where there are such pages.');

export function registerGistApi(registry: OpenAPIRegistry): void {
  const gist = registry.register("Gist", gistSchema);
  const list = (description: string, item: z.ZodType = gist) => ({
    description,
    headers: z.object({ Link: linkHeader }),
    content: { "application/json": { schema: z.array(item) } },
  });
  const path = (config: RouteConfig) =>
    registry.registerPath({ tags: [GITHUB_COMPATIBLE_TAG], security: [{ accessToken: [] }, {}], ...config });

  path({
    method: "post",
    path: "/api/v3/gists",
    summary: "Create a gist: a paste of its files (anonymously only a public one)",
    request: {
      body: jsonBody(createGistInputSchema, {
        secret: {
          summary: "A secret gist (a private paste)",
          value: { description: "notes", files: { "notes.md": { content: "# Notes" } } },
        },
        public: { summary: "A public gist", value: { public: true, files: { "main.py": { content: "print(1)" } } } },
      }),
    },
    responses: { 201: jsonResponse("The gist, with its files' content.", gist), ...githubErrorResponses(400, 401, 403, 413, 422, 451) },
  });
  path({
    method: "get",
    path: "/api/v3/gists",
    summary: "The caller's gists, newest first (secret ones with paste:read)",
    request: { query: gistListQuerySchema },
    responses: { 200: list("One page, files without content."), ...githubErrorResponses(401, 422) },
  });
  path({
    method: "get",
    path: "/api/v3/gists/public",
    summary: "Public gists, newest first: Explore's pastes",
    request: { query: gistListQuerySchema },
    responses: { 200: list("One page, files without content."), ...githubErrorResponses(422) },
  });
  path({
    method: "get",
    path: "/api/v3/gists/starred",
    summary: "The gists the caller starred, most recently starred first",
    request: { query: gistListQuerySchema },
    responses: { 200: list("One page, files without content."), ...githubErrorResponses(401, 422) },
  });
  path({
    method: "get",
    path: "/api/v3/users/{username}/gists",
    summary: "A user's gists, as their profile lists them to the caller",
    request: { params: usernameParamsSchema, query: gistListQuerySchema },
    responses: { 200: list("One page, files without content."), ...githubErrorResponses(404, 422) },
  });
  path({
    method: "get",
    path: "/api/v3/gists/{gistId}",
    summary: "A gist with its files' content, forks and history; consumes a burn-after-reading paste, as its read does",
    request: { params: gistIdParamsSchema },
    responses: {
      200: jsonResponse("The gist.", gist),
      ...githubErrorResponses(400, 403, 404, 451),
    },
  });
  path({
    method: "patch",
    path: "/api/v3/gists/{gistId}",
    summary: "Edit a gist (owner, scope paste): one revision",
    description:
      "`files`: null deletes a file, `filename` renames it, `content` replaces its text, a new name adds a file; " +
      "`description` replaces the title. Deleting the last file is a 422.",
    request: {
      params: gistIdParamsSchema,
      body: jsonBody(editGistInputSchema, {
        rename: { summary: "Rename a file", value: { files: { "a.py": { filename: "b.py" } } } },
        replace: {
          summary: "Replace a file's text, delete another",
          value: { files: { "a.py": { content: "print(2)" }, "old.txt": null } },
        },
      }),
    },
    responses: { 200: jsonResponse("The gist as edited.", gist), ...githubErrorResponses(400, 401, 403, 404, 413, 422, 451) },
  });
  path({
    method: "delete",
    path: "/api/v3/gists/{gistId}",
    summary: "Delete a gist (owner, or an admin for a public one; scope paste)",
    request: { params: gistIdParamsSchema },
    responses: { 204: { description: "Deleted." }, ...githubErrorResponses(401, 403, 404, 451) },
  });
  path({
    method: "get",
    path: "/api/v3/user",
    summary: "The caller as a GitHub user (any token)",
    responses: { 200: jsonResponse("The user.", githubUserSchema), ...githubErrorResponses(401) },
  });
  path({
    method: "get",
    path: "/api/v3/rate_limit",
    summary: "The caller's rate-limit budgets (spends none); 404 when rate limiting is off, as on GitHub Enterprise",
    responses: { 200: jsonResponse("The budgets: core is the read budget.", rateLimitSchema), ...githubErrorResponses(404) },
  });
  registerGistExtrasApi(registry, { path, gist, list });
}
