import "../openapi/zod";
import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { registerAnnouncementApi } from "../announcements/openapi";
import { registerAvatarApi } from "../avatars/openapi";
import { registerCaptchaApi, withCaptchaHeader } from "../captcha/openapi";
import { registerAuthApi } from "../auth/openapi";
import { registerAccountSecurityApi } from "../auth/security-openapi";
import { registerCommentApi } from "../comments/openapi";
import { registerLanguageApi } from "../languages/openapi";
import { registerLegacyApi } from "../legacy/openapi";
import { registerModerationApi } from "../moderation/openapi";
import { serviceVersion } from "../core/meta";
import { errorResponses, GITHUB_COMPATIBLE_TAG, githubErrorResponses, jsonResponse, legacyErrorSchema } from "../openapi/responses";
import { registerGistApi } from "../gists/openapi";
import { registerPasteApi } from "../pastes/openapi";
import { registerProfileSearchApi, registerSearchApi } from "../search/openapi";
import { registerSettingsApi } from "../settings/openapi";
import { registerRecycleBinApi } from "../recycle-bin/openapi";
import { registerShareLinkApi } from "../share-links/openapi";
import { registerProfileApi } from "../profiles/openapi";
import { registerUserApi } from "../users/openapi";
import { processSingleton } from "../core/process-state";

// The OpenAPI 3.1 document of /api/v3, built from each feature's registration (which uses the
// same Zod schemas the routes validate with). Served at /api/v3/openapi.json.

/**
 * Zod 4 gives a schema `.openapi()` only when it is built after lib/openapi/zod.ts ran, and a
 * bundler may build a feature's schemas before that; registering attaches the method, so no
 * feature depends on module evaluation order (a missing one made the document a 500 under Next).
 */
class OrderSafeRegistry extends OpenAPIRegistry {
  override register<T extends z.ZodType>(refId: string, zodSchema: T): T {
    const schema = zodSchema as unknown as { openapi?: unknown };
    schema.openapi ??= (z.ZodType.prototype as unknown as { openapi: unknown }).openapi;
    return super.register(refId, zodSchema);
  }

  /**
   * Every operation also lists what the route wrapper (lib/api/route.ts) may refuse it with, and
   * the header it may ask a visitor for (lib/captcha/openapi.ts).
   */
  override registerPath(given: RouteConfig): void {
    const route = withCaptchaHeader(given);
    const refusals = Object.entries(wrapperRefusals(route)).filter(([status]) => !(status in route.responses));
    super.registerPath({ ...route, responses: { ...route.responses, ...Object.fromEntries(refusals) } });
  }
}

/**
 * The wrapper answers 429 to any request over its client's budget, and on /api/v3 415 to a JSON
 * body not sent as application/json, before any operation runs; the older surfaces and the Gist
 * API in their own error shapes (and they take JSON under any type).
 */
function wrapperRefusals(route: RouteConfig): Record<number, ResponseConfig> {
  if (route.tags?.includes(GITHUB_COMPATIBLE_TAG)) return githubErrorResponses(429);
  if (!route.path.startsWith("/api/v3/"))
    return { 429: jsonResponse("Too many requests. Retry-After says when to try again.", legacyErrorSchema) };
  const takesJson = Boolean(route.request?.body?.content["application/json"]);
  return errorResponses(...(takesJson ? ([415, 429] as const) : ([429] as const)));
}

function registerServiceApi(registry: OpenAPIRegistry): void {
  const tags = ["Service"];
  registry.registerPath({ method: "get", path: "/api/v3/ping", tags, responses: { 200: { description: "Alive." } } });
  registry.registerPath({
    method: "get",
    path: "/api/v3/meta/version",
    tags,
    responses: { 200: { description: "The version.", content: { "application/json": { schema: z.object({ version: z.string() }) } } } },
  });
  registry.registerPath({
    method: "get",
    path: "/api/v3/meta/active_pastes",
    tags,
    responses: {
      200: { description: "Pastes not expired.", content: { "application/json": { schema: z.object({ count: z.number().int() }) } } },
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/v3/openapi.json",
    tags,
    responses: { 200: { description: "This document.", content: { "application/json": { schema: z.object({}).loose() } } } },
  });
}

/** Features add their `register…Api` here. */
const registrations: ((registry: OpenAPIRegistry) => void)[] = [
  registerServiceApi,
  registerPasteApi,
  registerShareLinkApi,
  registerRecycleBinApi,
  registerCommentApi,
  registerModerationApi,
  registerLanguageApi,
  registerUserApi,
  registerProfileSearchApi,
  registerProfileApi,
  registerSearchApi,
  registerSettingsApi,
  registerAvatarApi,
  registerAnnouncementApi,
  registerAuthApi,
  registerAccountSecurityApi,
  registerCaptchaApi,
  registerLegacyApi,
  registerGistApi,
];

type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

/**
 * The document; with `origin` (lib/http/public-url.ts publicOrigin: PUBLIC_URL, else the address
 * the request used) it names that as its one server, so the examples the API reference draws from
 * it (a curl command) are absolute and work where they are pasted. The paths carry their /api/…
 * prefix, so the server is the bare origin.
 */
export function openApiDocument(origin?: string): OpenApiDocument {
  const document = processSingleton("openApiDocument", builtDocument);
  return origin === undefined ? document : { ...document, servers: [{ url: origin, description: "This instance" }] };
}

function builtDocument(): OpenApiDocument {
  const registry = new OrderSafeRegistry();
  registry.registerComponent("securitySchemes", "accessToken", {
    type: "http",
    scheme: "bearer",
    description: "An access token `<id>-<secret>`; a bare `Authorization: <token>` works too.",
  });
  for (const register of registrations) register(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: { title: "Paste service API", version: serviceVersion },
  });
}
