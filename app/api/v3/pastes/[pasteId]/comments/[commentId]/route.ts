import { deleteComment, editComment } from "@/lib/comments/mutations";
import { commentParamsSchema, editCommentInputSchema } from "@/lib/comments/schema";
import { route } from "@/lib/api/route";
import { noContent } from "@/lib/http/responses";
import { encryptionKey } from "@/lib/pastes/http";

export const dynamic = "force-dynamic";

export const PATCH = route({ params: commentParamsSchema, body: editCommentInputSchema }, async ({ params, body, request, caller }) =>
  editComment(await caller(), params.pasteId, params.commentId, body, encryptionKey(request, params.pasteId)),
);

export const DELETE = route({ params: commentParamsSchema }, async ({ params, caller }) => {
  await deleteComment(await caller(), params.pasteId, params.commentId);
  return noContent();
});
