import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { errorResponses, jsonBody, jsonResponse } from "../openapi/responses";
import { moderationDecisionSchema, moderationOutcomeSchema, reportInputSchema, reportReferenceSchema } from "./schema";

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
    request: { params, body: jsonBody(reportInputSchema) },
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
}
