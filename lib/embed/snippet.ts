// Embeds of a paste on other sites: `/:id/embed` in an iframe, optionally sized to its content
// by public/embed.js, to which the embed posts its height. Safe for the browser (no imports).

/** The message an embed posts to the page framing it: `{ type, height }` in CSS pixels. */
export const EMBED_HEIGHT_MESSAGE = "myst-embed:height";

/** The height an iframe has before (or without) the sizing script. */
export const EMBED_DEFAULT_HEIGHT = 400;

/**
 * What "Copy embed" puts on the clipboard: the iframe, which works on its own at a fixed height,
 * and the script that sizes it to the paste (optional: without it the iframe keeps its height).
 * `allow="clipboard-write"` lets the embed's Copy buttons work inside another site.
 */
export function embedSnippet(origin: string, pasteId: string): string {
  const iframe =
    `<iframe src="${origin}/${pasteId}/embed" width="100%" height="${EMBED_DEFAULT_HEIGHT}" style="border:0" ` +
    `title="Paste ${pasteId}" loading="lazy" allow="clipboard-write"></iframe>`;
  return `${iframe}\n<script src="${origin}/embed.js" async></script>`;
}
