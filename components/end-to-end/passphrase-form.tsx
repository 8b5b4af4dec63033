"use client";

import { useState } from "react";
import { PasswordPrompt } from "@/components/ui/password-prompt";

interface PassphraseFormProps {
  wrong: boolean;
  onSubmit: (passphrase: string) => Promise<void>;
}

/** The passphrase of an E2E paste: the key is derived here, in the browser; nothing is sent. */
export function PassphraseForm({ wrong, onSubmit }: PassphraseFormProps) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="unlock-form e2e-passphrase"
      onSubmit={(event) => {
        event.preventDefault();
        const passphrase = new FormData(event.currentTarget).get("passphrase");
        setBusy(true);
        void onSubmit(typeof passphrase === "string" ? passphrase : "").finally(() => setBusy(false));
      }}
    >
      <p className="muted">
        This paste is end-to-end encrypted with a passphrase. It is opened here, in your browser; the passphrase is never sent.
      </p>
      <PasswordPrompt
        id="e2e-passphrase"
        name="passphrase"
        label="Passphrase"
        error={wrong ? "That passphrase does not open this paste. Try again." : null}
        action={busy ? "Opening…" : "Open"}
        busy={busy}
      />
    </form>
  );
}
