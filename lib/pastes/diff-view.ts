import { diffArrays, diffWordsWithSpace } from "diff";
import { escapeHtml, markStretches } from "../render/markup";
import type { PastyDto } from "./schema";

// The history diff page's model: per pasty, what changed between two versions of a paste, as
// segments of lines: hunks (the changes and a few lines of context around them) and the long
// unchanged stretches between them, which the page collapses. Each segment carries its lines
// twice, side by side (wide screens) and as one unified list (narrow ones). Lines paired as a
// change carry the stretches that differ, so the page can mark them. Pure, so it is unit-tested.

export type PastyChange = "added" | "removed" | "changed" | "renamed" | "unchanged";

export interface DiffLine {
  kind: "same" | "removed" | "added";
  oldNumber: number | null;
  newNumber: number | null;
  text: string;
  /** Stretches of `text` that differ from the line it replaced or was replaced by ([from, to)). */
  marks: [number, number][];
  /** The line as HTML: escaped, its marks as <del>/<ins>; the page loader highlights it. */
  html: string;
}

/** A row of the side-by-side view; an unchanged line is the same object on both sides. */
export interface SideBySideRow {
  old: DiffLine | null;
  new: DiffLine | null;
  kind: "same" | "changed" | "removed" | "added";
}

export interface DiffSegment {
  /** An unchanged stretch far from any change: shown folded. */
  collapsed: boolean;
  rows: SideBySideRow[];
  unified: DiffLine[];
}

export interface PastyDiff {
  id: string;
  change: PastyChange;
  oldTitle: string | null;
  newTitle: string | null;
  /** The pasty's position on each side, which names an untitled one (names.ts, diffPastyName); null on a side it is not on. */
  oldIndex: number | null;
  newIndex: number | null;
  oldLanguage: string | null;
  newLanguage: string | null;
  segments: DiffSegment[];
  linesAdded: number;
  linesRemoved: number;
}

/** Unchanged lines kept on each side of a change; longer unchanged stretches fold. */
export const CONTEXT_LINES = 3;
/**
 * How long the line comparison of one pasty may take on the request thread: two long texts with
 * little in common cost the comparison the product of their lengths (3,000 lines each: 1.5 s).
 * Past it the texts are shown as one removal and one addition, which is true if not minimal.
 */
const DIFF_TIMEOUT_MS = 100;
/** Lines longer than this are not compared word by word (the comparison is quadratic at worst). */
const MARK_MAX_LINE = 1_000;

/** Pasties matched by id: in both (changed, renamed or unchanged), only old (removed), only new (added). */
export function diffPasties(oldPasties: readonly PastyDto[], newPasties: readonly PastyDto[]): PastyDiff[] {
  const olds = new Map(oldPasties.map((pasty, index) => [pasty.id, { pasty, index }]));
  const news = new Map(newPasties.map((pasty, index) => [pasty.id, { pasty, index }]));
  const result: PastyDiff[] = newPasties.map((pasty, index) => diffPasty(olds.get(pasty.id) ?? null, { pasty, index }));
  for (const [id, old] of olds) if (!news.has(id)) result.push(diffPasty(old, null));
  return result;
}

interface PlacedPasty {
  pasty: PastyDto;
  index: number;
}

function diffPasty(oldPlaced: PlacedPasty | null, nextPlaced: PlacedPasty | null): PastyDiff {
  const old = oldPlaced?.pasty ?? null;
  const next = nextPlaced?.pasty ?? null;
  const lines = diffLines(old?.content ?? "", next?.content ?? "", old === null, next === null);
  const linesAdded = lines.filter((line) => line.kind === "added").length;
  const linesRemoved = lines.filter((line) => line.kind === "removed").length;
  const renamed = old !== null && next !== null && (old.title !== next.title || old.language !== next.language);
  return {
    id: (next ?? old)!.id,
    change: !old ? "added" : !next ? "removed" : linesAdded + linesRemoved > 0 ? "changed" : renamed ? "renamed" : "unchanged",
    oldTitle: old?.title ?? null,
    newTitle: next?.title ?? null,
    oldIndex: oldPlaced?.index ?? null,
    newIndex: nextPlaced?.index ?? null,
    oldLanguage: old?.language ?? null,
    newLanguage: next?.language ?? null,
    segments: linesAdded + linesRemoved > 0 ? segmentsOf(lines) : [],
    linesAdded,
    linesRemoved,
  };
}

/** The unified list of a text's change, replaced lines paired with their replacements' marks. */
export function diffLines(before: string, after: string, beforeAbsent = false, afterAbsent = false): DiffLine[] {
  const oldLines = beforeAbsent ? [] : before.split("\n");
  const newLines = afterAbsent ? [] : after.split("\n");
  const unified: DiffLine[] = [];
  let oldNumber = 0;
  let newNumber = 0;
  let removed: DiffLine[] = [];
  const line = (kind: DiffLine["kind"], text: string, numbers: [number | null, number | null]): DiffLine => ({
    kind,
    oldNumber: numbers[0],
    newNumber: numbers[1],
    text,
    marks: [],
    html: "",
  });
  const compared = diffArrays(oldLines, newLines, { timeout: DIFF_TIMEOUT_MS });
  const parts = compared ?? [
    { value: oldLines, added: false, removed: true, count: oldLines.length },
    { value: newLines, added: true, removed: false, count: newLines.length },
  ];
  for (const part of parts) {
    for (const text of part.value) {
      if (part.removed) {
        const entry = line("removed", text, [++oldNumber, null]);
        removed.push(entry);
        unified.push(entry);
      } else if (part.added) {
        const entry = line("added", text, [null, ++newNumber]);
        // Lines are paired with their replacements only by a comparison that finished.
        const paired = compared ? removed.shift() : undefined;
        if (paired) markChanges(paired, entry);
        unified.push(entry);
      } else {
        removed = [];
        unified.push(line("same", text, [++oldNumber, ++newNumber]));
      }
    }
  }
  for (const entry of unified) entry.html = lineHtml(escapeHtml(entry.text), entry);
  return unified;
}

/** A line's HTML (escaped, or highlighted by the render pool) with its changed stretches marked. */
export function lineHtml(html: string, line: DiffLine): string {
  return markStretches(html, line.marks, line.kind === "removed" ? "del" : "ins");
}

/** Marks the words that differ between a removed line and the line that replaced it. */
function markChanges(old: DiffLine, next: DiffLine): void {
  if (old.text.length > MARK_MAX_LINE || next.text.length > MARK_MAX_LINE) return;
  let oldAt = 0;
  let newAt = 0;
  for (const part of diffWordsWithSpace(old.text, next.text)) {
    const length = part.value.length;
    if (part.removed) old.marks.push([oldAt, (oldAt += length)]);
    else if (part.added) next.marks.push([newAt, (newAt += length)]);
    else {
      oldAt += length;
      newAt += length;
    }
  }
  // A line changed throughout is marked as a whole by its row already.
  if (old.marks.length === 1 && old.marks[0]![1] - old.marks[0]![0] === old.text.length) old.marks = [];
  if (next.marks.length === 1 && next.marks[0]![1] - next.marks[0]![0] === next.text.length) next.marks = [];
}

/** Splits the unified lines into hunks and folded unchanged stretches. */
function segmentsOf(unified: DiffLine[]): DiffSegment[] {
  const changed = unified.map((line) => line.kind !== "same");
  // Distance of each line to the nearest change, either way; a line far from all changes folds.
  const near = new Array<boolean>(unified.length).fill(false);
  let lastChange = -Infinity;
  for (let index = 0; index < unified.length; index++) {
    if (changed[index]) lastChange = index;
    if (index - lastChange <= CONTEXT_LINES) near[index] = true;
  }
  lastChange = Infinity;
  for (let index = unified.length - 1; index >= 0; index--) {
    if (changed[index]) lastChange = index;
    if (lastChange - index <= CONTEXT_LINES) near[index] = true;
  }
  const segments: DiffSegment[] = [];
  let start = 0;
  for (let index = 1; index <= unified.length; index++) {
    if (index === unified.length || near[index] !== near[start]) {
      const lines = unified.slice(start, index);
      segments.push({ collapsed: !near[start], rows: rowsOf(lines), unified: lines });
      start = index;
    }
  }
  return segments;
}

/** Side-by-side rows: a removed line shares its row with the added line that replaced it. */
function rowsOf(unified: readonly DiffLine[]): SideBySideRow[] {
  const rows: SideBySideRow[] = [];
  let removed: DiffLine[] = [];
  const flushRemoved = () => {
    for (const line of removed) rows.push({ old: line, new: null, kind: "removed" });
    removed = [];
  };
  for (const entry of unified) {
    if (entry.kind === "removed") removed.push(entry);
    else if (entry.kind === "added") {
      const paired = removed.shift();
      rows.push({ old: paired ?? null, new: entry, kind: paired ? "changed" : "added" });
    } else {
      flushRemoved();
      rows.push({ old: entry, new: entry, kind: "same" });
    }
  }
  flushRemoved();
  return rows;
}

/** What an edit changed, in a few words for the history list. */
export interface EditSummary {
  /** The paste's title after the edit, when the edit changed it ("" when it removed it); else null. */
  newTitle: string | null;
  pastiesAdded: number;
  pastiesRemoved: number;
  pastiesRenamed: number;
  linesAdded: number;
  linesRemoved: number;
}

export function summarizeEdit(diffs: readonly PastyDiff[], titles: { before: string; after: string }): EditSummary {
  const count = (change: PastyChange) => diffs.filter((diff) => diff.change === change).length;
  return {
    newTitle: titles.before === titles.after ? null : titles.after,
    pastiesAdded: count("added"),
    pastiesRemoved: count("removed"),
    pastiesRenamed: diffs.filter((diff) => diff.oldTitle !== null && diff.newTitle !== null && diff.oldTitle !== diff.newTitle).length,
    linesAdded: diffs.reduce((sum, diff) => sum + diff.linesAdded, 0),
    linesRemoved: diffs.reduce((sum, diff) => sum + diff.linesRemoved, 0),
  };
}
