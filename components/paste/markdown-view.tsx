import type { RenderedHtml } from "@/lib/render/render";
import { slotMarker } from "@/lib/render/slots";

/**
 * A Markdown pasty, rendered off the request thread by lib/render (GFM, raw HTML left out, unsafe
 * links dropped, fenced code highlighted) and filled in by the server like the code view.
 */
export function MarkdownView({ rendered }: { rendered: RenderedHtml }) {
  return <div className="markdown-body" dangerouslySetInnerHTML={{ __html: slotMarker(rendered) }} />;
}
