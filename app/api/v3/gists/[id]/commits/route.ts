import { route } from "@/lib/api/route";
import { listGistCommits } from "@/lib/gists/commits";
import { gistPageQuerySchema, gistParamsSchema } from "@/lib/gists/extras-schema";
import { gistPageResponse, gistRequest } from "@/lib/gists/http-extras";

export const dynamic = "force-dynamic";

export const GET = route({ params: gistParamsSchema, query: gistPageQuerySchema }, async ({ params, query, request, caller }) =>
  gistPageResponse(request, await listGistCommits(await caller(), params.id, query, gistRequest(request, params.id).origin)),
);
