"use client";

import { type ReactNode, useEffect, useRef } from "react";
import { compareCells } from "@/lib/render/table-cells.mjs";

/**
 * Sorts the table inside it (HTML the server filled in: components/paste/table-view.tsx) by the
 * column whose header button is clicked: ascending, then descending on the next click; numbers by
 * value, empty cells last either way. The rows are moved in the page, not rendered again by React,
 * so a 500-row table sorts without its cells in the page's script. A region a keyboard can scroll
 * sideways, as a wide table needs.
 */
export function SortableTable({ label, children }: { label: string; children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    // One listener for every header: the buttons are in HTML React does not manage.
    const sortOnClick = (event: MouseEvent) => {
      const header = (event.target as Element).closest("th");
      if (header && (event.target as Element).closest("button")) sortBy(header);
    };
    element.addEventListener("click", sortOnClick);
    return () => element.removeEventListener("click", sortOnClick);
  }, []);

  return (
    <div ref={region} className="table-view" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

function sortBy(header: HTMLTableCellElement): void {
  const body = header.closest("table")?.tBodies[0];
  if (!body) return;
  const ascending = header.getAttribute("aria-sort") !== "ascending";
  for (const other of header.parentElement?.children ?? []) other.removeAttribute("aria-sort");
  header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
  const column = header.cellIndex;
  const rows = [...body.rows].map((row) => ({ row, cell: row.cells[column]?.textContent?.trim() ?? "" }));
  rows.sort((a, b) => {
    if ((a.cell === "") !== (b.cell === "")) return a.cell === "" ? 1 : -1;
    return ascending ? compareCells(a.cell, b.cell) : compareCells(b.cell, a.cell);
  });
  body.append(...rows.map(({ row }) => row));
}
