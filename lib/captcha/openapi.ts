import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { jsonResponse } from "../openapi/responses";
import { CAPTCHA_HEADER } from "./challenge";
import { challengeSchema } from "./schema";

// GET /api/v3/captcha in the OpenAPI document, and the X-Captcha header on the operations that
// ask for it (the routes' `captcha` option, lib/api/route.ts): those of the v3 API under
// CAPTCHA=anonymous, the others only under all.

export function registerCaptchaApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: "get",
    path: "/api/v3/captcha",
    tags: ["Captcha"],
    summary:
      "A proof-of-work challenge (ALTCHA's, version 2): anonymous creates and reports send it solved, as base64 JSON {challenge, solution}, in the X-Captcha header when CAPTCHA is on",
    responses: {
      200: jsonResponse(
        "A signed challenge, valid for 10 minutes and once; the work grows with the address's recent writes, within a bound.",
        registry.register("CaptchaChallenge", challengeSchema),
      ),
    },
  });
}

/** The operations that ask an anonymous caller for a solved challenge, as `method path`, and from which mode. */
export const CAPTCHA_OPERATIONS: Record<string, "anonymous" | "all"> = {
  "post /api/v3/pastes": "anonymous",
  "post /api/v3/pastes/{pasteId}/fork": "anonymous",
  "post /api/v3/pastes/{pasteId}/reports": "anonymous",
  "post /paste": "all",
  "post /api/v2/paste": "all",
  "post /api/paste": "all",
  "post /api/v3/gists": "all",
  "post /api/v3/gists/{gistId}/forks": "all",
};

/** The operation with X-Captcha among its request headers, when it is one that asks for it. */
export function withCaptchaHeader(route: RouteConfig): RouteConfig {
  const mode = CAPTCHA_OPERATIONS[`${route.method} ${route.path}`];
  if (!mode) return route;
  const header = z.object({
    [CAPTCHA_HEADER]: z
      .string()
      .optional()
      .openapi({
        description: `Without an access token or a session, under CAPTCHA=${mode === "all" ? "all" : "anonymous or all"}: a solved challenge of GET /api/v3/captcha, base64 JSON {challenge, solution}; without it 403. Good once.`,
      }),
  });
  const headers = route.request?.headers;
  const merged =
    headers === undefined
      ? header
      : Array.isArray(headers)
        ? [...headers, header]
        : headers instanceof z.ZodObject
          ? headers.extend(header.shape)
          : header;
  return { ...route, request: { ...route.request, headers: merged } };
}
