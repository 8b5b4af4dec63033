"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { useApiRequest } from "./save-settings";

/** Signs one browser out (`sessionId`), or every other one (none given). */
export function EndSessionButton({ sessionId, device }: { sessionId?: string; device?: string }) {
  const apiRequest = useApiRequest();
  const t = useTranslations("settings.sessions");
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function end() {
    setBusy(true);
    const path = sessionId ? `/api/v3/auth/self/sessions/${encodeURIComponent(sessionId)}` : "/api/v3/auth/self/sessions";
    const result = await apiRequest(path, { method: "DELETE" });
    setBusy(false);
    if (!result.ok) return toast(result.message, "error");
    toast(sessionId ? t("signedOut") : t("signedOutOthers"));
    router.refresh();
  }

  return sessionId ? (
    <Button variant="danger" small onClick={end} disabled={busy} aria-label={t("signOutNamed", { device: device ?? t("thisSession") })}>
      {t("signOut")}
    </Button>
  ) : (
    <Button variant="danger" onClick={end} disabled={busy}>
      {t("signOutOthers")}
    </Button>
  );
}
