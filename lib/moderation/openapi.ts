import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { errorResponses, jsonBody, jsonResponse } from "../openapi/responses";
import { adminPastesQuerySchema } from "./admin-pastes";
import { changeSettingSchema, instanceSettingSchema, resetSettingSchema, settingParamsSchema } from "./instance-settings";
import { instanceStatsSchema } from "./instance-stats";
import {
  accountDecisionSchema,
  adminUsersQuerySchema,
  moderationDecisionSchema,
  moderationOutcomeSchema,
  reportInputSchema,
  reportReferenceSchema,
  usernameParamsSchema,
} from "./schema";

// The reports of pastes and the admins' decisions on them in the OpenAPI document.

export function registerModerationApi(registry: OpenAPIRegistry): void {
  const reference = registry.register("ReportReference", reportReferenceSchema);
  const path = (config: RouteConfig) => registry.registerPath({ tags: ["Reports"], security: [{ accessToken: [] }, {}], ...config });
  const params = z.object({ pasteId: z.string() });

  path({
    method: "post",
    path: "/api/v3/pastes/{pasteId}/reports",
    summary: "Report a paste to the instance's admins",
    description:
      "Anyone who may read the paste may report it, without a login. The answer is the report's reference and nothing else. " +
      "A reporter (an account, or an address when signed out) reports a paste once: reporting it again answers 200 with the " +
      "first report's reference. Rate-limited per address (RATE_LIMIT_REPORTS_PER_HOUR) and per paste " +
      "(RATE_LIMIT_REPORTS_PER_PASTE_PER_HOUR): 429 with Retry-After.",
    request: {
      params,
      body: jsonBody(reportInputSchema, {
        minimal: { summary: "A reason", value: { reason: "spam" } },
        detailed: {
          summary: "With details and a way to reach you",
          value: { reason: "personal-data", details: "Line 3 has my address.", contact: "me@example.com" },
        },
      }),
    },
    responses: {
      201: jsonResponse("Reported.", reference),
      200: jsonResponse("Reported before by the same reporter: that report's reference.", reference),
      ...errorResponses(400, 401, 403, 404, 429),
    },
  });
  path({
    method: "post",
    path: "/api/v3/pastes/{pasteId}/reports/decision",
    summary: "Quarantine a reported paste, dismiss its open reports, or delete it (admins)",
    description:
      "Written to the audit log with the note. `quarantine` holds the paste back while it is reviewed: everyone but its " +
      "owner (shown the note) and the admins gets 451 for it on every surface, and no list, search or cache holds it; its " +
      "reports stay open. `dismiss` closes the open reports and releases the paste from quarantine. `delete` takes the " +
      "path of every admin deletion: a private paste is a 404.",
    request: { params, body: jsonBody(moderationDecisionSchema) },
    responses: {
      200: jsonResponse("Decided: how many open reports it closed.", moderationOutcomeSchema),
      ...errorResponses(400, 401, 403, 404),
    },
  });

  const admin = (config: RouteConfig) => registry.registerPath({ tags: ["Admin"], security: [{ accessToken: [] }], ...config });
  const adminUser = z.object({
    id: z.string(),
    username: z.string(),
    createdAt: z.string(),
    isAdmin: z.boolean(),
    disabled: z.boolean(),
    pasteCount: z.number().int(),
  });
  admin({
    method: "get",
    path: "/api/v3/admin/users",
    summary: "Accounts, newest first, 50 a page; `q` finds names containing it (admins, scope paste)",
    request: { query: adminUsersQuerySchema },
    responses: {
      200: jsonResponse(
        "One page of accounts.",
        z.object({ users: z.array(adminUser), query: z.string(), page: z.number().int(), hasNext: z.boolean() }),
      ),
      ...errorResponses(400, 401, 403),
    },
  });
  admin({
    method: "post",
    path: "/api/v3/admin/users/{username}/disable",
    summary: "Disable an account: no sign-in, no session, no token; its pastes quarantined (admins, scope paste)",
    request: { params: usernameParamsSchema, body: jsonBody(accountDecisionSchema) },
    responses: {
      200: jsonResponse("Disabled: how many pastes it held back.", z.object({ quarantinedPastes: z.number().int() })),
      ...errorResponses(400, 401, 403, 404),
    },
  });
  admin({
    method: "get",
    path: "/api/v3/admin/stats",
    summary: "The instance in numbers: accounts, pastes, reports, what moderation holds (admins, scope paste)",
    responses: { 200: jsonResponse("The counts.", registry.register("InstanceStats", instanceStatsSchema)), ...errorResponses(401, 403) },
  });
  admin({
    method: "get",
    path: "/api/v3/admin/pastes",
    summary: "Find pastes by id, owner or words, anonymous and quarantined ones too, never a private one (admins, scope paste)",
    request: { query: adminPastesQuerySchema },
    responses: {
      200: jsonResponse(
        "Newest first, 50 a page.",
        z.object({
          pastes: z.array(
            z.object({
              id: z.string(),
              title: z.string(),
              owner: z.string().nullable(),
              createdAt: z.string(),
              quarantined: z.boolean(),
              encrypted: z.boolean(),
              endToEnd: z.boolean(),
              openReports: z.number().int(),
            }),
          ),
          page: z.number().int(),
          hasNext: z.boolean(),
        }),
      ),
      ...errorResponses(400, 401, 403),
    },
  });
  admin({
    method: "delete",
    path: "/api/v3/admin/users/{username}",
    summary: "Delete an account and everything of it, with a note for the audit log (admins, scope paste)",
    request: { params: usernameParamsSchema, body: jsonBody(accountDecisionSchema) },
    responses: { 204: { description: "Deleted." }, ...errorResponses(400, 401, 403, 404) },
  });
  const adminRight = z.object({ username: z.string(), isAdmin: z.boolean() });
  admin({
    method: "post",
    path: "/api/v3/admin/users/{username}/admin",
    summary: "Grant the admin right (admins, scope paste; audited)",
    request: { params: usernameParamsSchema, body: jsonBody(accountDecisionSchema) },
    responses: { 200: jsonResponse("The account's right now.", adminRight), ...errorResponses(400, 401, 403, 404) },
  });
  admin({
    method: "delete",
    path: "/api/v3/admin/users/{username}/admin",
    summary: "Remove the admin right (admins, scope paste; audited); never from the last admin who can sign in (409)",
    request: { params: usernameParamsSchema, body: jsonBody(accountDecisionSchema) },
    responses: { 200: jsonResponse("The account's right now.", adminRight), ...errorResponses(400, 401, 403, 404, 409) },
  });
  admin({
    method: "post",
    path: "/api/v3/admin/users/{username}/enable",
    summary: "Enable a disabled account again, releasing the pastes its disabling held back (admins, scope paste)",
    request: { params: usernameParamsSchema, body: jsonBody(accountDecisionSchema) },
    responses: {
      200: jsonResponse("Enabled: how many pastes it released.", z.object({ releasedPastes: z.number().int() })),
      ...errorResponses(400, 401, 403, 404),
    },
  });
  const setting = registry.register("InstanceSetting", instanceSettingSchema);
  const settingsAbout =
    "Admins, scope user; from a browser, with the second factor proved in the last 10 minutes on an account that has one. " +
    "The environment's value holds until an override is set, and again once it is reset; every instance applies a change " +
    "within a second, and the audit log records it.";
  admin({
    method: "get",
    path: "/api/v3/admin/settings",
    summary:
      "The instance settings an admin may change while it runs: each one's value, and whether the environment or an override gives it",
    description: settingsAbout,
    responses: { 200: jsonResponse("Every setting.", z.array(setting)), ...errorResponses(401, 403) },
  });
  admin({
    method: "put",
    path: "/api/v3/admin/settings/{key}",
    summary: "Override an instance setting (admins, scope user; audited)",
    description: `${settingsAbout} A value outside the setting's bounds is refused (400) with the bounds in the message.`,
    request: {
      params: settingParamsSchema,
      body: jsonBody(changeSettingSchema, {
        mode: { summary: "Registration by invitation", value: { value: "invite" } },
        number: { summary: "A budget, unless changed meanwhile", value: { value: 120, expectedUpdatedAt: null } },
      }),
    },
    responses: { 200: jsonResponse("The setting now.", setting), ...errorResponses(400, 401, 403, 404, 409) },
  });
  admin({
    method: "delete",
    path: "/api/v3/admin/settings/{key}",
    summary: "Reset an instance setting to the environment's value (admins, scope user; audited)",
    description: settingsAbout,
    request: { params: settingParamsSchema, query: resetSettingSchema },
    responses: { 200: jsonResponse("The setting now.", setting), ...errorResponses(400, 401, 403, 404, 409) },
  });
}
