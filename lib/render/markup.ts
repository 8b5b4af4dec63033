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

/** The lines of a code block's inner HTML (the inverse of codeMarkup). */
export function linesOfCodeMarkup(html: string): string[] {
  return html.slice("<h-l>".length, -"</h-l>".length).split("</h-l><h-l>");
}

/**
 * Wraps the stretches `[from, to)` of the text of one line of code markup (escaped text and flat
 * token elements, no nesting) in `<tag>`: offsets count characters of the text, an entity as
 * one; a stretch that crosses a token's edge is closed before it and reopened after, so the
 * result stays well nested.
 */
export function markStretches(html: string, stretches: readonly [number, number][], tag: string): string {
  if (stretches.length === 0) return html;
  const inside = (offset: number) => stretches.some(([from, to]) => offset >= from && offset < to);
  let result = "";
  let offset = 0;
  let open = false;
  for (let index = 0; index < html.length;) {
    if (html[index] === "<") {
      const end = html.indexOf(">", index) + 1;
      result += open ? `</${tag}>${html.slice(index, end)}<${tag}>` : html.slice(index, end);
      index = end;
      continue;
    }
    const end = html[index] === "&" ? html.indexOf(";", index) + 1 : index + 1;
    const marked = inside(offset);
    if (marked !== open) {
      result += marked ? `<${tag}>` : `</${tag}>`;
      open = marked;
    }
    result += html.slice(index, end);
    index = end;
    offset++;
  }
  if (open) result += `</${tag}>`;
  // Reopened marks that met the next tag at once leave empty pairs behind.
  return result.replaceAll(`<${tag}></${tag}>`, "");
}
