"use client";

import { useTranslations } from "next-intl";
import { useReaderOfSharedPage } from "@/components/viewer/viewer";
import { CommentActions } from "./comment-actions";
import { CommentComposer, type ComposerPasty, type SealCommentBody } from "./comment-composer";

// The parts of the comments panel that are the reader's: on a page rendered for nobody (the
// server's shared pages, components/viewer) the server could not decide them, the reader can.

interface CommentFormProps {
  pasteId: string;
  pasties: ComposerPasty[];
  /** Decided for the reader the page was rendered for (the form), or for nobody (false). */
  mayWrite: boolean;
  signedIn: boolean;
  seal?: SealCommentBody;
}

/** The form to comment, or how to get it; shown where comments are on. */
export function CommentForm({ pasteId, pasties, mayWrite, signedIn, seal }: CommentFormProps) {
  const viewer = useReaderOfSharedPage();
  const t = useTranslations("paste.comments");
  // A page rendered for nobody is a public paste's with comments on: its signed-in reader may
  // comment (a session holds every scope).
  if (mayWrite || viewer) return <CommentComposer pasteId={pasteId} pasties={pasties} seal={seal} />;
  if (signedIn) return null;
  return (
    <p className="muted" data-viewer-part>
      {t.rich("signIn", { link: (chunks) => <a href={`/login?next=${encodeURIComponent(`/${pasteId}`)}`}>{chunks}</a> })}
    </p>
  );
}

interface ReaderCommentActionsProps {
  pasteId: string;
  commentId: string;
  authorUsername: string;
  body: string;
  mayEdit: boolean;
  mayDelete: boolean;
  seal?: (body: string) => Promise<string>;
}

/** Edit and delete of a comment, for whoever may; its author always may. */
export function ReaderCommentActions({ authorUsername, body, mayEdit, mayDelete, ...comment }: ReaderCommentActionsProps) {
  const own = useReaderOfSharedPage()?.username === authorUsername;
  if (!(mayEdit || mayDelete || own)) return null;
  return <CommentActions {...comment} body={mayEdit || own ? body : null} mayDelete={mayDelete || own} />;
}
