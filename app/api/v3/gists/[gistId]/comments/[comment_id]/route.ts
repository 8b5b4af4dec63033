import { route } from "@/lib/api/route";
import { deleteGistComment, editGistComment, getGistComment } from "@/lib/gists/comments";
import { gistCommentInputSchema, gistCommentParamsSchema } from "@/lib/gists/extras-schema";
import { gistResponse } from "@/lib/gists/http";
import { gistRequest } from "@/lib/gists/http-extras";
import { noContent } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const GET = route({ errors: "github", params: gistCommentParamsSchema }, async ({ params, request, caller }) =>
  gistResponse(await getGistComment(await caller(), params.gistId, params.comment_id, gistRequest(request, params.gistId))),
);

export const PATCH = route(
  { errors: "github", params: gistCommentParamsSchema, body: gistCommentInputSchema },
  async ({ params, body, request, caller }) =>
    gistResponse(await editGistComment(await caller(), params.gistId, params.comment_id, body.body, gistRequest(request, params.gistId))),
);

export const DELETE = route({ errors: "github", params: gistCommentParamsSchema }, async ({ params, caller }) => {
  await deleteGistComment(await caller(), params.gistId, params.comment_id);
  return noContent();
});
