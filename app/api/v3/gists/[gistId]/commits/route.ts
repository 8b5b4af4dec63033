import { route } from "@/lib/api/route";
import { listGistCommits } from "@/lib/gists/commits";
import { gistPageQuerySchema } from "@/lib/gists/extras-schema";
import { gistPageResponse } from "@/lib/gists/http";
import { gistIdParamsSchema } from "@/lib/gists/schema";
import { publicOrigin } from "@/lib/http/public-url";

export const dynamic = "force-dynamic";

export const GET = route(
  { errors: "github", params: gistIdParamsSchema, query: gistPageQuerySchema },
  async ({ params, query, request, caller }) => {
    const origin = publicOrigin(request);
    return gistPageResponse(request, origin, await listGistCommits(await caller(), params.gistId, query, origin));
  },
);
