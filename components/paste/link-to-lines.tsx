"use client";

import { useTranslations } from "next-intl";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { copyText } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { hashOf, parseHash, resolveBarePrefix, selectLines } from "./line-links";

interface LinkToLinesProps {
  /** The pasty's line-link prefix (lib/pastes/line-anchor.ts). */
  anchorPrefix: string;
  lineCount: number;
  name: string;
}

/**
 * Line links without a mouse: the gutter's numbers take clicks only (a focus stop per line would
 * put hundreds of stops before the rest of the page), so this asks for the lines, selects them as
 * a click would and copies their link.
 */
export function LinkToLines({ anchorPrefix, lineCount, name }: LinkToLinesProps) {
  const toast = useToast();
  const t = useTranslations("paste.lines");
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(1);
  const [to, setTo] = useState(1);

  const show = () => {
    // Start from the lines already selected in this pasty, if any.
    const linked = parseHash(window.location.hash);
    const selected = linked && resolveBarePrefix(linked);
    const current = selected?.prefix === anchorPrefix ? selected : null;
    setFrom(current?.from ?? 1);
    setTo(current?.to ?? 1);
    setOpen(true);
  };

  const link = async () => {
    const range = { prefix: anchorPrefix, from: Math.min(from, to), to: Math.max(from, to) };
    setOpen(false);
    selectLines(range);
    const url = `${window.location.origin}${window.location.pathname}${window.location.search}${hashOf(range)}`;
    toast((await copyText(url)) ? t("copied") : t("notCopied"), "info");
  };

  const lineField = (id: string, label: string, value: number, onChange: (line: number) => void) => (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="number"
        min={1}
        max={lineCount}
        required
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );

  return (
    <>
      <Button small className="link-to-lines" onClick={show} aria-label={t("openOf", { name })}>
        {t("open")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("openOf", { name })}>
        <form
          className="link-to-lines-form"
          onSubmit={(event) => {
            event.preventDefault();
            void link();
          }}
        >
          {lineField(`link-from-${anchorPrefix}`, t("from"), from, setFrom)}
          {lineField(`link-to-${anchorPrefix}`, t("to"), to, setTo)}
          <div className="dialog-actions">
            <Button onClick={() => setOpen(false)}>{t("cancel")}</Button>
            <Button type="submit" variant="primary">
              {t("submit")}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
