"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { usePaletteRegistry } from "./registry";

/** The header's way into the palette, for those who do not know the shortcut. */
export function PaletteButton() {
  const { setOpen } = usePaletteRegistry();
  const t = useTranslations("site.header");
  return (
    <Button
      small
      className="palette-trigger"
      onClick={() => setOpen(true)}
      aria-keyshortcuts="Control+K Meta+K"
      aria-label={t("openPalette")}
      data-testid="palette-button"
    >
      <span aria-hidden="true">⌕</span>
      <span className="palette-trigger-text">{t("commands")}</span>
      <kbd translate="no">Ctrl K</kbd>
    </Button>
  );
}
