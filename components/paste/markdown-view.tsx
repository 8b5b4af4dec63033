import type { RenderedHtml } from "@/lib/render/render";
import { slotMarker } from "@/lib/render/slots";

/**
 * A Markdown pasty, rendered off the request thread by lib/render (GFM, raw HTML left out, unsafe
 * links dropped, fenced code highlighted) and filled in by the server like the code view.
 */
export function MarkdownView({ rendered }: { rendered: RenderedHtml }) {
  // Its writer's direction, not the page's: English prose on an Arabic page still reads left to right.
  return <div className="markdown-body" dir="auto" dangerouslySetInnerHTML={{ __html: slotMarker(rendered) }} />;
}
