"use client";

import { useTranslations } from "next-intl";
import { Button, type ButtonVariant } from "./button";
import { useToast } from "./toast";

interface CopyButtonProps {
  /** The text to copy, or a function computing it at click time (say, the page's URL). */
  text: string | (() => string);
  label: string;
  /** A fuller name for assistive technology, when the label alone is ambiguous on the page. */
  ariaLabel?: string;
  copiedMessage: string;
  variant?: ButtonVariant;
  small?: boolean;
}

export function CopyButton({ text, label, ariaLabel, copiedMessage, variant, small = true }: CopyButtonProps) {
  const toast = useToast();
  const t = useTranslations("site.request");
  async function copy() {
    try {
      await navigator.clipboard.writeText(typeof text === "function" ? text() : text);
      toast(copiedMessage);
    } catch {
      toast(t("copyRefused"), "error");
    }
  }
  return (
    <Button variant={variant} small={small} onClick={copy} aria-label={ariaLabel}>
      {label}
    </Button>
  );
}

/** Copies to the clipboard from code that is not a button (keyboard shortcuts, the palette). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
