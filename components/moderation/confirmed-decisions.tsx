"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useApiRequest } from "@/components/settings/save-settings";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { MODERATION_NOTE_MAX } from "@/lib/moderation/reasons";

/** One admin decision: its button, its confirmation dialog, and where it is sent. */
export interface DecisionChoice {
  button: string;
  /** The button's accessible name, naming what it acts on. */
  label: string;
  title: string;
  confirm: string;
  done: string;
  explain: string;
  danger?: boolean;
  /** The API request that carries it out, with the note (POST unless said). */
  path: string;
  method?: "POST" | "DELETE";
  body?: Record<string, string>;
}

/**
 * A row of admin decisions (the report queue's, the accounts page's), each confirmed in a dialog
 * with a required note for the audit log; the page is refreshed when one is carried out.
 */
export function ConfirmedDecisions({ choices }: { choices: DecisionChoice[] }) {
  const apiRequest = useApiRequest();
  const router = useRouter();
  const toast = useToast();
  const t = useTranslations("admin.decisions");
  const id = useId();
  const [deciding, setDeciding] = useState<DecisionChoice | null>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setDeciding(null);
    setError(null);
  };

  async function decide(choice: DecisionChoice) {
    if (!note.trim()) return setError(t("noteRequired"));
    setBusy(true);
    const result = await apiRequest(choice.path, { method: choice.method ?? "POST", json: { ...choice.body, note } });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    close();
    setNote("");
    toast(choice.done);
    router.refresh();
  }

  return (
    <div className="report-decision">
      {choices.map((choice) => (
        <Button
          key={choice.button}
          small
          variant={choice.danger ? "danger" : undefined}
          onClick={() => setDeciding(choice)}
          aria-label={choice.label}
        >
          {choice.button}
        </Button>
      ))}
      <Dialog open={deciding !== null} onClose={close} title={deciding?.title ?? ""}>
        {deciding ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void decide(deciding);
            }}
          >
            <p>{deciding.explain}</p>
            <Field label={t("note")} htmlFor={`${id}-note`} error={error}>
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
              <Button onClick={close}>{t("cancel")}</Button>
              <Button type="submit" variant={deciding.danger ? "danger" : "primary"} disabled={busy}>
                {deciding.confirm}
              </Button>
            </div>
          </form>
        ) : null}
      </Dialog>
    </div>
  );
}
