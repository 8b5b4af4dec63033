"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { PasteApiError } from "./paste-api";

/**
 * Runs one of the paste page's API calls at a time: `busy` while it runs (buttons disable on it),
 * and a refusal is reported, by default as an error toast, or through `onError` (a form that
 * shows it next to its field). The server's message is shown; anything else is said in the
 * reader's language (site.request).
 */
export function useBusyAction() {
  const toast = useToast();
  const t = useTranslations("site.request");
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, onError: (message: string) => void = (message) => toast(message, "error")) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (!(error instanceof PasteApiError)) onError(t("unexpected"));
      else onError(error.serverMessage ?? t("failed", { status: error.status }));
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
