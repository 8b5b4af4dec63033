"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { describeFindings } from "@/lib/editor/secrets";
import { pastyName } from "@/lib/pastes/names";
import { SECRET_KIND_LABELS } from "@/lib/secrets/scan.mjs";
import type { FormState } from "./form-state";
import type { SecretsChoice } from "./use-secret-scan-gate";
import type { ScannedPasty } from "./use-secret-scan";

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
  const foundList = found
    ? pasties.flatMap((pasty, index) =>
        describeFindings(found.get(pasty.key)?.findings ?? [], SECRET_KIND_LABELS).map(
          (finding) => `${pastyName(pasty.title, index)}, ${finding}`,
        ),
      )
    : [];
  return (
    <Dialog open={found !== null} onClose={onClose} title="This paste looks like it holds secrets">
      <p>{mode === "create" ? "Anyone with the link could read" : "Readers of this paste could see"} what looks like credentials:</p>
      <ul className="secret-findings-list" data-testid="secret-dialog-findings">
        {foundList.map((finding) => (
          <li key={finding}>{finding}</li>
        ))}
      </ul>
      <div className="dialog-actions">
        <Button onClick={onClose}>Go back</Button>
        <Button variant="primary" onClick={() => onResolve("redact")} autoFocus>
          Redact them
        </Button>
        {mode === "create" && signedIn ? <Button onClick={() => onResolve("private")}>Make private</Button> : null}
        <Button variant="danger" onClick={() => onResolve("publish")}>
          {mode === "create" ? "Publish anyway" : "Save anyway"}
        </Button>
      </div>
    </Dialog>
  );
}
