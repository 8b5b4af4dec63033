import { useLocale, useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { RelativeTime, TIME_SLOT } from "@/components/ui/relative-time";
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
  const t = useTranslations("reader.comments");
  const href = (to: number) => (to === 0 ? `/${pasteId}${fragment}` : `/${pasteId}?comments=${to}${fragment}`);
  return (
    <nav className="comment-pages" aria-label={t("pages")}>
      {page > 0 ? <a href={href(page - 1)}>{t("earlier")}</a> : null}
      <span className="muted">{t("page", { page: Math.min(page, totalPages - 1) + 1, pages: totalPages })}</span>
      {page + 1 < totalPages ? <a href={href(page + 1)}>{t("later")}</a> : null}
    </nav>
  );
}

/** "line 3" or "lines 3–5" in the reader's words; line numbers as in the margin, without a thousands separator. */
export function useLinesLabel(): (lines: { fromLine: number; toLine: number }) => string {
  const t = useTranslations("reader.comments");
  return ({ fromLine, toLine }) =>
    fromLine === toLine ? t("line", { line: String(fromLine) }) : t("lines", { from: String(fromLine), to: String(toLine) });
}

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
  const t = useTranslations("reader.comments");
  const heading = useTranslations("paste.comments")("heading");
  return (
    <header className="comments-header">
      <h2 id="comments-heading">{total > 0 ? t("heading", { count: total }) : heading}</h2>
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
  const t = useTranslations("reader.comments");
  const locale = useLocale();
  const linesLabel = useLinesLabel();
  const where = comment.currentLines;
  const range = linesLabel(where ?? comment);
  const lines = pastyTitle ? t("pastyLines", { pasty: pastyTitle, lines: range }) : range;
  return (
    <p className="comment-meta">
      <a href={`/~${encodeURIComponent(comment.author.username)}`} translate="no">
        {comment.author.username}
      </a>
      {" · "}
      {where && linesHref ? <a href={linesHref}>{lines}</a> : <span>{where ? lines : t("onEarlierVersion", { lines })}</span>}
      {" · "}
      <RelativeTime date={comment.createdAt} label={TIME_SLOT} locale={locale} />
      {comment.editedAt ? ` ${t("edited")}` : null}
    </p>
  );
}

/** For a comment on lines an edit changed since: the diff of the version it was written on. */
export function EarlierVersionDiff({ pasteId, comment }: { pasteId: string; comment: PageComment }) {
  const t = useTranslations("reader.comments");
  if (comment.currentLines || !comment.historyId) return null;
  return (
    <ButtonLink small href={`/${pasteId}/history/${comment.historyId}/diff`}>
      {t("versionDiff")}
    </ButtonLink>
  );
}
