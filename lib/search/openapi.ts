import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { errorResponses, jsonResponse } from "../openapi/responses";
import { pageSchema, summarySchema } from "../profiles/openapi";
import { exploreQuerySchema } from "./explore";
import { profileListQuerySchema, searchMatchSchema, searchQuerySchema } from "./schema";

// GET /api/v3/search, /api/v3/explore and a user's pastes (searched with q) in the OpenAPI document.

/** GET /api/v3/users/{username}/pastes: a profile's list, searched with q (registered before the profile's other lists). */
export function registerProfileSearchApi(registry: OpenAPIRegistry): void {
  const filteredPage = pageSchema.extend({
    items: z.array(summarySchema.extend({ match: searchMatchSchema.optional().describe("With `q`: where the paste matched.") })),
  });
  registry.registerPath({
    tags: ["Users"],
    security: [{ accessToken: [] }, {}],
    method: "get",
    path: "/api/v3/users/{username}/pastes",
    summary: "A user's pastes, newest first; with q, those matching a search",
    request: { params: z.object({ username: z.string() }), query: profileListQuerySchema },
    responses: { 200: jsonResponse("One page.", filteredPage), ...errorResponses(400, 401, 403, 404) },
  });
}

export function registerSearchApi(registry: OpenAPIRegistry): void {
  const match = registry.register("SearchMatch", searchMatchSchema);
  const page = registry.register("SearchPage", pageSchema.extend({ items: z.array(summarySchema.extend({ match })) }));
  registry.registerPath({
    tags: ["Search"],
    security: [{ accessToken: [] }, {}],
    method: "get",
    path: "/api/v3/search",
    summary: "Search your pastes (private ones too with paste:read), or with scope=public the public pastes profiles list",
    description:
      "Newest first. Titles, tags (your own pastes only), pasty titles and contents are searched; an encrypted paste only by " +
      "its title and tags. Hits are not counted: hasNextPage says whether another page follows and totalPages is known " +
      "up to it; paging stops after 1,000 hits.",
    request: { query: searchQuerySchema },
    responses: { 200: jsonResponse("One page of hits.", page), ...errorResponses(400, 401) },
  });
  registry.registerPath({
    tags: ["Search"],
    security: [{ accessToken: [] }, {}],
    method: "get",
    path: "/api/v3/explore",
    summary: "Explore the public pastes profiles list, newest or most starred first, optionally of one language",
    description:
      "The pastes of users who show all their pastes on their profile, and everyone's pinned pastes: never anonymous, " +
      "private, burn-after-reading or quarantined ones. Not counted, like a search: hasNextPage says whether another " +
      "page follows; paging stops after 1,000 pastes.",
    request: { query: exploreQuerySchema },
    responses: {
      200: jsonResponse("One page of pastes.", registry.register("ExplorePage", pageSchema.extend({ items: z.array(summarySchema) }))),
      ...errorResponses(400, 401),
    },
  });
}
