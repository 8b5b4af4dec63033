"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { useToast } from "@/components/ui/toast";
import { pasteApi } from "./paste-api";
import { useBusyAction } from "./use-busy-action";

/**
 * "Purge" on the history page (the owner's, or an admin's on a public paste): asks first, since
 * it cannot be undone, then removes revision `revision` for good and shows the history again with
 * its marker (or tells `onPurged`, elsewhere). A refusal (a stale second factor, the latest revision) is the server's message.
 */
export function PurgeRevision({ pasteId, revision, onPurged }: { pasteId: string; revision: number; onPurged?: () => void }) {
  const t = useTranslations("history.purge");
  const router = useRouter();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  // The dialog joins the page when first asked for, not with every row of the history.
  const [asked, setAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusyAction();
  const close = () => {
    setAsking(false);
    setError(null);
  };
  // A refusal is shown in the dialog: a toast would sit behind the modal.
  const purge = () =>
    run(async () => {
      await pasteApi(`${encodeURIComponent(pasteId)}/revisions/${revision}`, { method: "DELETE" });
      close();
      toast(t("done", { version: revision }));
      if (onPurged) onPurged();
      else router.refresh();
    }, setError);
  return (
    <>
      <Button
        small
        variant="danger"
        onClick={() => {
          setAsked(true);
          setAsking(true);
        }}
      >
        {t("button", { version: revision })}
      </Button>
      {asked ? (
        <ConfirmDialog
          open={asking}
          title={t("title", { version: revision })}
          confirmLabel={busy ? t("purging") : t("button", { version: revision })}
          cancelLabel={t("cancel")}
          onConfirm={() => void purge()}
          onCancel={close}
          busy={busy}
        >
          <p>{t("what")}</p>
          <p className="muted">{t("copies")}</p>
          <FormError className="form-error" message={error} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
