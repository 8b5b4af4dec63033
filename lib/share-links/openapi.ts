import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { errorResponses, jsonBody, jsonResponse } from "../openapi/responses";
import { pasteIdParamsSchema } from "../pastes/schema";
import { createdShareLinkSchema, createShareLinkInputSchema, linkParamsSchema, shareLinkSchema } from "./schema";

// The share-link endpoints of v3 in the OpenAPI document, from the schemas the routes validate with.

export function registerShareLinkApi(registry: OpenAPIRegistry): void {
  const link = registry.register("ShareLink", shareLinkSchema);
  const path = (config: Parameters<OpenAPIRegistry["registerPath"]>[0]) =>
    registry.registerPath({ tags: ["Share links"], security: [{ accessToken: [] }], ...config });

  path({
    method: "post",
    path: "/api/v3/pastes/{pasteId}/links",
    summary:
      "Create a share link to a private paste (owner, scope paste; 409 past MAX_SHARE_LINKS_PER_PASTE); its URL is answered this once",
    request: {
      params: pasteIdParamsSchema,
      body: jsonBody(registry.register("CreateShareLink", createShareLinkInputSchema), {
        minimal: { summary: "A link that works until it is revoked", value: {} },
        limited: { summary: "Labelled, for a day, ten views", value: { label: "for Bob", expiresIn: "1d", maxViews: 10 } },
      }),
    },
    responses: {
      201: jsonResponse("The new link, with its URL and its QR code.", registry.register("CreatedShareLink", createdShareLinkSchema)),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });
  path({
    method: "get",
    path: "/api/v3/pastes/{pasteId}/links",
    summary: "The share links of a private paste (owner, scope paste)",
    request: { params: pasteIdParamsSchema },
    responses: {
      200: jsonResponse("The links, oldest first, without their secrets (at most MAX_SHARE_LINKS_PER_PASTE).", z.array(link)),
      ...errorResponses(400, 401, 403, 404),
    },
  });
  path({
    method: "delete",
    path: "/api/v3/pastes/{pasteId}/links/{linkId}",
    summary: "Revoke a share link (owner, scope paste)",
    request: { params: linkParamsSchema },
    responses: { 204: { description: "Revoked: the link stops working at once." }, ...errorResponses(400, 401, 403, 404) },
  });
}
