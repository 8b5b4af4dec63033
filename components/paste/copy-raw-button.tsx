"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

/**
 * Copies a pasty's exact text, fetched from its raw URL at click time rather than shipped twice
 * in the page. ClipboardItem with a pending blob keeps the click's permission in every browser.
 */
export function CopyRawButton({ rawUrl, label }: { rawUrl: string; label: string }) {
  const toast = useToast();
  const t = useTranslations("paste.pasty");
  async function copy() {
    const text = fetch(rawUrl, { credentials: "same-origin" }).then(async (response) => {
      if (!response.ok) throw new Error(`raw ${response.status}`);
      return new Blob([await response.text()], { type: "text/plain" });
    });
    try {
      if (typeof ClipboardItem !== "undefined" && navigator.clipboard.write) {
        await navigator.clipboard.write([new ClipboardItem({ "text/plain": text })]);
      } else {
        await navigator.clipboard.writeText(await (await text).text());
      }
      toast(t("copied"));
    } catch {
      toast(t("copyFailed"), "error");
    }
  }
  return (
    <Button small onClick={copy} aria-label={label}>
      {t("copy")}
    </Button>
  );
}
