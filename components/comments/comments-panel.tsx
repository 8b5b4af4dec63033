import { useTranslations } from "next-intl";
import { MarkdownView } from "@/components/paste/markdown-view";
import type { PageComment, PageComments } from "@/lib/comments/page";
import type { ComposerPasty } from "./comment-composer";
import { CommentMeta, CommentPages, CommentsHeader, EarlierVersionDiff } from "./comment-parts";
import { CommentsSwitch } from "./comments-switch";
import { InlineComments } from "./inline-comments";
import { CommentForm, ReaderCommentActions } from "./reader-comment-parts";

interface CommentsPanelProps {
  pasteId: string;
  comments: PageComments;
  pasties: ComposerPasty[];
  isOwner: boolean;
}

/**
 * The review comments of a paste: a list beside the code (below it on narrow screens), each
 * also shown under its last line when its lines are still there (InlineComments), and the form.
 */
export function CommentsPanel({ pasteId, comments, pasties, isOwner }: CommentsPanelProps) {
  const t = useTranslations("reader.comments");
  const pastyTitles = new Map(pasties.map((pasty) => [pasty.id, pasty.name]));
  const prefixes = new Map(pasties.map((pasty) => [pasty.id, pasty.prefix]));
  const count = comments.total;
  if (comments.enabled && count === 0)
    return <EmptyCommentsPanel pasteId={pasteId} pasties={pasties} isOwner={isOwner} comments={comments} />;
  return (
    <aside className="comments-panel" aria-labelledby="comments-heading">
      <CommentsHeader pasteId={pasteId} total={count} enabled={comments.enabled} isOwner={isOwner} />
      {!comments.enabled ? (
        <p className="muted">{t("off")}</p>
      ) : (
        <>
          <ol className="comment-list">
            {comments.comments.map((comment) => (
              <li key={comment.id}>
                <CommentItem
                  pasteId={pasteId}
                  comment={comment}
                  pastyTitle={pasties.length > 1 ? (pastyTitles.get(comment.pastyId) ?? null) : null}
                  prefix={prefixes.get(comment.pastyId) ?? ""}
                />
              </li>
            ))}
          </ol>
          {comments.totalPages > 1 ? <CommentPages pasteId={pasteId} page={comments.page} totalPages={comments.totalPages} /> : null}
          <CommentForm pasteId={pasteId} pasties={pasties} mayWrite={comments.mayWrite} signedIn={comments.signedIn} />
          <InlineComments
            signature={comments.comments
              .map((comment) => `${comment.id}:${comment.editedAt ?? ""}:${comment.currentLines?.toLine ?? ""}`)
              .join(",")}
          />
        </>
      )}
    </aside>
  );
}

/**
 * No comments yet: one line under the code (the heading, the owner's switch, the way to comment)
 * instead of a block as tall as a short snippet; the form opens below it.
 */
function EmptyCommentsPanel({ pasteId, pasties, isOwner, comments }: CommentsPanelProps) {
  const t = useTranslations("paste.comments");
  return (
    <aside className="comments-panel comments-panel-empty" aria-labelledby="comments-heading">
      <h2 id="comments-heading">{t("heading")}</h2>
      <p className="muted">{t("none")}</p>
      <CommentForm pasteId={pasteId} pasties={pasties} mayWrite={comments.mayWrite} signedIn={comments.signedIn} />
      {isOwner ? <CommentsSwitch pasteId={pasteId} enabled={comments.enabled} /> : null}
    </aside>
  );
}

const lineHash = (prefix: string, { fromLine, toLine }: { fromLine: number; toLine: number }) =>
  fromLine === toLine ? `#${prefix}L${fromLine}` : `#${prefix}L${fromLine}-L${toLine}`;

function CommentItem({
  pasteId,
  comment,
  pastyTitle,
  prefix,
}: {
  pasteId: string;
  comment: PageComment;
  pastyTitle: string | null;
  prefix: string;
}) {
  const t = useTranslations("reader.comments");
  const where = comment.currentLines;
  return (
    <article
      className="comment"
      id={`comment-${comment.id}`}
      aria-label={t("by", { username: comment.author.username })}
      data-inline-prefix={where ? prefix : undefined}
      data-inline-line={where ? where.toLine : undefined}
    >
      <div className="comment-content">
        <CommentMeta comment={comment} pastyTitle={pastyTitle} linesHref={where ? lineHash(prefix, where) : undefined} />
        {"rendered" in comment.rendered ? (
          <MarkdownView rendered={comment.rendered.rendered} />
        ) : (
          <p className="comment-source" dir="auto">
            {comment.body}
          </p>
        )}
      </div>
      <EarlierVersionDiff pasteId={pasteId} comment={comment} />
      <ReaderCommentActions
        pasteId={pasteId}
        commentId={comment.id}
        authorUsername={comment.author.username}
        body={comment.body}
        mayEdit={comment.mayEdit}
        mayDelete={comment.mayDelete}
      />
    </article>
  );
}
