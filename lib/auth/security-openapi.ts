import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { errorResponses, jsonResponse } from "../openapi/responses";
import { endedSessionsSchema, sessionIdParams, sessionSchema, signInSchema } from "./security-schema";

// The account-security endpoints in the OpenAPI document; lib/api/openapi.ts lists this registration.

export function registerAccountSecurityApi(registry: OpenAPIRegistry): void {
  const path = (config: RouteConfig) => registry.registerPath({ tags: ["Account security"], security: [{ accessToken: [] }], ...config });
  const session = registry.register("Session", sessionSchema);
  const signIn = registry.register("SignIn", signInSchema);

  path({
    method: "get",
    path: "/api/v3/auth/self/sessions",
    summary: "Every signed-in browser of your account, last seen first (scope user:access_tokens)",
    responses: { 200: jsonResponse("The sessions.", z.array(session)), ...errorResponses(401, 403) },
  });
  path({
    method: "delete",
    path: "/api/v3/auth/self/sessions",
    summary: "Sign out every other browser of your account, at once (a token signs out all of them; scope user:access_tokens)",
    responses: { 200: jsonResponse("How many sessions ended.", endedSessionsSchema), ...errorResponses(401, 403) },
  });
  path({
    method: "delete",
    path: "/api/v3/auth/self/sessions/{id}",
    summary: "Sign one browser of your account out, at once (scope user:access_tokens)",
    request: { params: sessionIdParams },
    responses: { 204: { description: "Signed out." }, ...errorResponses(400, 401, 403, 404) },
  });
  path({
    method: "get",
    path: "/api/v3/auth/self/sign_ins",
    summary: "The last 20 sign-ins of your account (scope user:access_tokens)",
    responses: { 200: jsonResponse("Newest first.", z.array(signIn)), ...errorResponses(401, 403) },
  });
}
