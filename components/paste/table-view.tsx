import type { RenderedHtml } from "@/lib/render/render";
import { slotMarker } from "@/lib/render/slots";
import { SortableTable } from "./sortable-table";

/**
 * A CSV or TSV pasty as a table, made off the request thread by lib/render (table.mjs: bounded,
 * every cell escaped) and filled in by the server like the code view; its column headers sort it
 * in the browser.
 */
export function TableView({ rendered, label }: { rendered: RenderedHtml; label: string }) {
  return (
    <SortableTable label={label}>
      <div dangerouslySetInnerHTML={{ __html: slotMarker(rendered) }} />
    </SortableTable>
  );
}
