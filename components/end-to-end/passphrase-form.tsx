"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";

interface PassphraseFormProps {
  wrong: boolean;
  onSubmit: (passphrase: string) => Promise<void>;
}

/** The passphrase of an E2E paste: the key is derived here, in the browser; nothing is sent. */
export function PassphraseForm({ wrong, onSubmit }: PassphraseFormProps) {
  const [passphrase, setPassphrase] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="unlock-form e2e-passphrase"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void onSubmit(passphrase).finally(() => setBusy(false));
      }}
    >
      <p className="muted">
        This paste is end-to-end encrypted with a passphrase. It is opened here, in your browser; the passphrase is never sent.
      </p>
      <div className="field">
        <label className="field-label" htmlFor="e2e-passphrase">
          Passphrase
        </label>
        <input
          id="e2e-passphrase"
          type="password"
          className="input"
          autoComplete="off"
          required
          autoFocus
          value={passphrase}
          onChange={(event) => setPassphrase(event.target.value)}
          aria-invalid={wrong}
          aria-describedby={wrong ? "e2e-passphrase-error" : undefined}
        />
        <FormError id="e2e-passphrase-error" message={wrong ? "That passphrase does not open this paste. Try again." : null} />
      </div>
      <div>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? "Opening…" : "Open"}
        </Button>
      </div>
    </form>
  );
}
