import { diffText } from "../pastes/diff-view";

// Where a comment made on an earlier version belongs now: its lines mapped through the diff
// between that version and the current one. A range moves when every line of it is unchanged
// and still together; any change inside it leaves it on the version it was made on.

export interface LineRange {
  fromLine: number;
  toLine: number;
}

/** The range's lines in `after`, or null when `before`'s lines `range` did not all survive together. */
export function mapLineRange(before: string, after: string, range: LineRange): LineRange | null {
  if (before === after) return range;
  const newNumberOf = new Map<number, number>();
  for (const line of diffText(before, after).unified) {
    if (line.kind === "same" && line.oldNumber !== null && line.newNumber !== null) newNumberOf.set(line.oldNumber, line.newNumber);
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
