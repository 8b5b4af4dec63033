import { route } from "@/lib/api/route";
import { noContent } from "@/lib/http/responses";
import { revokeShareLink } from "@/lib/share-links/mutations";
import { linkParamsSchema } from "@/lib/share-links/schema";

export const DELETE = route({ params: linkParamsSchema }, async ({ params, caller }) => {
  await revokeShareLink(await caller(), params.pasteId, params.linkId);
  return noContent();
});
