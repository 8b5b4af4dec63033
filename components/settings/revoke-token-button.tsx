"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { useApiRequest } from "./save-settings";

export function RevokeTokenButton({ id, description }: { id: string; description: string }) {
  const apiRequest = useApiRequest();
  const t = useTranslations("settings.tokens");
  const common = useTranslations("settings.common");
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = description || t("unnamed", { id });

  async function revoke() {
    setBusy(true);
    const result = await apiRequest(`/api/v3/auth/self/access_tokens/${encodeURIComponent(id)}`, { method: "DELETE" });
    setBusy(false);
    setOpen(false);
    if (!result.ok) return toast(result.message, "error");
    toast(t("revoked"));
    router.refresh();
  }

  return (
    <>
      <Button variant="danger" small onClick={() => setOpen(true)} aria-label={t("revokeNamed", { name })}>
        {t("revoke")}
      </Button>
      <ConfirmDialog
        open={open}
        title={t("revokeTitle")}
        confirmLabel={t("revokeConfirm")}
        cancelLabel={common("cancel")}
        onConfirm={revoke}
        onCancel={() => setOpen(false)}
        busy={busy}
      >
        <p>{t.rich("revokeText", { name, strong: (chunks) => <strong translate="no">{chunks}</strong> })}</p>
      </ConfirmDialog>
    </>
  );
}
