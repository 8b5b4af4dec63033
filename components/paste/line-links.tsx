"use client";

import { useEffect } from "react";

// Line links on the read pages: a click on a line number selects `#L12`, a shift-click extends
// it to `#L12-L20`; opening such a link highlights the range, shows its tab and scrolls to it.

const anchorPattern = /^#(?:(.+)-)?L(\d+)(?:-L(\d+))?$/;

interface LineRange {
  prefix: string;
  from: number;
  to: number;
}

function parseHash(hash: string): LineRange | null {
  const match = anchorPattern.exec(hash);
  if (!match) return null;
  const a = Number(match[2]);
  const b = match[3] ? Number(match[3]) : a;
  return { prefix: match[1] ? `${match[1]}-` : "", from: Math.min(a, b), to: Math.max(a, b) };
}

function hashOf({ prefix, from, to }: LineRange): string {
  return from === to ? `#${prefix}L${from}` : `#${prefix}L${from}-L${to}`;
}

function lineElement(prefix: string, line: number): HTMLElement | null {
  return document.getElementById(`${prefix}L${line}`);
}

function highlight(range: LineRange | null, scroll: boolean) {
  for (const selected of document.querySelectorAll(".line-selected")) selected.classList.remove("line-selected");
  if (!range) return;
  const first = lineElement(range.prefix, range.from);
  if (!first) return;
  revealTab(first);
  for (let line = range.from; line <= range.to; line++) lineElement(range.prefix, line)?.classList.add("line-selected");
  if (scroll) first.scrollIntoView({ block: "center" });
}

/** A line inside a hidden tab panel: select that tab first. */
function revealTab(element: HTMLElement) {
  const panel = element.closest<HTMLElement>('[role="tabpanel"]');
  if (!panel?.hidden) return;
  const tabId = panel.getAttribute("aria-labelledby");
  if (tabId) document.getElementById(tabId)?.click();
}

export function LineLinks() {
  useEffect(() => {
    highlight(parseHash(window.location.hash), true);
    let anchor: LineRange | null = parseHash(window.location.hash);

    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.("a.line-number");
      if (!(link instanceof HTMLAnchorElement)) return;
      const clicked = parseHash(link.hash);
      if (!clicked) return;
      event.preventDefault();
      const range =
        event.shiftKey && anchor && anchor.prefix === clicked.prefix
          ? { prefix: clicked.prefix, from: Math.min(anchor.from, clicked.from), to: Math.max(anchor.from, clicked.from) }
          : clicked;
      if (!event.shiftKey) anchor = clicked;
      // replaceState: selecting lines should not fill the back button's history.
      history.replaceState(null, "", hashOf(range));
      highlight(range, false);
    }

    function onHashChange() {
      anchor = parseHash(window.location.hash);
      highlight(anchor, true);
    }

    document.addEventListener("click", onClick);
    window.addEventListener("hashchange", onHashChange);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("hashchange", onHashChange);
    };
  }, []);
  return null;
}
