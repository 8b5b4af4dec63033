"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { CodeForm } from "./code-form";
import { RecoveryCodesList } from "./recovery-codes-list";
import { useApiRequest } from "./save-settings";

/** Proving the second factor again, for the sensitive actions of the next ten minutes. */
export function ConfirmSecondFactorForm() {
  const apiRequest = useApiRequest();
  const t = useTranslations("settings.totp");
  const router = useRouter();
  const toast = useToast();
  async function confirm(code: string): Promise<string | null> {
    const result = await apiRequest("/api/v3/auth/self/second_factor", { method: "POST", json: { code } });
    if (!result.ok) return result.message;
    toast(t("confirmed"));
    router.refresh();
    return null;
  }
  return <CodeForm label={t("confirmCode")} action={t("confirmIt")} submit={confirm} />;
}

/** New recovery codes (the old ones stop working), and turning the app off. */
export function SecondFactorControls() {
  const apiRequest = useApiRequest();
  const t = useTranslations("settings.totp");
  const router = useRouter();
  const toast = useToast();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function regenerate() {
    setBusy(true);
    const result = await apiRequest<{ recoveryCodes: string[] }>("/api/v3/auth/self/recovery_codes", { method: "POST" });
    setBusy(false);
    if (!result.ok) return toast(result.message, "error");
    setRecoveryCodes(result.value.recoveryCodes);
  }

  async function turnOff() {
    setBusy(true);
    const result = await apiRequest("/api/v3/auth/self/totp", { method: "DELETE" });
    setBusy(false);
    if (!result.ok) return toast(result.message, "error");
    toast(t("turnedOff"));
    router.refresh();
  }

  function hideCodes() {
    setRecoveryCodes(null);
    router.refresh();
  }

  if (recoveryCodes) return <RecoveryCodesList codes={recoveryCodes} onDone={hideCodes} />;
  return (
    <p className="settings-actions">
      <Button onClick={regenerate} disabled={busy}>
        {t("newCodes")}
      </Button>{" "}
      <Button variant="danger" onClick={turnOff} disabled={busy}>
        {t("turnOff")}
      </Button>
    </p>
  );
}
