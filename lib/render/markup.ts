// The light markup of code on the read pages: one <h-l> per line (a custom element: a block
// without a name of its own, shorter than a span with a class) and nothing else.
// Line numbers are a CSS counter (components/paste/paste.css), line links are resolved by one
// script (components/paste/line-links.tsx), so a 2,000-line paste has no element, link or label
// per line beyond its span, and keyboard users meet the code block once.

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character]!);
}

/** Lines of HTML (escaped, highlighted or not) as the code block's inner HTML. */
export function codeMarkup(htmlLines: readonly string[]): string {
  return `<h-l>${htmlLines.join("</h-l><h-l>")}</h-l>`;
}

/** Plain text as the code block's inner HTML. */
export function plainCodeHtml(text: string): string {
  return codeMarkup(escapeHtml(text).split("\n"));
}
