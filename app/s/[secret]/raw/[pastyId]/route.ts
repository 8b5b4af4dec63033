import { route } from "@/lib/api/route";
import { rawText, readIntentOf } from "@/lib/pastes/http";
import { sharedKey } from "@/lib/share-links/http";
import { readSharedRaw } from "@/lib/share-links/open";
import { sharedRawParamsSchema } from "@/lib/share-links/schema";

export const dynamic = "force-dynamic";

/** `/s/:secret/raw/:pastyId`: a pasty as plain text through a share link (counts a view). */
export const GET = route({ params: sharedRawParamsSchema }, async ({ params, request }) => {
  const key = sharedKey(request, params.secret);
  return rawText(request, await readSharedRaw(params.secret, params.pastyId, key, readIntentOf(request)), false);
});
