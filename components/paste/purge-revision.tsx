"use client";

import { useRouter } from "next/navigation";
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
      toast(`Revision ${revision} was purged`);
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
        Purge revision {revision}
      </Button>
      {asked ? (
        <ConfirmDialog
          open={asking}
          title={`Purge revision ${revision}?`}
          confirmLabel={busy ? "Purging…" : `Purge revision ${revision}`}
          onConfirm={() => void purge()}
          onCancel={close}
          busy={busy}
        >
          <p>
            Its title and text are removed for good: from the history, its diffs, the git repository and every cache. The history keeps a
            note that a revision was purged, and when.
          </p>
          <p className="muted">
            Copies made before are not reached: clones, downloads, and forks (a fork holds its own copy, its owner&apos;s).
          </p>
          <FormError className="form-error" message={error} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
