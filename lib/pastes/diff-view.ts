import { diffArrays } from "diff";
import type { PastyDto } from "./schema";

// The history diff page's model: per pasty, what changed between two versions of a paste, as
// side-by-side rows (wide screens) and a unified list (narrow ones). Pure, so it is unit-tested.

export type PastyChange = "added" | "removed" | "changed" | "renamed" | "unchanged";

export interface SideBySideRow {
  old: { number: number; text: string } | null;
  new: { number: number; text: string } | null;
  kind: "same" | "changed" | "removed" | "added";
}

export interface UnifiedLine {
  kind: "same" | "removed" | "added";
  oldNumber: number | null;
  newNumber: number | null;
  text: string;
}

export interface PastyDiff {
  id: string;
  change: PastyChange;
  oldTitle: string | null;
  newTitle: string | null;
  oldLanguage: string | null;
  newLanguage: string | null;
  rows: SideBySideRow[];
  unified: UnifiedLine[];
}

/** Pasties matched by id: in both (changed, renamed or unchanged), only old (removed), only new (added). */
export function diffPasties(oldPasties: readonly PastyDto[], newPasties: readonly PastyDto[]): PastyDiff[] {
  const olds = new Map(oldPasties.map((pasty) => [pasty.id, pasty]));
  const news = new Map(newPasties.map((pasty) => [pasty.id, pasty]));
  const result: PastyDiff[] = newPasties.map((next) => diffPasty(olds.get(next.id) ?? null, next));
  for (const old of oldPasties) if (!news.has(old.id)) result.push(diffPasty(old, null));
  return result;
}

function diffPasty(old: PastyDto | null, next: PastyDto | null): PastyDiff {
  const { rows, unified } = diffText(old?.content ?? "", next?.content ?? "", old === null, next === null);
  const contentChanged = unified.some((line) => line.kind !== "same");
  const renamed = old !== null && next !== null && (old.title !== next.title || old.language !== next.language);
  return {
    id: (next ?? old)!.id,
    change: !old ? "added" : !next ? "removed" : contentChanged ? "changed" : renamed ? "renamed" : "unchanged",
    oldTitle: old?.title ?? null,
    newTitle: next?.title ?? null,
    oldLanguage: old?.language ?? null,
    newLanguage: next?.language ?? null,
    rows,
    unified,
  };
}

export function diffText(before: string, after: string, beforeAbsent = false, afterAbsent = false) {
  const oldLines = beforeAbsent ? [] : before.split("\n");
  const newLines = afterAbsent ? [] : after.split("\n");
  const rows: SideBySideRow[] = [];
  const unified: UnifiedLine[] = [];
  let oldNumber = 0;
  let newNumber = 0;
  let removed: { number: number; text: string }[] = [];

  const flushRemoved = () => {
    for (const line of removed) rows.push({ old: line, new: null, kind: "removed" });
    removed = [];
  };

  for (const part of diffArrays(oldLines, newLines)) {
    for (const text of part.value) {
      if (part.removed) {
        oldNumber++;
        removed.push({ number: oldNumber, text });
        unified.push({ kind: "removed", oldNumber, newNumber: null, text });
      } else if (part.added) {
        newNumber++;
        const paired = removed.shift();
        rows.push({ old: paired ?? null, new: { number: newNumber, text }, kind: paired ? "changed" : "added" });
        unified.push({ kind: "added", oldNumber: null, newNumber, text });
      } else {
        flushRemoved();
        oldNumber++;
        newNumber++;
        rows.push({ old: { number: oldNumber, text }, new: { number: newNumber, text }, kind: "same" });
        unified.push({ kind: "same", oldNumber, newNumber, text });
      }
    }
  }
  flushRemoved();
  return { rows, unified };
}
