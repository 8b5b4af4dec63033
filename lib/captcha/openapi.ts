import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { jsonResponse } from "../openapi/responses";
import { challengeSchema } from "./schema";

// GET /api/v3/captcha in the OpenAPI document.

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
