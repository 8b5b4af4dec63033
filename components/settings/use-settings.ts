"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { useToast } from "@/components/ui/toast";
import type { Settings } from "@/lib/settings/schema";
import { applyPageTheme, useSaveSettings } from "./save-settings";

/**
 * The settings form's state: a change shows at once (the themes without waiting for the server),
 * is saved, and the page is re-rendered with it; a refused change is rolled back.
 */
export function useSettings(initial: Settings) {
  const t = useTranslations("settings.common");
  const router = useRouter();
  const toast = useToast();
  const saveSettings = useSaveSettings();
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState(false);

  const change = useCallback(
    async (patch: Partial<Settings>) => {
      const before = settings;
      const after = { ...settings, ...patch };
      setSettings(after);
      applyPageTheme(after);
      setSaving(true);
      const result = await saveSettings(patch);
      setSaving(false);
      if (result.ok) {
        toast(t("saved"));
        router.refresh();
      } else {
        setSettings(before);
        applyPageTheme(before);
        toast(result.message, "error");
      }
    },
    [settings, router, toast, t, saveSettings],
  );

  return { settings, change, saving };
}
