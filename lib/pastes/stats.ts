import { type Language, TEXT } from "../languages/data";
import { findLanguage, resolveLanguage } from "../languages/resolve";
import type { LanguageStat, PasteStats, PastyDto } from "./schema";

// Statistics of a paste (behaviour.md, "Pastes"): pure functions of its pasties.

type TextStats = { bytes: number; lines: number; words: number };

export function textStats(content: string): TextStats {
  return {
    bytes: Buffer.byteLength(content, "utf8"),
    lines: content.split("\n").length,
    words: content.split(/[ \t\r\n]+/).filter((word) => word !== "").length,
  };
}

export function pasteStats(pasties: readonly Pick<PastyDto, "id" | "content">[]): PasteStats {
  const result: PasteStats = { bytes: 0, lines: 0, words: 0, pasties: {} };
  for (const pasty of pasties) {
    const stats = textStats(pasty.content);
    result.pasties[pasty.id] = stats;
    result.bytes += stats.bytes;
    result.lines += stats.lines;
    result.words += stats.words;
  }
  return result;
}

/** Each language's share of the content length, 0 % entries dropped, highest first. */
export function languageStats(pasties: readonly Pick<PastyDto, "content" | "language">[]): LanguageStat[] {
  return languageStatsOfLengths(pasties.map((pasty) => ({ language: pasty.language, length: pasty.content.length })));
}

/** The same from content lengths per language, for lists that measure them in the database. */
export function languageStatsOfLengths(entries: readonly { language: string; length: number }[]): LanguageStat[] {
  const lengths = new Map<string, { language: Language; length: number }>();
  let total = 0;
  for (const pasty of entries) {
    // A stored name always resolves unless the Linguist data dropped it since; count it as Text then.
    const language = findLanguage(pasty.language) ?? resolveLanguage(TEXT);
    const entry = lengths.get(language.name) ?? { language, length: 0 };
    entry.length += pasty.length;
    lengths.set(language.name, entry);
    total += pasty.length;
  }
  if (total === 0) return [];
  return [...lengths.values()]
    .filter((entry) => entry.length > 0)
    .sort((a, b) => b.length - a.length)
    .map((entry) => ({ language: entry.language, percentage: (entry.length / total) * 100 }));
}

/**
 * A language's share as the pages show it: whole percents from 10 %, one decimal below, and
 * "<0.1%" for a sliver, which would otherwise read as a language with no content ("0.0%").
 */
export function formatLanguageShare(percentage: number): string {
  if (percentage >= 10) return `${Math.round(percentage)}%`;
  if (percentage < 0.05) return "<0.1%";
  return `${percentage.toFixed(1)}%`;
}
