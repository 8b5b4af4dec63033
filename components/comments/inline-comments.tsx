"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { linesOf } from "@/components/paste/line-links";

// Shows each comment of the side list (comments-panel.tsx) again under the last line it is on,
// as a copy made in the browser: the page carries each comment once, and the code block's
// server-filled HTML (lib/render/slots.ts) is not React's to re-render. Line links count only
// the lines (line-links.tsx linesOf), so these boxes between lines move no line number.

export function InlineComments({ signature }: { signature: string }) {
  const t = useTranslations("reader.comments");
  useEffect(() => {
    const byLine = new Map<string, HTMLElement[]>();
    for (const comment of document.querySelectorAll<HTMLElement>(".comment[data-inline-line]")) {
      const key = `${comment.dataset.inlinePrefix ?? ""}|${comment.dataset.inlineLine}`;
      byLine.set(key, [...(byLine.get(key) ?? []), comment]);
    }
    const boxes: HTMLElement[] = [];
    for (const [key, comments] of byLine) {
      const [prefix = "", line] = key.split("|");
      const last = linesOf(prefix)?.[Number(line) - 1];
      if (!last) continue;
      const box = document.createElement("div");
      box.className = "inline-comments";
      box.setAttribute("role", "note");
      box.setAttribute("aria-label", t("onLine", { line: line ?? "" }));
      for (const comment of comments) {
        const copy = comment.querySelector(".comment-content")?.cloneNode(true);
        if (!(copy instanceof HTMLElement)) continue;
        for (const withId of copy.querySelectorAll("[id]")) withId.removeAttribute("id");
        const item = document.createElement("div");
        item.className = "inline-comment";
        item.append(copy);
        const link = document.createElement("a");
        link.href = `#${comment.id}`;
        link.textContent = t("inList");
        item.append(link);
        box.append(item);
      }
      last.after(box);
      boxes.push(box);
    }
    return () => boxes.forEach((box) => box.remove());
  }, [signature, t]);
  return null;
}
