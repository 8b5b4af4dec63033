"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { pasteApi } from "./paste-api";
import { useBusyAction } from "./use-busy-action";

/**
 * The owner's "Restore this version" on an earlier version's page: the version becomes the
 * newest by one more edit (the history keeps what it replaces), then the paste is shown.
 */
export function RestoreVersion({ pasteId, historyId }: { pasteId: string; historyId: string }) {
  const t = useTranslations("history.version");
  const router = useRouter();
  const { busy, run } = useBusyAction();
  const restore = () =>
    run(async () => {
      await pasteApi(`${encodeURIComponent(pasteId)}/history/${encodeURIComponent(historyId)}/restore`, { method: "POST" });
      router.push(`/${encodeURIComponent(pasteId)}`);
      router.refresh();
    });
  return (
    <Button small onClick={() => void restore()} disabled={busy}>
      {busy ? t("restoring") : t("restore")}
    </Button>
  );
}
