import { route } from "@/lib/api/route";
import { readIntentOf } from "@/lib/pastes/http";
import { writtenLegacyResponse } from "@/lib/legacy/pastes";
import { createV1Paste, getV1Paste, v1CreateSchema, v1ReadQuerySchema } from "@/lib/legacy/v1";

// The v1 API. The caller is resolved only so that a bad token is still a 401; pastes stay anonymous.

export const GET = route({ errors: "legacy", query: v1ReadQuerySchema }, async ({ query, request, caller }) => {
  await caller();
  return getV1Paste(query.id, readIntentOf(request));
});

export const POST = route({ errors: "legacy", body: v1CreateSchema, bodyFormat: "form", captcha: "plain" }, async ({ body, caller }) => {
  await caller();
  return writtenLegacyResponse(await createV1Paste(body));
});
