"use client";

import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/dialog";
import type { usePastyTabs } from "./use-pasty-tabs";

type PastyTabs = Pick<ReturnType<typeof usePastyTabs>, "closingPasty" | "closePasty" | "cancelClose">;

/** Asks before a pasty with content is closed (use-pasty-tabs.ts): its text would be gone from the paste. */
export function ClosePastyDialog({ tabs: { closingPasty, closePasty, cancelClose } }: { tabs: PastyTabs }) {
  const t = useTranslations("editor.form");
  const submit = useTranslations("editor.submit");
  return (
    <ConfirmDialog
      open={closingPasty !== undefined}
      title={t("closeTitle")}
      confirmLabel={t("closeConfirm")}
      cancelLabel={submit("cancel")}
      onConfirm={() => closingPasty && closePasty(closingPasty.key)}
      onCancel={cancelClose}
    >
      <p>{t("closeNote", { name: closingPasty?.title.trim() || t("thisPasty") })}</p>
    </ConfirmDialog>
  );
}
