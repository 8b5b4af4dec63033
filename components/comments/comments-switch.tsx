"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { pasteApi } from "@/components/paste/paste-api";
import { useBusyAction } from "@/components/paste/use-busy-action";
import { Button } from "@/components/ui/button";

/** The owner's switch for comments on this paste. */
export function CommentsSwitch({ pasteId, enabled }: { pasteId: string; enabled: boolean }) {
  const t = useTranslations("reader.comments");
  const router = useRouter();
  const { busy, run } = useBusyAction();
  const flip = () =>
    run(async () => {
      await pasteApi(`${pasteId}/comments_enabled`, { method: "PUT", body: JSON.stringify({ enabled: !enabled }) });
      router.refresh();
    });
  return (
    <Button small onClick={flip} disabled={busy}>
      {enabled ? t("turnOff") : t("turnOn")}
    </Button>
  );
}
