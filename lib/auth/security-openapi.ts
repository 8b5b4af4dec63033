import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { errorResponses, jsonBody, jsonResponse } from "../openapi/responses";
import {
  addPasskeySchema,
  endedSessionsSchema,
  passkeyIdParams,
  passkeySchema,
  recentSecondFactorSchema,
  recoveryCodesSchema,
  secondFactorCodeSchema,
  sessionIdParams,
  sessionSchema,
  signInSchema,
  totpEnrolmentSchema,
} from "./security-schema";

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
    summary:
      "Sign out every other browser of your account, at once (a token signs out all of them; scope user:access_tokens; a browser needs a recent second factor when one is on)",
    responses: { 200: jsonResponse("How many sessions ended.", endedSessionsSchema), ...errorResponses(401, 403) },
  });
  path({
    method: "delete",
    path: "/api/v3/auth/self/sessions/{id}",
    summary:
      "Sign one browser of your account out, at once (scope user:access_tokens; another browser than the one asking needs a recent second factor when one is on)",
    request: { params: sessionIdParams },
    responses: { 204: { description: "Signed out." }, ...errorResponses(400, 401, 403, 404) },
  });
  path({
    method: "get",
    path: "/api/v3/auth/self/sign_ins",
    summary: "The last 20 sign-ins of your account (scope user:access_tokens)",
    responses: { 200: jsonResponse("Newest first.", z.array(signIn)), ...errorResponses(401, 403) },
  });

  // Second factors are managed from a signed-in browser only: an access token gets 403.
  const browserOnly = (config: RouteConfig) => registry.registerPath({ tags: ["Account security"], ...config });
  const code = registry.register("SecondFactorCode", secondFactorCodeSchema);
  const recoveryCodes = registry.register("RecoveryCodes", recoveryCodesSchema);
  browserOnly({
    method: "post",
    path: "/api/v3/auth/self/totp",
    summary:
      "Start setting up an authenticator app: its secret and QR code (signed-in browser only; needs a recent second factor when one is on, else a recent sign-in; 409 while one is on)",
    responses: { 201: jsonResponse("The secret, to confirm with a first code.", totpEnrolmentSchema), ...errorResponses(401, 403, 409) },
  });
  browserOnly({
    method: "post",
    path: "/api/v3/auth/self/totp/confirm",
    summary:
      "Confirm the authenticator app with a first code; from then on password sign-ins ask for a code (needs what starting it needs)",
    request: { body: jsonBody(code) },
    responses: { 200: jsonResponse("Ten recovery codes, shown once.", recoveryCodes), ...errorResponses(400, 401, 403) },
  });
  browserOnly({
    method: "delete",
    path: "/api/v3/auth/self/totp",
    summary: "Turn the authenticator app and its recovery codes off (needs a recent second factor)",
    responses: { 204: { description: "Turned off." }, ...errorResponses(401, 403) },
  });
  browserOnly({
    method: "post",
    path: "/api/v3/auth/self/recovery_codes",
    summary: "Replace the recovery codes with ten new ones (needs a recent second factor)",
    responses: { 201: jsonResponse("The new codes, shown once.", recoveryCodes), ...errorResponses(401, 403, 409) },
  });
  browserOnly({
    method: "post",
    path: "/api/v3/auth/self/second_factor",
    summary: "Prove the second factor again (authenticator or recovery code) for the sensitive actions of the next 10 minutes",
    request: { body: jsonBody(code) },
    responses: { 200: jsonResponse("Until when it counts.", recentSecondFactorSchema), ...errorResponses(400, 401, 403, 429) },
  });

  const passkey = registry.register("Passkey", passkeySchema);
  browserOnly({
    method: "get",
    path: "/api/v3/auth/self/passkeys",
    summary: "Your passkeys, oldest first (signed-in browser only)",
    responses: { 200: jsonResponse("The passkeys.", z.array(passkey)), ...errorResponses(401, 403) },
  });
  browserOnly({
    method: "post",
    path: "/api/v3/auth/self/passkeys/options",
    summary:
      "Options for navigator.credentials.create(): a new passkey (needs a recent second factor when one is on, else a recent sign-in)",
    responses: {
      200: jsonResponse("PublicKeyCredentialCreationOptionsJSON; its challenge lasts 2 minutes, once.", z.object({}).passthrough()),
      ...errorResponses(400, 401, 403),
    },
  });
  browserOnly({
    method: "post",
    path: "/api/v3/auth/self/passkeys",
    summary: "Register the passkey the browser created for those options, under a name",
    request: { body: jsonBody(registry.register("AddPasskey", addPasskeySchema)) },
    responses: { 201: jsonResponse("The passkey.", passkey), ...errorResponses(400, 401, 403) },
  });
  browserOnly({
    method: "delete",
    path: "/api/v3/auth/self/passkeys/{id}",
    summary: "Remove a passkey (needs a recent second factor when one is on)",
    request: { params: passkeyIdParams },
    responses: { 204: { description: "Removed." }, ...errorResponses(400, 401, 403, 404) },
  });
}
