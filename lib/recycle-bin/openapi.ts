import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { errorResponses, jsonResponse } from "../openapi/responses";
import { pasteIdParamsSchema } from "../pastes/schema";
import { binPageSchema, binQuerySchema } from "./schema";

// The recycle bin's endpoints of v3 in the OpenAPI document, from the schemas the routes validate with.

export function registerRecycleBinApi(registry: OpenAPIRegistry): void {
  const page = registry.register("BinPage", binPageSchema);
  const path = (config: Parameters<OpenAPIRegistry["registerPath"]>[0]) =>
    registry.registerPath({ tags: ["Recycle bin"], security: [{ accessToken: [] }], ...config });

  path({
    method: "get",
    path: "/api/v3/bin",
    summary: "Your deleted pastes, waiting RECYCLE_DAYS to be deleted for good (scope paste:read)",
    request: { query: binQuerySchema },
    responses: { 200: jsonResponse("The most recently deleted first.", page), ...errorResponses(400, 401, 403) },
  });
  path({
    method: "post",
    path: "/api/v3/bin/{pasteId}/restore",
    summary: "Restore your deleted paste as it was, with its history, stars, tags, comments and share links (scope paste)",
    request: { params: pasteIdParamsSchema },
    responses: {
      204: { description: "Restored: it answers at its address again." },
      ...errorResponses(401, 403, 404),
    },
  });
  path({
    method: "delete",
    path: "/api/v3/bin/{pasteId}",
    summary: "Delete a paste in the bin for good: yours (scope paste), or anyone's as an admin (audited)",
    request: { params: pasteIdParamsSchema },
    responses: { 204: { description: "Deleted for good." }, ...errorResponses(401, 403, 404) },
  });
  path({
    method: "get",
    path: "/api/v3/admin/bin",
    tags: ["Admin"],
    summary: "Every user's recycle bin, with each paste's owner (admins, scope paste)",
    request: { query: binQuerySchema },
    responses: { 200: jsonResponse("The most recently deleted first.", page), ...errorResponses(400, 401, 403) },
  });
}
