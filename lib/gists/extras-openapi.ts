import type { OpenAPIRegistry, ResponseConfig, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { githubErrorResponses, jsonBody, jsonResponse } from "../openapi/responses";
import {
  gistCommentInputSchema,
  gistCommentParamsSchema,
  gistCommentSchema,
  gistPageQuerySchema,
  gistRevisionParamsSchema,
} from "./extras-schema";
import { editGistInputSchema, gistHistoryEntrySchema, gistIdParamsSchema } from "./schema";

// The Gist API's stars, forks, commits, versions and comments (docs/api/gists.md) in the OpenAPI
// document, registered with the rest of the Gist API (lib/gists/openapi.ts), whose gist object,
// paged list answer and error shape they share.

interface GistRegistration {
  path: (config: RouteConfig) => void;
  /** The registered gist object. */
  gist: z.ZodType;
  /** A page of a list with GitHub's Link header. */
  list: (description: string, item?: z.ZodType) => ResponseConfig;
}

const noContent = (description: string): ResponseConfig => ({ description });

export function registerGistExtrasApi(registry: OpenAPIRegistry, { path, gist, list }: GistRegistration): void {
  const params = gistIdParamsSchema;
  path({
    method: "post",
    path: "/api/v3/gists/{gistId}",
    summary: "Edit a gist, as PATCH does (the gist command edits with POST)",
    request: {
      params,
      body: jsonBody(editGistInputSchema, {
        replace: { summary: "Replace a file's text", value: { files: { "a.py": { content: "print(2)" } } } },
      }),
    },
    responses: { 200: jsonResponse("The gist as edited.", gist), ...githubErrorResponses(400, 401, 403, 404, 413, 422, 451) },
  });
  path({
    method: "get",
    path: "/api/v3/gists/{gistId}/commits",
    summary: "The gist's versions, newest first: the entries of its history",
    request: { params, query: gistPageQuerySchema },
    responses: { 200: list("One page of versions.", gistHistoryEntrySchema), ...githubErrorResponses(403, 404, 422, 451) },
  });
  path({
    method: "get",
    path: "/api/v3/gists/{gistId}/{sha}",
    summary: "The gist as it was at a version (a number of its history); never consumes a burn-after-reading paste",
    request: { params: gistRevisionParamsSchema },
    responses: { 200: jsonResponse("The gist at that version.", gist), ...githubErrorResponses(400, 403, 404, 451) },
  });
  path({
    method: "get",
    path: "/api/v3/gists/{gistId}/forks",
    summary: "The gist's forks the caller may see, newest first",
    request: { params, query: gistPageQuerySchema },
    responses: { 200: list("One page of forks, files without content."), ...githubErrorResponses(403, 404, 422, 451) },
  });
  path({
    method: "post",
    path: "/api/v3/gists/{gistId}/forks",
    summary: "Fork a gist: a copy of the paste of the caller's (not of a burn-after-reading, quarantined or end-to-end paste)",
    request: { params },
    responses: { 201: jsonResponse("The fork, as a gist.", gist), ...githubErrorResponses(400, 403, 404, 409, 451) },
  });
  for (const [method, summary, status] of [
    ["get", "Whether the caller starred the gist: 204 if so, 404 if not", 204],
    ["put", "Star the gist (repeating it is no error)", 204],
    ["delete", "Unstar the gist (repeating it is no error)", 204],
  ] as const) {
    path({
      method,
      path: "/api/v3/gists/{gistId}/star",
      summary,
      request: { params },
      responses: { [status]: noContent("Done."), ...githubErrorResponses(400, 401, 404, 451) },
    });
  }
  const comment = registry.register("GistComment", gistCommentSchema);
  const body = jsonBody(gistCommentInputSchema, { comment: { summary: "A comment", value: { body: "Nice **gist**" } } });
  path({
    method: "get",
    path: "/api/v3/gists/{gistId}/comments",
    summary: "The gist's comments, oldest first",
    request: { params, query: gistPageQuerySchema },
    responses: { 200: list("One page of comments.", comment), ...githubErrorResponses(400, 403, 404, 422, 451) },
  });
  path({
    method: "post",
    path: "/api/v3/gists/{gistId}/comments",
    summary: "Comment on the gist (on the first line of its first file); scope paste",
    request: { params, body },
    responses: { 201: jsonResponse("The comment.", comment), ...githubErrorResponses(400, 401, 403, 404, 422, 451) },
  });
  const commentParams = gistCommentParamsSchema;
  path({
    method: "get",
    path: "/api/v3/gists/{gistId}/comments/{comment_id}",
    summary: "A comment of the gist",
    request: { params: commentParams },
    responses: { 200: jsonResponse("The comment.", comment), ...githubErrorResponses(400, 403, 404, 451) },
  });
  path({
    method: "patch",
    path: "/api/v3/gists/{gistId}/comments/{comment_id}",
    summary: "Change a comment (its author; scope paste)",
    request: { params: commentParams, body },
    responses: { 200: jsonResponse("The comment.", comment), ...githubErrorResponses(400, 401, 403, 404, 422, 451) },
  });
  path({
    method: "delete",
    path: "/api/v3/gists/{gistId}/comments/{comment_id}",
    summary: "Delete a comment (its author, the gist's owner or an admin; scope paste)",
    request: { params: commentParams },
    responses: { 204: noContent("Deleted."), ...githubErrorResponses(401, 403, 404, 451) },
  });
}
