import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { errorResponses, jsonResponse } from "../openapi/responses";
import { userSchema } from "../users/schema";
import { AVATAR_FIELD, AVATAR_MAX_BYTES, AVATAR_SIZE, avatarIdParamsSchema } from "./schema";

// The avatar upload (interface.md 4.2) and the image it is served as, in the OpenAPI document.

const binary = { type: "string", format: "binary" } as const;

export function registerAvatarApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: "patch",
    path: "/api/v3/settings/avatar",
    tags: ["Settings"],
    security: [{ accessToken: [] }],
    summary: "Change your avatar (user)",
    description:
      `A PNG, JPEG, GIF or WebP image (recognised by its content, not its declared type) of at most ` +
      `${AVATAR_MAX_BYTES} bytes in the multipart field \`${AVATAR_FIELD}\`. It is re-encoded as a ` +
      `${AVATAR_SIZE}×${AVATAR_SIZE} WebP without metadata and gets a new avatarId.`,
    request: {
      body: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: { type: "object", required: [AVATAR_FIELD], properties: { [AVATAR_FIELD]: binary } },
          },
        },
      },
    },
    responses: { 200: jsonResponse("The user, with the new avatarId.", userSchema), ...errorResponses(400, 401, 403, 413, 415) },
  });
  registry.registerPath({
    method: "get",
    path: "/api/v3/images/{avatarId}",
    tags: ["Users"],
    summary: "An avatar image",
    description:
      "Public. An avatarId names one version of an image, so it is served `Cache-Control: public, " +
      "max-age=31536000, immutable` with an ETag (If-None-Match → 304).",
    request: { params: avatarIdParamsSchema },
    responses: {
      200: { description: "The image.", content: { "image/webp": { schema: binary }, "image/png": { schema: binary } } },
      304: { description: "Not modified (If-None-Match)." },
      ...errorResponses(404),
    },
  });
}
