// The highlighted snippet of a hit: the matched line (or the title), HTML-escaped, with every
// place a query part begins a word wrapped in <mark>. Only the marks are markup: whatever the
// paste holds arrives as text.

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** Longest snippet, in characters, before marks and escaping. */
export const SNIPPET_MAX = 200;

export function highlightSnippet(text: string, pattern: RegExp, clippedStart = false): string {
  let line = text.replace(/\r$/, "");
  let clippedEnd = false;
  if ([...line].length > SNIPPET_MAX) {
    line = [...line].slice(0, SNIPPET_MAX).join("");
    clippedEnd = true;
  }
  let html = "";
  let last = 0;
  for (const match of line.matchAll(new RegExp(pattern.source, pattern.flags))) {
    if (match[0] === "") continue;
    html += escapeHtml(line.slice(last, match.index)) + `<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  html += escapeHtml(line.slice(last));
  return `${clippedStart ? "…" : ""}${html}${clippedEnd ? "…" : ""}`;
}
