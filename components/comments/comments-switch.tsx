"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { pasteApi, PasteApiError } from "@/components/paste/paste-api";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

/** The owner's switch for comments on this paste. */
export function CommentsSwitch({ pasteId, enabled }: { pasteId: string; enabled: boolean }) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function flip() {
    setBusy(true);
    try {
      await pasteApi(`${pasteId}/comments_enabled`, { method: "PUT", body: JSON.stringify({ enabled: !enabled }) });
      router.refresh();
    } catch (error) {
      toast(error instanceof PasteApiError ? error.message : "Something went wrong. Try again.", "error");
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button small onClick={flip} disabled={busy}>
      {enabled ? "Turn comments off" : "Turn comments on"}
    </Button>
  );
}
