"use client";

import { PassphraseForm } from "./passphrase-form";
import { NO_KEY_MESSAGE, type OpenState, WRONG_KEY_MESSAGE } from "./use-opened-paste";

/** What an E2E page shows until its paste is open: progress, the passphrase form, or why the key does not open it. */
export function OpeningStatus({ state, submitPassphrase }: { state: OpenState; submitPassphrase: (passphrase: string) => Promise<void> }) {
  switch (state.status) {
    case "needs-passphrase":
      return <PassphraseForm wrong={state.wrong} onSubmit={submitPassphrase} />;
    case "no-key":
    case "wrong-key":
      return (
        <p role="alert" className="form-error">
          {state.status === "no-key" ? NO_KEY_MESSAGE : WRONG_KEY_MESSAGE}
        </p>
      );
    default:
      return (
        <p role="status" className="muted">
          Decrypting…
        </p>
      );
  }
}
