"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { type UsernameStatus, UsernameField } from "@/components/auth/username-field";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { useToast } from "@/components/ui/toast";
import { useApiRequest } from "./save-settings";

/** Renaming, with the same live availability check as sign-up. */
export function UsernameForm({ username }: { username: string }) {
  const apiRequest = useApiRequest();
  const t = useTranslations("settings.rename");
  const label = useTranslations("settings.profile")("username");
  const router = useRouter();
  const toast = useToast();
  const [wanted, setWanted] = useState(username);
  const [status, setStatus] = useState<UsernameStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState(username);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await apiRequest<{ username: string }>("/api/v3/settings/username", {
      method: "PATCH",
      json: { username: wanted },
    });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setCurrent(result.value.username);
    toast(t("done", { username: result.value.username }));
    router.refresh();
  }

  return (
    <form className="settings-form settings-inline-form" onSubmit={submit}>
      <UsernameField
        id="new-username"
        label={label}
        defaultValue={username}
        currentUsername={current}
        onChange={(value, checked) => {
          setWanted(value);
          setStatus(checked);
        }}
      />
      <FormError message={error} />
      <p className="hint">{t("hint")}</p>
      <div className="settings-actions">
        <Button type="submit" variant="primary" disabled={busy || !status?.available}>
          {busy ? t("saving") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
