import { route } from "@/lib/api/route";
import { publicOrigin } from "@/lib/http/public-url";
import { gistPageResponse } from "@/lib/gists/http";
import { listStarredGists } from "@/lib/gists/lists";
import { gistListQuerySchema } from "@/lib/gists/schema";

export const GET = route({ errors: "github", query: gistListQuerySchema }, async ({ request, query, caller }) => {
  const origin = publicOrigin(request);
  return gistPageResponse(request, origin, await listStarredGists(await caller(), query, origin));
});
