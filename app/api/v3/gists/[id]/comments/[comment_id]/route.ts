import { route } from "@/lib/api/route";
import { deleteGistComment, editGistComment, getGistComment } from "@/lib/gists/comments";
import { gistCommentInputSchema, gistCommentParamsSchema } from "@/lib/gists/extras-schema";
import { gistRequest } from "@/lib/gists/http-extras";
import { noContent } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const GET = route({ params: gistCommentParamsSchema }, async ({ params, request, caller }) =>
  getGistComment(await caller(), params.id, params.comment_id, gistRequest(request, params.id)),
);

export const PATCH = route({ params: gistCommentParamsSchema, body: gistCommentInputSchema }, async ({ params, body, request, caller }) =>
  editGistComment(await caller(), params.id, params.comment_id, body.body, gistRequest(request, params.id)),
);

export const DELETE = route({ params: gistCommentParamsSchema }, async ({ params, caller }) => {
  await deleteGistComment(await caller(), params.id, params.comment_id);
  return noContent();
});
