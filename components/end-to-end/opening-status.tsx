"use client";

import { useTranslations } from "next-intl";
import { PassphraseForm } from "./passphrase-form";
import type { OpenState } from "./use-opened-paste";

/** What an E2E page shows until its paste is open: progress, the passphrase form, or why the key does not open it. */
export function OpeningStatus({ state, submitPassphrase }: { state: OpenState; submitPassphrase: (passphrase: string) => Promise<void> }) {
  const t = useTranslations("reader.endToEnd");
  switch (state.status) {
    case "needs-passphrase":
      return <PassphraseForm wrong={state.wrong} onSubmit={submitPassphrase} />;
    case "no-key":
    case "wrong-key":
      return (
        <p role="alert" className="form-error">
          {t(state.status === "no-key" ? "noKey" : "wrongKey")}
        </p>
      );
    default:
      return (
        <p role="status" className="muted">
          {t("decrypting")}
        </p>
      );
  }
}
