"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { useApiRequest } from "./save-settings";

/**
 * A binned paste's two ways out: back where it was (its owner only), or gone for good after a
 * confirmation (its owner, or an admin purging someone's: `purge`, which the audit log records).
 */
export function BinEntryActions({ id, name, purge = false }: { id: string; name: string; purge?: boolean }) {
  const apiRequest = useApiRequest();
  const t = useTranslations("settings.bin");
  const common = useTranslations("settings.common");
  const router = useRouter();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const path = `/api/v3/bin/${encodeURIComponent(id)}`;

  async function act(init: RequestInit, url: string, done: string) {
    setBusy(true);
    const result = await apiRequest(url, init);
    setBusy(false);
    setConfirming(false);
    if (!result.ok) return toast(result.message, "error");
    toast(done);
    router.refresh();
  }

  return (
    <div className="settings-actions">
      {purge ? null : (
        <Button
          small
          disabled={busy}
          onClick={() => void act({ method: "POST" }, `${path}/restore`, t("restored"))}
          aria-label={t("restoreNamed", { name })}
        >
          {t("restore")}
        </Button>
      )}
      <Button variant="danger" small disabled={busy} onClick={() => setConfirming(true)} aria-label={t("purgeNamed", { name })}>
        {t("purge")}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t("purgeTitle")}
        confirmLabel={t("purge")}
        cancelLabel={common("cancel")}
        onConfirm={() => void act({ method: "DELETE" }, path, t("purged"))}
        onCancel={() => setConfirming(false)}
        busy={busy}
      >
        <p>{t.rich(purge ? "purgeTextAdmin" : "purgeText", { name, strong: (chunks) => <strong translate="no">{chunks}</strong> })}</p>
      </ConfirmDialog>
    </div>
  );
}
