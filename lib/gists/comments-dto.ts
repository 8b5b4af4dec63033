import type { CommentDto } from "../comments/schema";
import type { GistComment } from "./extras-schema";
import { toGistUser } from "./user-dto";

/** Where a gist's comments are: GitHub's `url` of each. */
export const gistCommentUrl = (origin: string, pasteId: string, commentId: string) =>
  `${origin}/api/v3/gists/${encodeURIComponent(pasteId)}/comments/${encodeURIComponent(commentId)}`;

/**
 * A Myst comment as GitHub's gist comment: its body and author. The lines it is anchored to
 * have no place in GitHub's object (docs/api/gists.md says what is left out).
 */
export function toGistComment(
  origin: string,
  comment: CommentDto,
  context: { ownerId: string | null; avatarIds: Map<string, string> },
): GistComment {
  return {
    id: comment.id,
    node_id: comment.id,
    url: gistCommentUrl(origin, comment.pasteId, comment.id),
    body: comment.body,
    user: toGistUser(origin, comment.author, context.avatarIds.get(comment.author.id)),
    author_association: comment.author.id === context.ownerId ? "OWNER" : "NONE",
    created_at: comment.createdAt,
    updated_at: comment.editedAt ?? comment.createdAt,
  };
}
