import { useLocale } from "next-intl";
import type { RenderedHtml } from "@/lib/render/render";
import { slotMarker } from "@/lib/render/slots";
import { inReadersWords } from "@/lib/render/in-readers-words";
import { useRenderWords } from "./render-words";

/**
 * A Jupyter notebook pasty, made off the request thread by lib/render (notebook.mjs: Markdown cells
 * as Markdown pasties are, code highlighted, outputs as text or data: images, nothing executed)
 * and filled in by the server like the code view. Its notes and images' alt texts are put in the
 * reader's words here.
 */
export function NotebookView({ rendered, label }: { rendered: RenderedHtml; label: string }) {
  const said = inReadersWords(rendered, useLocale(), useRenderWords());
  return <div className="notebook-view" role="region" aria-label={label} dangerouslySetInnerHTML={{ __html: slotMarker(said) }} />;
}
