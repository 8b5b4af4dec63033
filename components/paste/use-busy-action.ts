"use client";

import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { PasteApiError } from "./paste-api";

const FALLBACK_MESSAGE = "Something went wrong. Try again.";

/**
 * Runs one of the paste page's API calls at a time: `busy` while it runs (buttons disable on it),
 * and a refusal is reported, by default as an error toast, or through `onError` (a form that
 * shows it next to its field). The server's message is shown; anything else gets a generic one.
 */
export function useBusyAction() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, onError: (message: string) => void = (message) => toast(message, "error")) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      onError(error instanceof PasteApiError ? error.message : FALLBACK_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
