"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { useToast } from "@/components/ui/toast";
import { CodeForm } from "./code-form";
import { RecoveryCodesList } from "./recovery-codes-list";
import { useApiRequest } from "./save-settings";

interface Enrolment {
  secret: string;
  qrCode: string;
}

/** Setting up an authenticator app: its QR code and secret, a first code to confirm, then the recovery codes. */
export function TotpEnrolment() {
  const apiRequest = useApiRequest();
  const t = useTranslations("settings.totp");
  const common = useTranslations("settings.common");
  const router = useRouter();
  const toast = useToast();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    const result = await apiRequest<Enrolment>("/api/v3/auth/self/totp", { method: "POST" });
    setBusy(false);
    if (!result.ok) return toast(result.message, "error");
    setEnrolment(result.value);
  }

  async function confirm(code: string): Promise<string | null> {
    const result = await apiRequest<{ recoveryCodes: string[] }>("/api/v3/auth/self/totp/confirm", { method: "POST", json: { code } });
    if (!result.ok) return result.message;
    setRecoveryCodes(result.value.recoveryCodes);
    toast(t("done"));
    return null;
  }

  if (recoveryCodes) return <RecoveryCodesList codes={recoveryCodes} onDone={() => router.refresh()} />;
  if (!enrolment) {
    return (
      <Button variant="primary" onClick={start} disabled={busy}>
        {t("setUp")}
      </Button>
    );
  }
  return (
    <div className="totp-enrolment" data-testid="totp-enrolment">
      <p>{t("scan")}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn on the server, nothing to optimise */}
      <img src={enrolment.qrCode} alt={t("qrCode")} width={200} height={200} />
      <p className="new-token-value">
        {t("secret")} <code data-testid="totp-secret">{enrolment.secret}</code>
        <CopyButton text={enrolment.secret} label={t("copySecret")} copiedMessage={t("secretCopied")} />
      </p>
      <CodeForm label={t("code")} action={t("confirm")} hint={t("codeHint")} submit={confirm} />
      {/* Nothing is on until a code confirms it: cancelling leaves the account as it was, and
          setting up again starts with a new secret. */}
      <Button variant="ghost" onClick={() => setEnrolment(null)}>
        {common("cancel")}
      </Button>
    </div>
  );
}
