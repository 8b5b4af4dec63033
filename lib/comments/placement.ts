import { diffArrays } from "diff";

// Where a comment made on an earlier version belongs now: its lines mapped through the line diff
// (the `diff` library, as the history pages use) between that version and the current one. A
// range moves when every line of it is unchanged and still together; any change inside it leaves
// it on the version it was made on.

export interface LineRange {
  fromLine: number;
  toLine: number;
}

/**
 * Pages map comments on every view, so the diff is bounded: versions further apart than this
 * many added and removed lines are not mapped (their comments stay on their version).
 */
const MAX_EDIT_LENGTH = 1_000;

/** The range's lines in `after`, or null when `before`'s lines `range` did not all survive together. */
export function mapLineRange(before: string, after: string, range: LineRange): LineRange | null {
  if (before === after) return range;
  const parts = diffArrays(before.split("\n"), after.split("\n"), { maxEditLength: MAX_EDIT_LENGTH });
  if (!parts) return null;
  const newNumberOf = new Map<number, number>();
  let oldNumber = 0;
  let newNumber = 0;
  for (const part of parts) {
    for (let index = 0; index < part.count; index++) {
      if (!part.added) oldNumber++;
      if (!part.removed) newNumber++;
      if (!part.added && !part.removed) newNumberOf.set(oldNumber, newNumber);
    }
  }
  const fromLine = newNumberOf.get(range.fromLine);
  if (fromLine === undefined) return null;
  for (let line = range.fromLine; line <= range.toLine; line++) {
    if (newNumberOf.get(line) !== fromLine + (line - range.fromLine)) return null;
  }
  return { fromLine, toLine: fromLine + (range.toLine - range.fromLine) };
}

/** How many lines a pasty's content has, as the read pages number them. */
export function lineCount(content: string): number {
  return content.split("\n").length;
}
