"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { apiRequest } from "@/components/settings/save-settings";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { MODERATION_NOTE_MAX } from "@/lib/moderation/reasons";

type Decision = "quarantine" | "dismiss" | "delete" | "disable-owner";

const WORDING: Record<Decision, { button: string; title: string; confirm: string; done: string; explain: string }> = {
  quarantine: {
    button: "Quarantine",
    title: "Quarantine this paste?",
    confirm: "Quarantine paste",
    done: "Paste quarantined",
    explain:
      "Everyone but its owner and the admins is told it is under review (451), on every page and API; its owner sees your note. Its reports stay open until you dismiss them (which releases it) or delete it.",
  },
  dismiss: {
    button: "Dismiss",
    title: "Dismiss these reports?",
    confirm: "Dismiss reports",
    done: "Reports dismissed",
    explain: "The paste stays as it is, released from quarantine if it was held back; its open reports are closed.",
  },
  "disable-owner": {
    button: "Disable owner",
    title: "Disable the owner's account?",
    confirm: "Disable account",
    done: "Owner disabled",
    explain:
      "Nobody can sign in to the account, its sessions and access tokens stop working, and all its pastes are quarantined. Enabling it again (npm run admin -- enable <username>) releases them.",
  },
  delete: {
    button: "Delete paste",
    title: "Delete this paste?",
    confirm: "Delete paste",
    done: "Paste deleted",
    explain: "The paste, its history and its reports are removed for good. This cannot be undone.",
  },
};

/** The queue's decisions on a reported paste, each confirmed with a note for the audit log. */
export function ReportDecision({
  pasteId,
  title,
  quarantined,
  owner,
}: {
  pasteId: string;
  title: string;
  quarantined: boolean;
  /** The owner's account when it may be disabled (an owner that is not disabled yet). */
  owner: string | null;
}) {
  const router = useRouter();
  const toast = useToast();
  const id = useId();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setDeciding(null);
    setError(null);
  };

  async function decide(decision: Decision) {
    if (!note.trim()) return setError("A note saying why is required.");
    setBusy(true);
    const result = await apiRequest(`/api/v3/pastes/${pasteId}/reports/decision`, { method: "POST", json: { decision, note } });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    close();
    setNote("");
    toast(WORDING[decision].done);
    router.refresh();
  }

  const wording = deciding ? WORDING[deciding] : null;
  return (
    <div className="report-decision">
      {quarantined ? null : (
        <Button small onClick={() => setDeciding("quarantine")} aria-label={`Quarantine ${title}`}>
          {WORDING.quarantine.button}
        </Button>
      )}
      <Button small onClick={() => setDeciding("dismiss")} aria-label={`Dismiss the reports of ${title}`}>
        {WORDING.dismiss.button}
      </Button>
      {owner ? (
        <Button small variant="danger" onClick={() => setDeciding("disable-owner")} aria-label={`Disable ${owner}, the owner of ${title}`}>
          {WORDING["disable-owner"].button}
        </Button>
      ) : null}
      <Button small variant="danger" onClick={() => setDeciding("delete")} aria-label={`Delete ${title}`}>
        {WORDING.delete.button}
      </Button>
      <Dialog open={deciding !== null} onClose={close} title={wording?.title ?? ""}>
        {deciding && wording ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void decide(deciding);
            }}
          >
            <p>{wording.explain}</p>
            <Field label="Note for the audit log" htmlFor={`${id}-note`} error={error}>
              <textarea
                id={`${id}-note`}
                className="textarea"
                rows={3}
                required
                maxLength={MODERATION_NOTE_MAX}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                aria-invalid={error !== null}
                aria-describedby={error ? `${id}-note-error` : undefined}
                autoFocus
              />
            </Field>
            <div className="dialog-actions">
              <Button onClick={close}>Cancel</Button>
              <Button type="submit" variant={deciding === "delete" || deciding === "disable-owner" ? "danger" : "primary"} disabled={busy}>
                {wording.confirm}
              </Button>
            </div>
          </form>
        ) : null}
      </Dialog>
    </div>
  );
}
