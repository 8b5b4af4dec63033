"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { addPasskey } from "@/components/auth/passkey-client";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { useToast } from "@/components/ui/toast";

/** A new passkey of this account, under a name that says where it lives ("Laptop", "Phone"). */
export function AddPasskeyForm() {
  const t = useTranslations("settings.passkeys");
  const say = useTranslations("account.passkey");
  const router = useRouter();
  const toast = useToast();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const problem = await addPasskey(say, name.trim());
    setBusy(false);
    setError(problem);
    if (problem) return;
    setName("");
    toast(t("addedToast"));
    router.refresh();
  }

  return (
    <form className="settings-form" onSubmit={submit} aria-label={t("add")}>
      <div className="field">
        <label htmlFor="passkey-name">{t("nameLabel")}</label>
        <input
          id="passkey-name"
          className="input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t("namePlaceholder")}
          required
          maxLength={64}
        />
      </div>
      <FormError message={error ?? undefined} />
      <div className="settings-actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {t("add")}
        </Button>
      </div>
    </form>
  );
}
