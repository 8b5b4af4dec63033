import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { errorResponses, jsonBody, jsonResponse } from "../openapi/responses";
import { userSchema } from "../users/schema";
import { createdInvitationSchema, createInvitationInputSchema, invitationParamsSchema, invitationSchema } from "./invitation-schema";
import {
  accessTokenIdParams,
  accessTokenInfoSchema,
  createAccessTokenSchema,
  createdAccessTokenSchema,
  usernameQuerySchema,
} from "./schema";

// The v3 auth endpoints in the OpenAPI document; lib/api/openapi.ts lists this registration.

const availabilitySchema = z.object({ available: z.boolean(), message: z.string().nullable() });

export function registerAuthApi(registry: OpenAPIRegistry): void {
  const path = (config: RouteConfig) => registry.registerPath({ tags: ["Auth"], security: [{ accessToken: [] }], ...config });
  const tokenInfo = registry.register("AccessTokenInfo", accessTokenInfoSchema);

  path({
    method: "get",
    path: "/api/v3/auth/self",
    summary: "The caller's own user (scope user:access_tokens)",
    responses: { 200: jsonResponse("The user.", userSchema), ...errorResponses(401, 403) },
  });
  path({
    method: "post",
    path: "/api/v3/auth/self/access_tokens",
    summary: "Create an access token (scope user:access_tokens)",
    request: {
      body: jsonBody(createAccessTokenSchema, {
        minimal: { summary: "To write pastes, for a month", value: { scopes: ["paste"], expiresIn: "1m" } },
      }),
    },
    responses: { 201: jsonResponse("The new token, shown once.", createdAccessTokenSchema), ...errorResponses(400, 401, 403) },
  });
  path({
    method: "get",
    path: "/api/v3/auth/self/access_tokens",
    summary: "List your access tokens (scope user:access_tokens)",
    responses: { 200: jsonResponse("Your tokens, newest first, without secrets.", z.array(tokenInfo)), ...errorResponses(401, 403) },
  });
  path({
    method: "delete",
    path: "/api/v3/auth/self/access_tokens/{id}",
    summary: "Delete one of your access tokens (scope user:access_tokens)",
    request: { params: accessTokenIdParams },
    responses: { 204: { description: "Deleted." }, ...errorResponses(401, 403, 404) },
  });
  const invitation = registry.register("Invitation", invitationSchema);
  const invitations = (config: RouteConfig) => registry.registerPath({ tags: ["Invitations"], security: [{ accessToken: [] }], ...config });
  invitations({
    method: "post",
    path: "/api/v3/invitations",
    summary: "Create an invitation to register while REGISTRATION=invite (admins, scope user); its code is answered this once",
    request: {
      body: jsonBody(registry.register("CreateInvitation", createInvitationInputSchema), {
        minimal: { summary: "One account, for a week", value: {} },
        team: { summary: "Five accounts, for a day", value: { maxUses: 5, expiresIn: "1d" } },
      }),
    },
    responses: {
      201: jsonResponse("The invitation, its code and sign-up link.", registry.register("CreatedInvitation", createdInvitationSchema)),
      ...errorResponses(400, 401, 403),
    },
  });
  invitations({
    method: "get",
    path: "/api/v3/invitations",
    summary: "The invitations, newest first, without their codes (admins, scope user)",
    responses: { 200: jsonResponse("The invitations.", z.array(invitation)), ...errorResponses(401, 403) },
  });
  invitations({
    method: "delete",
    path: "/api/v3/invitations/{id}",
    summary: "Revoke an invitation: its link stops working at once (admins, scope user)",
    request: { params: invitationParamsSchema },
    responses: { 204: { description: "Revoked." }, ...errorResponses(400, 401, 403, 404) },
  });
  registry.registerPath({
    method: "get",
    path: "/api/v3/auth/username_available",
    tags: ["Auth"],
    summary: "Whether a username is valid and free",
    request: { query: usernameQuerySchema },
    responses: { 200: jsonResponse("Availability, with the reason when not.", availabilitySchema), ...errorResponses(400) },
  });
}
