"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef } from "react";
import { DIAGRAM_FENCE_CLASS, diagramRefusal } from "@/lib/render/diagram-limits";
import { drawWhenShown } from "./mermaid";

/**
 * A Markdown pasty whose ```mermaid blocks are drawn as diagrams in place (./mermaid.ts), each
 * block's source staying until its diagram is drawn. The Markdown's HTML is the server's, out of
 * React's hands (components/paste/markdown-view.tsx): the diagrams are added to it here, and
 * taken out again when this leaves the page. A block too big to draw, or one mermaid cannot
 * draw, stays as source with a note saying why.
 */
export function MarkdownDiagrams({ name, children }: { name: string; children: ReactNode }) {
  const t = useTranslations("paste.pasty");
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const label = t("diagram", { name });
    const blocks = [...(body.current?.querySelectorAll(`pre > code.${DIAGRAM_FENCE_CLASS}`) ?? [])];
    const added: Element[] = [];
    const stops: (() => void)[] = [];
    const noteBefore = (block: HTMLElement, text: string) => {
      const note = document.createElement("p");
      note.className = "render-note";
      note.textContent = text;
      block.before(note);
      added.push(note);
    };
    for (const code of blocks) {
      const block = code.parentElement!;
      const source = code.textContent ?? "";
      if (diagramRefusal(source)) {
        noteBefore(block, t("diagramTooLarge"));
        continue;
      }
      const region = document.createElement("div");
      region.className = "diagram-view";
      region.setAttribute("role", "region");
      region.setAttribute("aria-label", label);
      region.tabIndex = 0;
      region.hidden = true;
      block.before(region);
      added.push(region);
      const drawing = drawWhenShown(region, source, {
        watch: block,
        onDrawn: () => {
          region.hidden = false;
          block.hidden = true;
        },
        onFailure: (reason) => {
          region.remove();
          noteBefore(block, t("diagramFailed", { reason }));
        },
      });
      stops.push(() => {
        drawing();
        block.hidden = false;
      });
    }
    return () => {
      for (const stop of stops) stop();
      for (const element of added) element.remove();
    };
  }, [name, t]);

  return <div ref={body}>{children}</div>;
}
