import { ButtonLink } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import type { PageComment } from "@/lib/comments/page";
import { CommentsSwitch } from "./comments-switch";

// Parts of a comment list that the server's panel (comments-panel.tsx) and the end-to-end
// encrypted page's list (components/end-to-end/comments.tsx) both show.

interface CommentPagesProps {
  pasteId: string;
  page: number;
  totalPages: number;
  /** Where the new page scrolls to; none on an end-to-end encrypted page, whose fragment is its key. */
  fragment?: string;
}

/** Older and newer pages of comments (`?comments=<page>`, oldest first). */
export function CommentPages({ pasteId, page, totalPages, fragment = "#comments-heading" }: CommentPagesProps) {
  const href = (to: number) => (to === 0 ? `/${pasteId}${fragment}` : `/${pasteId}?comments=${to}${fragment}`);
  return (
    <nav className="comment-pages" aria-label="Pages of comments">
      {page > 0 ? <a href={href(page - 1)}>Earlier comments</a> : null}
      <span className="muted">
        Page {Math.min(page, totalPages - 1) + 1} of {totalPages}
      </span>
      {page + 1 < totalPages ? <a href={href(page + 1)}>Later comments</a> : null}
    </nav>
  );
}

export const linesLabel = ({ fromLine, toLine }: { fromLine: number; toLine: number }) =>
  fromLine === toLine ? `line ${fromLine}` : `lines ${fromLine}–${toLine}`;

/** The panel's heading with the count, and the owner's switch. */
export function CommentsHeader({
  pasteId,
  total,
  enabled,
  isOwner,
}: {
  pasteId: string;
  total: number;
  enabled: boolean;
  isOwner: boolean;
}) {
  return (
    <header className="comments-header">
      <h2 id="comments-heading">{total > 0 ? `Comments (${total})` : "Comments"}</h2>
      {isOwner ? <CommentsSwitch pasteId={pasteId} enabled={enabled} /> : null}
    </header>
  );
}

interface CommentMetaProps {
  comment: PageComment;
  pastyTitle: string | null;
  /** The lines' place on the page; none where the code has no line anchors (an end-to-end encrypted page). */
  linesHref?: string;
}

/** Who wrote a comment, on which lines (or that they were on an earlier version), and when. */
export function CommentMeta({ comment, pastyTitle, linesHref }: CommentMetaProps) {
  const where = comment.currentLines;
  const lines = `${pastyTitle ? `${pastyTitle}, ` : ""}${linesLabel(where ?? comment)}`;
  return (
    <p className="comment-meta">
      <a href={`/~${encodeURIComponent(comment.author.username)}`}>{comment.author.username}</a>
      {" · "}
      {where && linesHref ? <a href={linesHref}>{lines}</a> : <span>{where ? lines : `${lines} on an earlier version`}</span>}
      {" · "}
      <RelativeTime date={comment.createdAt} />
      {comment.editedAt ? " (edited)" : null}
    </p>
  );
}

/** For a comment on lines an edit changed since: the diff of the version it was written on. */
export function EarlierVersionDiff({ pasteId, comment }: { pasteId: string; comment: PageComment }) {
  if (comment.currentLines || !comment.historyId) return null;
  return (
    <ButtonLink small href={`/${pasteId}/history/${comment.historyId}/diff`}>
      That version’s diff
    </ButtonLink>
  );
}
