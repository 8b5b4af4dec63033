import type { DiffLine, DiffSegment, SideBySideRow } from "@/lib/pastes/diff-view";
import { escapeHtml } from "@/lib/render/markup";

// One pasty's diff as HTML, built here rather than as React elements so that the page can carry
// it once (lib/render/slots.ts): as elements, every line was in the markup three times (both
// sides, and the unified column) and again in the payload that hydrates it, 3 MB for a 3-line
// change to a 2,000-line paste. Hunks hold both layouts (side by side on wide screens, unified on
// narrow ones; CSS picks, so it works without JavaScript and on rotation); the folded unchanged
// stretches between them hold the unified one only, which reads the same at every width. Line
// HTML comes escaped and highlighted from lib/pastes/diff-highlight.ts.

/** The words a diff's HTML holds, in the reader's language: a fold's summary and the signs' labels. */
export interface DiffWords {
  fold: (count: number, first: number, last: number) => string;
  added: string;
  removed: string;
}

export function diffSegmentsHtml(segments: readonly DiffSegment[], pastyIndex: number, words: DiffWords): string {
  let hunk = 0;
  return segments
    .map((segment) =>
      segment.collapsed
        ? `<details class="diff-fold"><summary>${escapeHtml(foldLabel(segment, words))}</summary>${unifiedTable(segment.unified, words)}</details>`
        : `<div class="diff-hunk" id="change-${pastyIndex + 1}-${++hunk}">${sideBySideTable(segment.rows)}${unifiedTable(segment.unified, words)}</div>`,
    )
    .join("");
}

function foldLabel(segment: DiffSegment, words: DiffWords): string {
  return words.fold(segment.unified.length, segment.unified[0]!.newNumber!, segment.unified.at(-1)!.newNumber!);
}

const numberCell = (number: number | null | undefined) => `<td class="diff-number">${number ?? ""}</td>`;

function codeCell(line: DiffLine | null, side: "del" | "ins", changed: boolean): string {
  return `<td class="${line && changed ? `diff-code diff-${side}` : "diff-code"}">${line?.html ?? ""}</td>`;
}

function sideBySideTable(rows: readonly SideBySideRow[]): string {
  const body = rows
    .map(
      (row) =>
        `<tr>${numberCell(row.old?.oldNumber)}${codeCell(row.old, "del", row.kind !== "same")}` +
        `${numberCell(row.new?.newNumber)}${codeCell(row.new, "ins", row.kind !== "same")}</tr>`,
    )
    .join("");
  return `<table class="diff-side-by-side"><colgroup><col class="diff-number-column"><col><col class="diff-number-column"><col></colgroup><tbody>${body}</tbody></table>`;
}

const SIGNS = { removed: "−", added: "+", same: " " } as const;
const CODE_CLASSES = { removed: "diff-code diff-del", added: "diff-code diff-ins", same: "diff-code" } as const;

function unifiedTable(lines: readonly DiffLine[], words: DiffWords): string {
  const body = lines
    .map((line) => {
      const label = line.kind === "same" ? "" : ` aria-label="${escapeHtml(words[line.kind])}"`;
      return (
        `<tr>${numberCell(line.oldNumber)}${numberCell(line.newNumber)}` +
        `<td class="${CODE_CLASSES[line.kind]}"><span class="diff-sign"${label}>${SIGNS[line.kind]}</span>${line.html}</td></tr>`
      );
    })
    .join("");
  return `<table class="diff-unified"><colgroup><col class="diff-number-column"><col class="diff-number-column"><col></colgroup><tbody>${body}</tbody></table>`;
}
