"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { CommentMeta, CommentPages, CommentsHeader, EarlierVersionDiff } from "@/components/comments/comment-parts";
import { CommentForm, ReaderCommentActions } from "@/components/comments/reader-comment-parts";
import { SafeMarkdown } from "@/components/ui/safe-markdown";
import type { PageComment, PageComments } from "@/lib/comments/page";
import { type CommentPlace, decryptComment, E2eDecryptError, encryptComment, type PlainPasty } from "@/lib/end-to-end/format";
import { pastyLabelIn } from "@/lib/pastes/names";

// The review comments of an end-to-end encrypted paste, once the page has opened it: the server
// sent each body sealed with the paste's key and bound to its pasty and lines (lib/end-to-end/format.ts),
// so they are opened, rendered (the same safe Markdown rules as the server's) and sealed here.

interface E2eCommentsProps {
  pasteId: string;
  comments: PageComments;
  pasties: PlainPasty[];
  keyOfPaste: CryptoKey;
  nonce: string;
  isOwner: boolean;
}

/** A comment's Markdown, or null when it does not open where it claims to be. */
type OpenedBodies = ReadonlyMap<string, string | null>;

function useOpenedBodies(comments: readonly PageComment[], key: CryptoKey, nonce: string): OpenedBodies | null {
  const [opened, setOpened] = useState<{ from: readonly PageComment[]; bodies: OpenedBodies } | null>(null);
  useEffect(() => {
    let current = true;
    const open = async (comment: PageComment) =>
      decryptComment(key, nonce, comment, comment.body).catch((error: unknown) => {
        if (error instanceof E2eDecryptError) return null;
        throw error;
      });
    void Promise.all(comments.map(async (comment) => [comment.id, await open(comment)] as const)).then((entries) => {
      if (current) setOpened({ from: comments, bodies: new Map(entries) });
    });
    return () => {
      current = false;
    };
  }, [comments, key, nonce]);
  return opened?.from === comments ? opened.bodies : null;
}

export function E2eComments({ pasteId, comments, pasties, keyOfPaste, nonce, isOwner }: E2eCommentsProps) {
  const t = useTranslations("reader");
  const paste = useTranslations("paste");
  const bodies = useOpenedBodies(comments.comments, keyOfPaste, nonce);
  const labels = new Map(
    pasties.map((pasty, index) => [pasty.id, pastyLabelIn(pasty.title, index, (number) => paste("pastyNumber", { number }))]),
  );
  const composerPasties = pasties.map((pasty) => ({
    id: pasty.id,
    ...labels.get(pasty.id)!,
    lines: pasty.content.split("\n").length,
    prefix: "",
  }));
  const seal = (body: string, place: CommentPlace) => encryptComment(keyOfPaste, nonce, place, body);
  return (
    <aside className="comments-panel e2e-comments" aria-labelledby="comments-heading">
      <CommentsHeader pasteId={pasteId} total={comments.total} enabled={comments.enabled} isOwner={isOwner} />
      {!comments.enabled ? (
        <p className="muted">{t("comments.off")}</p>
      ) : (
        <>
          <p className="hint">{t("endToEnd.commentsSealed")}</p>
          {comments.total === 0 ? <p className="muted">{paste("comments.none")}</p> : null}
          <ol className="comment-list">
            {comments.comments.map((comment) => (
              <li key={comment.id}>
                <SealedComment
                  pasteId={pasteId}
                  comment={comment}
                  body={bodies ? bodies.get(comment.id) : undefined}
                  pastyName={pasties.length > 1 ? (labels.get(comment.pastyId)?.name ?? null) : null}
                  seal={(body) => seal(body, comment)}
                />
              </li>
            ))}
          </ol>
          {comments.totalPages > 1 ? (
            <CommentPages pasteId={pasteId} page={comments.page} totalPages={comments.totalPages} fragment="" />
          ) : null}
          <CommentForm pasteId={pasteId} pasties={composerPasties} mayWrite={comments.mayWrite} signedIn={comments.signedIn} seal={seal} />
        </>
      )}
    </aside>
  );
}

interface SealedCommentProps {
  pasteId: string;
  comment: PageComment;
  /** Its Markdown; null when it does not open; undefined while it is being opened. */
  body: string | null | undefined;
  pastyName: string | null;
  seal: (body: string) => Promise<string>;
}

function SealedComment({ pasteId, comment, body, pastyName, seal }: SealedCommentProps) {
  const t = useTranslations("reader");
  return (
    <article className="comment" id={`comment-${comment.id}`} aria-label={t("comments.by", { username: comment.author.username })}>
      <div className="comment-content">
        <CommentMeta comment={comment} pastyTitle={pastyName} />
        {body === undefined ? (
          <p className="muted">{t("endToEnd.decrypting")}</p>
        ) : body === null ? (
          <p className="form-error">{t("endToEnd.commentMoved")}</p>
        ) : (
          <SafeMarkdown className="markdown-body" content={body} />
        )}
      </div>
      <EarlierVersionDiff pasteId={pasteId} comment={comment} />
      {body === undefined ? null : (
        // One that no longer opens can still be deleted, or written again by its author.
        <ReaderCommentActions
          pasteId={pasteId}
          commentId={comment.id}
          authorUsername={comment.author.username}
          body={body ?? ""}
          mayEdit={comment.mayEdit}
          mayDelete={comment.mayDelete}
          seal={seal}
        />
      )}
    </article>
  );
}
