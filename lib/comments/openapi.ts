import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { errorResponses, jsonBody, jsonResponse } from "../openapi/responses";
import { pasteIdParamsSchema } from "../pastes/schema";
import {
  commentsPageQuerySchema,
  commentsPageSchema,
  commentParamsSchema,
  commentSchema,
  commentsSwitchSchema,
  createCommentInputSchema,
  editCommentInputSchema,
} from "./schema";

// The review comment endpoints in the OpenAPI document, from the schemas the routes validate with.

const headers = z.object({
  "Encryption-Key": z.string().optional().describe("The key of an encrypted paste: comment bodies are encrypted with it."),
});

export function registerCommentApi(registry: OpenAPIRegistry): void {
  const comment = registry.register("Comment", commentSchema);
  const commentsSwitch = registry.register("CommentsSwitch", commentsSwitchSchema);
  const path = (config: RouteConfig) => registry.registerPath({ tags: ["Comments"], security: [{ accessToken: [] }, {}], ...config });
  const params = pasteIdParamsSchema;

  path({
    method: "get",
    path: "/api/v3/pastes/{pasteId}/comments",
    summary:
      "A page of the paste's review comments, oldest first (whoever may read the paste; scope paste:read). " +
      "Off (403) when the owner turned them off and on every burn-after-reading paste.",
    request: { params, headers, query: commentsPageQuerySchema },
    responses: {
      200: jsonResponse("A page of comments.", registry.register("CommentsPage", commentsPageSchema.extend({ items: z.array(comment) }))),
      ...errorResponses(400, 401, 403, 404, 451),
    },
  });
  path({
    method: "post",
    path: "/api/v3/pastes/{pasteId}/comments",
    summary: "Comment on a line range of a pasty of the current version (logged in, scope paste; 409 past MAX_COMMENTS_PER_PASTE)",
    request: { params, headers, body: jsonBody(registry.register("CreateComment", createCommentInputSchema)) },
    responses: { 201: jsonResponse("The new comment.", comment), ...errorResponses(400, 401, 403, 404, 409, 451) },
  });
  path({
    method: "patch",
    path: "/api/v3/pastes/{pasteId}/comments/{commentId}",
    summary: "Change a comment's body (its author)",
    request: { params: commentParamsSchema, headers, body: jsonBody(registry.register("EditComment", editCommentInputSchema)) },
    responses: { 200: jsonResponse("The changed comment.", comment), ...errorResponses(400, 401, 403, 404) },
  });
  path({
    method: "delete",
    path: "/api/v3/pastes/{pasteId}/comments/{commentId}",
    summary: "Delete a comment (its author, the paste's owner, an admin; scope paste)",
    request: { params: commentParamsSchema },
    responses: { 204: { description: "Deleted." }, ...errorResponses(401, 403, 404) },
  });
  path({
    method: "get",
    path: "/api/v3/pastes/{pasteId}/comments_enabled",
    summary: "Whether the paste takes comments",
    request: { params },
    responses: { 200: jsonResponse("The switch.", commentsSwitch), ...errorResponses(401, 403, 404) },
  });
  path({
    method: "put",
    path: "/api/v3/pastes/{pasteId}/comments_enabled",
    summary: "Turn comments on or off (the owner, scope paste); off hides them and takes no new ones",
    request: { params, body: jsonBody(commentsSwitch) },
    responses: { 200: jsonResponse("The switch.", commentsSwitch), ...errorResponses(400, 401, 403, 404) },
  });
}
