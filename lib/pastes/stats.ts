import { TEXT } from "../languages/data";
import { findLanguage, resolveLanguage } from "../languages/resolve";
import type { LanguageStat, PasteStats, PastyDto } from "./schema";
import { sharesOfLengths, textStats } from "./text-stats";

// Statistics of a paste (behaviour.md, "Pastes"): pure functions of its pasties.

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
  // A stored name always resolves unless the Linguist data dropped it since; count it as Text then.
  return sharesOfLengths(entries.map(({ language, length }) => ({ language: findLanguage(language) ?? resolveLanguage(TEXT), length })));
}
