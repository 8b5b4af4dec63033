import { useLocale } from "next-intl";
import type { RenderedHtml } from "@/lib/render/render";
import { slotMarker } from "@/lib/render/slots";
import { inReadersWords } from "@/lib/render/in-readers-words";
import { useRenderWords } from "./render-words";
import { SortableTable } from "./sortable-table";

/**
 * A CSV or TSV pasty as a table, made off the request thread by lib/render (table.mjs: bounded,
 * every cell escaped) and filled in by the server like the code view; its column headers sort it
 * in the browser. Its notes and unnamed columns are put in the reader's words here.
 */
export function TableView({ rendered, label }: { rendered: RenderedHtml; label: string }) {
  const said = inReadersWords(rendered, useLocale(), useRenderWords());
  return (
    <SortableTable label={label}>
      <div dangerouslySetInnerHTML={{ __html: slotMarker(said) }} />
    </SortableTable>
  );
}
