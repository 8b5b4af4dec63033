import type { Caller } from "../auth/caller";
import { isEndToEnd } from "../pastes/end-to-end";
import type { SecretKey } from "../pastes/crypto";
import type { PasteRecord } from "../pastes/queries";
import type { PastyDto } from "../pastes/schema";
import { type PreviewRendering, renderMarkdown } from "../render/render";
import { commentsShown, mayDeleteComment, mayWriteComments } from "./access";
import { commentsOf, countComments } from "./queries";
import { COMMENTS_PAGE_SIZE, type CommentDto } from "./schema";

// The comments of a paste page: the API's list, with each body rendered by the same safe
// Markdown renderer as Markdown pasties (lib/render, off the request thread) and what the
// visitor may do with each.

export interface PageComment extends CommentDto {
  rendered: PreviewRendering;
  mayEdit: boolean;
  mayDelete: boolean;
}

const SEALED: PreviewRendering = { note: { key: "source.sealed" } };

export interface PageComments {
  /** The owner's switch (never on for a burn-after-reading paste); off shows no comments. */
  enabled: boolean;
  /** All of the paste's comments; the page shows one page of them (`page` of `totalPages`). */
  total: number;
  page: number;
  totalPages: number;
  /** Whether the visitor is offered the comment form. */
  mayWrite: boolean;
  /** Visitors who are not are offered to sign in instead. */
  signedIn: boolean;
  comments: PageComment[];
}

/**
 * For a paste the caller reads (the page loader has applied readablePaste), given its current
 * pasties, opened with `secret` if encrypted: a locked encrypted page never gets here.
 */
export async function commentsForPage(
  caller: Caller,
  paste: PasteRecord,
  current: readonly PastyDto[],
  secret: string | SecretKey | null,
  page = 0,
): Promise<PageComments> {
  const signedIn = caller.kind === "user";
  if (!commentsShown(paste)) return { enabled: false, total: 0, page: 0, totalPages: 0, mayWrite: false, signedIn, comments: [] };
  // One page at a time: a paste with hundreds of comments made a page of megabytes.
  const query = { page, pageSize: COMMENTS_PAGE_SIZE };
  const [comments, total] = await Promise.all([commentsOf(paste, current, secret, { page: query }), countComments(paste.id)]);
  const viewerId = caller.kind === "user" ? caller.user.id : null;
  // A sealed body is opened and rendered by the page in the reader's browser (components/end-to-end).
  const render = isEndToEnd(paste) ? () => Promise.resolve(SEALED) : renderMarkdown;
  return {
    enabled: true,
    total,
    page,
    totalPages: Math.ceil(total / COMMENTS_PAGE_SIZE),
    mayWrite: mayWriteComments(caller),
    signedIn,
    comments: await Promise.all(
      comments.map(async (comment) => ({
        ...comment,
        rendered: await render(comment.body),
        mayEdit: mayWriteComments(caller) && comment.author.id === viewerId,
        mayDelete: mayWriteComments(caller) && mayDeleteComment(caller, paste, { authorId: comment.author.id }),
      })),
    ),
  };
}
