"use client";

import { useEffect } from "react";

// Line links on the read pages, with one listener for the whole page instead of a link per line:
// a click in a line's number gutter (a CSS counter, components/paste/paste.css) selects `#L12`, a
// shift-click extends it to `#L12-L20`; opening such a link (`#L12`, `#L12-L20`, or with a pasty
// prefix `#<pastyId>-L2-L4`) marks the range, shows its tab and scrolls to it. A bare `#L12` on a
// paste of several pasties means the first, as people write GitHub-style links by hand. Keyboard
// users select lines with "Link to lines" (link-to-lines.tsx, through selectLines).

// The pasty prefix is a lowercase id, so it can never swallow the `L12-` of a range.
const anchorPattern = /^#(?:([a-z0-9]+)-)?L(\d+)(?:-L(\d+))?$/;

export interface LineRange {
  prefix: string;
  from: number;
  to: number;
}

export function parseHash(hash: string): LineRange | null {
  const match = anchorPattern.exec(decodeURIComponent(hash));
  if (!match) return null;
  const a = Number(match[2]);
  const b = match[3] ? Number(match[3]) : a;
  return { prefix: match[1] ? `${match[1]}-` : "", from: Math.min(a, b), to: Math.max(a, b) };
}

export function hashOf({ prefix, from, to }: LineRange): string {
  return from === to ? `#${prefix}L${from}` : `#${prefix}L${from}-L${to}`;
}

/**
 * The line elements of the code block whose links start with `prefix` (only the lines: comments
 * shown inline, components/comments/inline-comments.tsx, sit between them).
 */
export function linesOf(prefix: string): NodeListOf<HTMLElement> | null {
  for (const block of document.querySelectorAll<HTMLElement>("pre.code[data-anchor-prefix]")) {
    if (block.dataset.anchorPrefix === prefix) return block.querySelectorAll<HTMLElement>(":scope > code > h-l");
  }
  return null;
}

/** The range with a bare prefix read as the first pasty's, when no pasty's links are bare. */
export function resolveBarePrefix(range: LineRange): LineRange {
  if (range.prefix !== "" || linesOf("") !== null) return range;
  const first = document.querySelector<HTMLElement>("pre.code[data-anchor-prefix]");
  return first ? { ...range, prefix: first.dataset.anchorPrefix ?? "" } : range;
}

/** The lines marked now, for the comment form (useSyncExternalStore). */
let marked: LineRange | null = null;
const selectionListeners = new Set<() => void>();

export function markedLines(): LineRange | null {
  return marked;
}

export function subscribeToMarkedLines(listener: () => void): () => void {
  selectionListeners.add(listener);
  return () => selectionListeners.delete(listener);
}

function announce(range: LineRange | null) {
  marked = range;
  for (const listener of selectionListeners) listener();
}

function mark(linked: LineRange | null, scroll: boolean, attempts = 30) {
  for (const selected of document.querySelectorAll(".line-selected")) selected.classList.remove("line-selected");
  if (!linked) return announce(null);
  const range = resolveBarePrefix(linked);
  const lines = linesOf(range.prefix);
  const first = lines?.[range.from - 1];
  if (!lines || !(first instanceof HTMLElement)) return;
  const panel = first.closest<HTMLElement>('[role="tabpanel"]');
  if (panel?.hidden) {
    // The line is in another tab: select it, and mark once the tab shows (the tabs may still be
    // hydrating when a link is opened, so the click is repeated until it takes).
    const tabId = panel.getAttribute("aria-labelledby");
    if (tabId) document.getElementById(tabId)?.click();
    if (attempts > 0) requestAnimationFrame(() => mark(range, scroll, attempts - 1));
    return;
  }
  for (let line = range.from; line <= Math.min(range.to, lines.length); line++) lines[line - 1]?.classList.add("line-selected");
  if (scroll) first.scrollIntoView({ block: "center" });
  announce({ ...range, to: Math.min(range.to, lines.length) });
}

/** The line whose number gutter (its ::before, border-box) was clicked, as a range of one. */
function clickedLine(event: MouseEvent): LineRange | null {
  const line = (event.target as Element | null)?.closest?.(".code h-l");
  const block = line?.closest<HTMLElement>("pre.code[data-anchor-prefix]");
  if (!(line instanceof HTMLElement) || !block || !line.parentElement) return null;
  const gutterWidth = Number.parseFloat(getComputedStyle(line, "::before").width) || 0;
  if (event.clientX - line.getBoundingClientRect().left > gutterWidth) return null;
  const number = Array.prototype.indexOf.call(line.parentElement.querySelectorAll(":scope > h-l"), line) + 1;
  return { prefix: block.dataset.anchorPrefix ?? "", from: number, to: number };
}

/** Where a shift-click extends the selection from: the last line chosen by itself. */
let anchor: LineRange | null = null;

/** Selects a range as a click would (the address names it, it is marked) and scrolls to it. */
export function selectLines(range: LineRange): void {
  anchor = range;
  history.replaceState(null, "", hashOf(range));
  mark(range, true);
}

export function LineLinks() {
  useEffect(() => {
    anchor = parseHash(window.location.hash);
    if (anchor) anchor = resolveBarePrefix(anchor);
    mark(anchor, true);

    // A shift-click in the gutter extends the selected lines, not the browser's text selection,
    // which starts on the press.
    function onMouseDown(event: MouseEvent) {
      if (event.shiftKey && clickedLine(event)) event.preventDefault();
    }

    function onClick(event: MouseEvent) {
      const clicked = clickedLine(event);
      if (!clicked) return;
      event.preventDefault();
      const range =
        event.shiftKey && anchor && anchor.prefix === clicked.prefix
          ? { prefix: clicked.prefix, from: Math.min(anchor.from, clicked.from), to: Math.max(anchor.from, clicked.from) }
          : clicked;
      if (!event.shiftKey) anchor = clicked;
      // replaceState: selecting lines should not fill the back button's history.
      history.replaceState(null, "", hashOf(range));
      mark(range, false);
    }

    function onHashChange() {
      anchor = parseHash(window.location.hash);
      if (anchor) anchor = resolveBarePrefix(anchor);
      mark(anchor, true);
    }

    document.addEventListener("mousedown", onMouseDown);
    document.addEventListener("click", onClick);
    window.addEventListener("hashchange", onHashChange);
    return () => {
      document.removeEventListener("mousedown", onMouseDown);
      document.removeEventListener("click", onClick);
      window.removeEventListener("hashchange", onHashChange);
    };
  }, []);
  return null;
}
