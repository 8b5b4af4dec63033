import { createAccessTokenSchema } from "@/lib/auth/schema";
import { requireUser } from "@/lib/auth/scopes";
import { createOwnAccessToken, listAccessTokens } from "@/lib/auth/tokens";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/api/route";

export const GET = route({}, async ({ caller }) => listAccessTokens(requireUser(await caller(), "user:access_tokens").id));

export const POST = route({ body: createAccessTokenSchema }, async ({ caller, body }) => {
  const { accessToken, expiresAt } = await createOwnAccessToken(await caller(), body);
  return json({ accessToken, expiresAt }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
