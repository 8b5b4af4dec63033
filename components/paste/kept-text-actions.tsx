"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { downloadText } from "@/components/ui/download-text";

interface KeptTextActionsProps {
  /** What the page calls the pasty (for the buttons' names). */
  name: string;
  text: string;
  /** The file a download is saved as (lib/pastes/zip.ts zipEntryNames: safe, with an extension). */
  fileName: string;
}

/**
 * Copy and Download for a pasty of a burn-after-reading paste this page just consumed: the server
 * has nothing left to serve, so both work from the text the page was given, the download as a
 * Blob made in the browser.
 */
export function KeptTextActions({ name, text, fileName }: KeptTextActionsProps) {
  const t = useTranslations("paste.pasty");
  return (
    <>
      <CopyButton text={text} label={t("copy")} ariaLabel={t("copyOf", { name })} copiedMessage={t("copied")} />
      <Button small onClick={() => downloadText(text, fileName)} aria-label={t("downloadOf", { name })}>
        {t("download")}
      </Button>
    </>
  );
}
