import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { expiresInSchema } from "../core/expires-in";
import { errorResponses, jsonResponse, pageEnvelope } from "../openapi/responses";
import { languageStatSchema } from "../pastes/schema";
import { pageQuerySchema } from "./profile-pastes";

// The lists of a user's pastes (interface.md 4.1) in the OpenAPI document.

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
  endToEnd: z.boolean().describe("Encrypted end to end in the browser (then `encrypted` is true too), not by the server with a password."),
});

export const pageSchema = pageEnvelope(summarySchema);

/** The pinned and starred lists; the list of a user's pastes, which searches too, is lib/search/openapi.ts's. */
export function registerProfileApi(registry: OpenAPIRegistry): void {
  const page = registry.register("PastePage", pageSchema);
  const path = (config: RouteConfig) => registry.registerPath({ tags: ["Users"], security: [{ accessToken: [] }, {}], ...config });
  const params = z.object({ username: z.string() });

  path({
    method: "get",
    path: "/api/v3/users/{username}/pastes/pinned",
    summary: "A user's pinned pastes",
    request: { params, query: pageQuerySchema },
    responses: { 200: jsonResponse("One page.", page), ...errorResponses(400, 404) },
  });
  path({
    method: "get",
    path: "/api/v3/users/{username}/stars",
    summary: "The pastes a user starred, most recently starred first",
    description:
      "Shown to the user, and to others when the user shows all their pastes on their profile (an empty page otherwise). " +
      "Lists live pastes the asker can open: never burn-after-reading ones, private ones only if they are the asker's own.",
    request: { params, query: pageQuerySchema },
    responses: { 200: jsonResponse("One page.", page), ...errorResponses(400, 404) },
  });
}
