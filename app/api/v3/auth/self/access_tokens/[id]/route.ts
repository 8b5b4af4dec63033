import { accessTokenIdParams } from "@/lib/auth/schema";
import { requireUser } from "@/lib/auth/scopes";
import { deleteAccessToken } from "@/lib/auth/tokens";
import { noContent } from "@/lib/http/responses";
import { route } from "@/lib/api/route";

export const DELETE = route({ params: accessTokenIdParams }, async ({ caller, params }) => {
  await deleteAccessToken(requireUser(await caller(), "user:access_tokens").id, params.id);
  return noContent();
});
