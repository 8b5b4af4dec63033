"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { downloadText } from "@/components/ui/download-text";

interface PlainTextActionsProps {
  /** What the page calls the pasty (for the buttons' names). */
  name: string;
  text: string;
  /** The file a download is saved as (lib/pastes/file-names.ts: safe, with an extension). */
  fileName: string;
}

/**
 * Copy, Raw and Download for a pasty opened in the browser: the server has only its ciphertext,
 * so Raw and Download are Blobs made here and the text is never sent anywhere.
 */
export function PlainTextActions({ name, text, fileName }: PlainTextActionsProps) {
  // Raw opens the text in a new tab from a blob URL made on the first click, kept for the next
  // ones and revoked once the text changes or the pasty leaves the page.
  const t = useTranslations("paste.pasty");
  const raw = useRef<{ text: string; url: string } | null>(null);
  useEffect(
    () => () => {
      if (raw.current) URL.revokeObjectURL(raw.current.url);
      raw.current = null;
    },
    [text],
  );
  function openRaw() {
    if (raw.current?.text !== text) {
      raw.current = { text, url: URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" })) };
    }
    window.open(raw.current.url, "_blank", "noopener");
  }
  return (
    <>
      <CopyButton text={text} label={t("copy")} ariaLabel={t("copyOf", { name })} copiedMessage={t("copied")} />
      <Button small onClick={openRaw} aria-label={t("rawOf", { name })}>
        {t("raw")}
      </Button>
      <Button small onClick={() => downloadText(text, fileName)} aria-label={t("downloadOf", { name })}>
        {t("download")}
      </Button>
    </>
  );
}
