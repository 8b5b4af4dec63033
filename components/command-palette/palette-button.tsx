"use client";

import { Button } from "@/components/ui/button";
import { usePaletteRegistry } from "./registry";

/** The header's way into the palette, for those who do not know the shortcut. */
export function PaletteButton() {
  const { setOpen } = usePaletteRegistry();
  return (
    <Button
      small
      className="palette-trigger"
      onClick={() => setOpen(true)}
      aria-keyshortcuts="Control+K Meta+K"
      aria-label="Open the command palette"
      data-testid="palette-button"
    >
      <span aria-hidden="true">⌕</span>
      <span className="palette-trigger-text">Commands…</span>
      <kbd>Ctrl K</kbd>
    </Button>
  );
}
