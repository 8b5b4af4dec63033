"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { useApiRequest } from "./save-settings";

/** "Show all pastes on my profile": when off, others see only the pinned ones. */
export function ProfileVisibilityForm({ initial }: { initial: boolean }) {
  const apiRequest = useApiRequest();
  const t = useTranslations("settings.visibility");
  const router = useRouter();
  const toast = useToast();
  const [showAll, setShowAll] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function change(next: boolean) {
    setShowAll(next);
    setBusy(true);
    const result = await apiRequest("/api/v3/settings/user", { method: "PATCH", json: { showAllPastesOnProfile: next } });
    setBusy(false);
    if (!result.ok) {
      setShowAll(!next);
      toast(result.message, "error");
      return;
    }
    toast(next ? t("listed") : t("pinnedOnly"));
    router.refresh();
  }

  return (
    <div className="settings-form">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={showAll}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
          aria-describedby="show-all-hint"
        />
        <span>{t("showAll")}</span>
      </label>
      <p className="hint" id="show-all-hint">
        {t("hint")}
      </p>
    </div>
  );
}
