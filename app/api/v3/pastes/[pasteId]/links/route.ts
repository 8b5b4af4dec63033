import { route } from "@/lib/api/route";
import { created } from "@/lib/http/responses";
import { publicOrigin } from "@/lib/http/public-url";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";
import { createShareLink } from "@/lib/share-links/mutations";
import { listShareLinks } from "@/lib/share-links/queries";
import { createShareLinkInputSchema } from "@/lib/share-links/schema";

export const dynamic = "force-dynamic";

export const GET = route({ params: pasteIdParamsSchema }, async ({ params, caller }) => listShareLinks(await caller(), params.pasteId));

export const POST = route({ params: pasteIdParamsSchema, body: createShareLinkInputSchema }, async ({ params, body, request, caller }) => {
  const link = await createShareLink(await caller(), params.pasteId, body, publicOrigin(request));
  return created(link, `/api/v3/pastes/${params.pasteId}/links`);
});
