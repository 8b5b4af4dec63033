"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { type LineRange, markedLines } from "./line-links";

interface CodeImageButtonProps {
  /** `/:pasteId/:pastyId.png` (lib/pastes/code-image.ts). */
  imageUrl: string;
  /** The pasty's line-link prefix: the lines selected in it, if any, are the picture's. */
  anchorPrefix: string;
  name: string;
}

/** The most lines a download draws (lib/render/code-image-text.ts DOWNLOAD_LINES). */
const MOST_LINES = 300;

/**
 * "Download as image": a PNG of the pasty's code, or of its selected lines, in the theme the page
 * shows now, with or without a window frame and line numbers. The server draws it (one renderer
 * for downloads and link previews, docs/develop/benchmarks.md): the page loads nothing for it.
 */
export function CodeImageButton({ imageUrl, anchorPrefix, name }: CodeImageButtonProps) {
  const t = useTranslations("paste.image");
  const [open, setOpen] = useState(false);
  // Made on the first click, not with the page: a paste of many pasties would carry a hidden
  // dialog each (kept afterwards, so closing it hands the focus back to the button).
  const [made, setMade] = useState(false);
  const [chrome, setChrome] = useState(true);
  const [numbers, setNumbers] = useState(true);
  const [lines, setLines] = useState<LineRange | null>(null);
  const [theme, setTheme] = useState("light");

  const show = () => {
    const selected = markedLines();
    setLines(selected?.prefix === anchorPrefix ? selected : null);
    setTheme(shownTheme());
    setMade(true);
    setOpen(true);
  };

  const query = new URLSearchParams({ download: "1", theme, chrome: chrome ? "1" : "0", numbers: numbers ? "1" : "0" });
  if (lines) query.set("lines", `${lines.from}-${lines.to}`);
  const checkbox = (label: string, checked: boolean, onChange: (checked: boolean) => void) => (
    <label className="checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );

  return (
    <>
      <Button small onClick={show} aria-label={t("openOf", { name })}>
        {t("open")}
      </Button>
      {made ? (
        <Dialog open={open} onClose={() => setOpen(false)} title={t("openOf", { name })}>
          <div className="code-image-form">
            <p>
              {lines
                ? t("selectedLines", { from: lines.from, to: Math.min(lines.to, lines.from + MOST_LINES - 1) })
                : t("firstLines", { count: MOST_LINES })}
            </p>
            {checkbox(t("chrome"), chrome, setChrome)}
            {checkbox(t("numbers"), numbers, setNumbers)}
            <div className="dialog-actions">
              <Button onClick={() => setOpen(false)}>{t("cancel")}</Button>
              <ButtonLink variant="primary" href={`${imageUrl}?${query}`} download onClick={() => setOpen(false)}>
                {t("submit")}
              </ButtonLink>
            </div>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

/** The theme the page shows now: the chosen one, or what System shows in the system's scheme (app/layout.tsx's attributes). */
function shownTheme(): string {
  const root = document.documentElement.dataset;
  if (root.theme && root.theme !== "system") return root.theme;
  const dark = window.matchMedia("(prefers-color-scheme: dark)").matches;
  return (dark ? root.systemDark : root.systemLight) ?? (dark ? "dark" : "light");
}
