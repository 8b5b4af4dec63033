"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * A Markdown pasty whose ```mermaid blocks are drawn as diagrams in place
 * (./markdown-diagram-blocks.ts, imported when the page has one: no other page carries it).
 */
export function MarkdownDiagrams({ name, children }: { name: string; children: ReactNode }) {
  const t = useTranslations("paste.pasty");
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void import("./markdown-diagram-blocks").then(({ drawMarkdownDiagrams }) => {
      if (left || !body.current) return;
      stop = drawMarkdownDiagrams(body.current, {
        label: t("diagram", { name }),
        tooLarge: t("diagramTooLarge"),
        failed: (reason) => t("diagramFailed", { reason }),
      });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [name, t]);

  return <div ref={body}>{children}</div>;
}
