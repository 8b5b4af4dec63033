"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { FormState } from "./form-state";
import type { SecretsChoice } from "./use-secret-scan-gate";
import type { ScannedPasty } from "./use-secret-scan";
import { useSecretWords } from "./use-secret-words";

interface SecretsDialogProps {
  mode: "create" | "edit";
  signedIn: boolean;
  pasties: FormState["pasties"];
  /** What the check before publishing found; null keeps the dialog closed. */
  found: ReadonlyMap<string, ScannedPasty> | null;
  onClose: () => void;
  onResolve: (choice: SecretsChoice) => void;
}

/** Asks what to do about the secrets found before publishing: go back, redact, make private, or publish. */
export function SecretsDialog({ mode, signedIn, pasties, found, onClose, onResolve }: SecretsDialogProps) {
  const t = useTranslations("editor.secrets");
  const form = useTranslations("editor.form");
  const words = useSecretWords();
  const foundList = found
    ? pasties.flatMap((pasty, index) =>
        (found.get(pasty.key)?.findings ?? [])
          .map(words.finding)
          .map((finding) => `${pasty.title.trim() || form("pastyNumber", { number: index + 1 })}, ${finding}`),
      )
    : [];
  return (
    <Dialog open={found !== null} onClose={onClose} title={t("title")}>
      <p>{mode === "create" ? t("create") : t("edit")}</p>
      <ul className="secret-findings-list" data-testid="secret-dialog-findings">
        {foundList.map((finding) => (
          <li key={finding}>{finding}</li>
        ))}
      </ul>
      <div className="dialog-actions">
        <Button onClick={onClose}>{t("back")}</Button>
        <Button variant="primary" onClick={() => onResolve("redact")} autoFocus>
          {t("redact")}
        </Button>
        {mode === "create" && signedIn ? <Button onClick={() => onResolve("private")}>{t("makePrivate")}</Button> : null}
        <Button variant="danger" onClick={() => onResolve("publish")}>
          {mode === "create" ? t("publish") : t("save")}
        </Button>
      </div>
    </Dialog>
  );
}
