import { route } from "@/lib/api/route";
import { addGistComment, listGistComments } from "@/lib/gists/comments";
import { gistCommentInputSchema, gistPageQuerySchema } from "@/lib/gists/extras-schema";
import { gistPageResponse, gistResponse } from "@/lib/gists/http";
import { gistRequest } from "@/lib/gists/http-extras";
import { gistIdParamsSchema } from "@/lib/gists/schema";

export const dynamic = "force-dynamic";

export const GET = route(
  { errors: "github", params: gistIdParamsSchema, query: gistPageQuerySchema },
  async ({ params, query, request, caller }) => {
    const gist = gistRequest(request, params.gistId);
    return gistPageResponse(request, gist.origin, await listGistComments(await caller(), params.gistId, query, gist));
  },
);

export const POST = route(
  { errors: "github", params: gistIdParamsSchema, body: gistCommentInputSchema },
  async ({ params, body, request, caller }) =>
    gistResponse(await addGistComment(await caller(), params.gistId, body.body, gistRequest(request, params.gistId)), 201),
);
