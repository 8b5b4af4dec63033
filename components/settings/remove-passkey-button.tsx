"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { useApiRequest } from "./save-settings";

export function RemovePasskeyButton({ id, name }: { id: string; name: string }) {
  const apiRequest = useApiRequest();
  const t = useTranslations("settings.passkeys");
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    const result = await apiRequest(`/api/v3/auth/self/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" });
    setBusy(false);
    if (!result.ok) return toast(result.message, "error");
    toast(t("removed"));
    router.refresh();
  }

  return (
    <Button variant="danger" small onClick={remove} disabled={busy} aria-label={t("removeNamed", { name })}>
      {t("remove")}
    </Button>
  );
}
