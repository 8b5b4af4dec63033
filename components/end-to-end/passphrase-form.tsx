"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { PasswordPrompt } from "@/components/ui/password-prompt";

interface PassphraseFormProps {
  wrong: boolean;
  onSubmit: (passphrase: string) => Promise<void>;
}

/** The passphrase of an E2E paste: the key is derived here, in the browser; nothing is sent. */
export function PassphraseForm({ wrong, onSubmit }: PassphraseFormProps) {
  const t = useTranslations("reader.endToEnd");
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
      <p className="muted">{t("passphraseText")}</p>
      <PasswordPrompt
        id="e2e-passphrase"
        name="passphrase"
        label={t("passphrase")}
        error={wrong ? t("wrongPassphrase") : null}
        action={busy ? t("opening") : t("open")}
        busy={busy}
      />
    </form>
  );
}
