import { ID_LENGTH } from "../core/ids";
import { notFound } from "../core/errors";
import type { CommentDto } from "../comments/schema";
import { githubTime, toGithubSimpleUser, type UserFacts } from "../users/github";
import { gistUrl } from "./dto";
import type { GistComment } from "./extras-schema";

// GitHub's comment ids are numbers: a Myst comment id (8 characters of a-z and 0-9) read in base
// 36, as user ids are (lib/users/github.ts), so it is exact and every client's integer holds it.

export const githubCommentId = (mystId: string): number => Number.parseInt(mystId, 36);

/** The Myst comment id a GitHub comment id names, or 404: only the numbers this API hands out. */
export function mystCommentId(githubId: string): string {
  const number = /^\d{1,16}$/.test(githubId) ? Number(githubId) : Number.NaN;
  if (!Number.isSafeInteger(number) || number >= 36 ** ID_LENGTH) throw notFound("Not Found");
  return number.toString(36).padStart(ID_LENGTH, "0");
}

/**
 * A Myst comment as GitHub's gist comment: its body and author. The lines it is anchored to
 * have no place in GitHub's object (docs/api/gists.md says what is left out).
 */
export function toGistComment(
  origin: string,
  comment: CommentDto,
  context: { ownerId: string | null; authors: Map<string, UserFacts> },
): GistComment {
  const id = githubCommentId(comment.id);
  const author = context.authors.get(comment.author.id);
  return {
    id,
    node_id: Buffer.from(`GistComment:${comment.id}`).toString("base64"),
    url: `${gistUrl(origin, comment.pasteId)}/comments/${id}`,
    body: comment.body,
    user: author ? toGithubSimpleUser(author, origin) : null,
    author_association: comment.author.id === context.ownerId ? "OWNER" : "NONE",
    created_at: githubTime(comment.createdAt),
    updated_at: githubTime(comment.editedAt ?? comment.createdAt),
  };
}
