"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { pasteApi } from "@/components/paste/paste-api";
import { useBusyAction } from "@/components/paste/use-busy-action";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { CommentBodyField } from "./comment-body-field";

interface CommentActionsProps {
  pasteId: string;
  commentId: string;
  /** The Markdown source, when the visitor wrote the comment and may change it. */
  body: string | null;
  mayDelete: boolean;
  /** Seals an edited body where the paste is end-to-end encrypted (its place is the comment's). */
  seal?: (body: string) => Promise<string>;
}

/** Edit (the author) and delete (the author, the paste's owner, an admin) of one comment. */
export function CommentActions({ pasteId, commentId, body, mayDelete, seal }: CommentActionsProps) {
  const t = useTranslations("reader.comments");
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(body ?? "");
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useBusyAction();
  const path = `${pasteId}/comments/${commentId}`;

  const save = () =>
    run(async () => {
      await pasteApi(path, { method: "PATCH", body: JSON.stringify({ body: seal ? await seal(draft) : draft }) });
      setEditing(false);
      setError(null);
      router.refresh();
    }, setError);

  const remove = () =>
    run(async () => {
      await pasteApi(path, { method: "DELETE" });
      setConfirming(false);
      router.refresh();
    });

  if (editing) {
    return (
      <form className="comment-form" onSubmit={(event) => (event.preventDefault(), void save())}>
        <CommentBodyField id={`edit-${commentId}`} value={draft} onChange={setDraft} error={error} />
        <div className="comment-form-actions">
          <Button type="submit" variant="primary" small disabled={busy}>
            {t("save")}
          </Button>
          <Button small onClick={() => setEditing(false)}>
            {t("cancel")}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="comment-actions">
      {body !== null ? (
        <Button small onClick={() => setEditing(true)}>
          {t("edit")}
        </Button>
      ) : null}
      {mayDelete ? (
        <Button small variant="danger" onClick={() => setConfirming(true)}>
          {t("delete")}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t("deleteTitle")}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
        busy={busy}
      >
        {t("deleteText")}
      </ConfirmDialog>
    </div>
  );
}
