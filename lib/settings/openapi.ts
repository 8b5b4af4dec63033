import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { errorResponses, jsonBody, jsonResponse } from "../openapi/responses";
import { userSchema } from "../users/schema";
import { settingsPatchSchema, settingsSchema, usernameChangeSchema, userSettingsSchema } from "./schema";

// The v3 settings endpoints (interface.md 4.2) in the OpenAPI document.

export function registerSettingsApi(registry: OpenAPIRegistry): void {
  const settings = registry.register("Settings", settingsSchema);
  const userSettings = registry.register("UserSettings", userSettingsSchema);
  const path = (config: RouteConfig) => registry.registerPath({ tags: ["Settings"], security: [{ accessToken: [] }, {}], ...config });
  const browser = "Logged in: the user's (user:read / user). Otherwise the browser session of the cookie, created when absent.";

  path({
    method: "get",
    path: "/api/v3/settings",
    summary: "Read settings",
    description: browser,
    responses: { 200: jsonResponse("The settings.", settings), ...errorResponses(401, 403) },
  });
  path({
    method: "patch",
    path: "/api/v3/settings",
    summary: "Change settings (merges the fields sent)",
    description: browser,
    request: { body: jsonBody(settingsPatchSchema, { theme: { summary: "One setting", value: { theme: "dark" } } }) },
    responses: { 200: jsonResponse("The settings.", settings), ...errorResponses(400, 401, 403) },
  });
  path({
    method: "get",
    path: "/api/v3/settings/user",
    summary: "Read user settings (user:read)",
    responses: { 200: jsonResponse("User settings.", userSettings), ...errorResponses(401, 403) },
  });
  path({
    method: "patch",
    path: "/api/v3/settings/user",
    summary: "Change user settings (user)",
    request: { body: jsonBody(userSettingsSchema) },
    responses: { 200: jsonResponse("User settings.", userSettings), ...errorResponses(400, 401, 403) },
  });
  path({
    method: "patch",
    path: "/api/v3/settings/username",
    summary: "Change your username (user)",
    request: { body: jsonBody(usernameChangeSchema) },
    responses: { 200: jsonResponse("The user.", userSchema), ...errorResponses(400, 401, 403) },
  });
}
