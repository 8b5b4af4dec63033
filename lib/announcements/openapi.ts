import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { errorResponses, jsonBody, jsonResponse } from "../openapi/responses";
import { announcementEditSchema, announcementInputSchema, announcementSchema } from "./schema";

// The v3 announcement endpoints (interface.md 4.5) in the OpenAPI document.

export function registerAnnouncementApi(registry: OpenAPIRegistry): void {
  const announcement = registry.register("Announcement", announcementSchema);
  const path = (config: RouteConfig) => registry.registerPath({ tags: ["Announcements"], security: [{ accessToken: [] }, {}], ...config });
  const params = z.object({ id: z.string() });

  path({
    method: "get",
    path: "/api/v3/announcements",
    summary: "All announcements, newest first",
    responses: { 200: jsonResponse("Announcements.", z.array(announcement)) },
  });
  path({
    method: "get",
    path: "/api/v3/announcements/latest",
    summary: "The newest announcement",
    responses: { 200: jsonResponse("The announcement.", announcement), ...errorResponses(404) },
  });
  path({
    method: "post",
    path: "/api/v3/announcements",
    summary: "Publish (admins)",
    request: { body: jsonBody(announcementInputSchema) },
    responses: { 201: jsonResponse("The announcement.", announcement), ...errorResponses(400, 401, 403) },
  });
  path({
    method: "patch",
    path: "/api/v3/announcements/{id}",
    summary: "Edit (admins)",
    request: {
      params,
      body: jsonBody(announcementEditSchema, { title: { summary: "A new title", value: { title: "Maintenance tonight" } } }),
    },
    responses: { 200: jsonResponse("The announcement.", announcement), ...errorResponses(400, 401, 403, 404) },
  });
  path({
    method: "delete",
    path: "/api/v3/announcements/{id}",
    summary: "Delete (admins)",
    request: { params },
    responses: { 204: { description: "Deleted." }, ...errorResponses(401, 403, 404) },
  });
}
