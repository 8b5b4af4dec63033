import type { RenderedHtml } from "@/lib/render/render";
import { slotMarker } from "@/lib/render/slots";

/**
 * A Jupyter notebook pasty, made off the request thread by lib/render (notebook.mjs: Markdown cells
 * as Markdown pasties are, code highlighted, outputs as text or data: images, nothing executed)
 * and filled in by the server like the code view.
 */
export function NotebookView({ rendered, label }: { rendered: RenderedHtml; label: string }) {
  return <div className="notebook-view" role="region" aria-label={label} dangerouslySetInnerHTML={{ __html: slotMarker(rendered) }} />;
}
