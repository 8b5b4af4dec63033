import { route } from "@/lib/api/route";
import { addGistComment, listGistComments } from "@/lib/gists/comments";
import { gistCommentInputSchema, gistPageQuerySchema, gistParamsSchema } from "@/lib/gists/extras-schema";
import { gistPageResponse, gistRequest } from "@/lib/gists/http-extras";
import { json } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const GET = route({ params: gistParamsSchema, query: gistPageQuerySchema }, async ({ params, query, request, caller }) =>
  gistPageResponse(request, await listGistComments(await caller(), params.id, query, gistRequest(request, params.id))),
);

export const POST = route({ params: gistParamsSchema, body: gistCommentInputSchema }, async ({ params, body, request, caller }) =>
  json(await addGistComment(await caller(), params.id, body.body, gistRequest(request, params.id)), { status: 201 }),
);
