import { route } from "@/lib/api/route";
import { readIntentOf, zipDownload } from "@/lib/pastes/http";
import { sharedKey } from "@/lib/share-links/http";
import { buildSharedZip } from "@/lib/share-links/open";
import { secretParamsSchema } from "@/lib/share-links/schema";

export const dynamic = "force-dynamic";

/** `/s/:secret/zip`: the paste as a zip through a share link (counts a view). */
export const GET = route({ params: secretParamsSchema }, async ({ params, request }) =>
  zipDownload(await buildSharedZip(params.secret, sharedKey(request, params.secret), readIntentOf(request))),
);
