// The statistics a paste's page shows, as pure functions of text with no Node.js API and no
// language data: the server counts with them (stats.ts), and the page of an end-to-end encrypted
// paste counts its opened text with the same ones in the browser (components/end-to-end).

export type TextStats = { bytes: number; lines: number; words: number };

/** The length of `text` in UTF-8, as Buffer.byteLength counts it (a lone surrogate is U+FFFD, 3 bytes). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && isLowSurrogate(text.charCodeAt(index + 1))) {
      bytes += 4;
      index++;
    } else bytes += 3;
  }
  return bytes;
}

const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

export function textStats(content: string): TextStats {
  return {
    bytes: utf8Length(content),
    lines: content.split("\n").length,
    words: content.split(/[ \t\r\n]+/).filter((word) => word !== "").length,
  };
}

/**
 * Each language's share of the total length, 0 % entries dropped, highest first. `language` is
 * whatever names one (its name keys the sums), so callers bring their own (the server's Linguist
 * entry, the browser's name and colour).
 */
export function sharesOfLengths<L extends { name: string }>(
  entries: readonly { language: L; length: number }[],
): { language: L; percentage: number }[] {
  const lengths = new Map<string, { language: L; length: number }>();
  let total = 0;
  for (const entry of entries) {
    const sum = lengths.get(entry.language.name) ?? { language: entry.language, length: 0 };
    sum.length += entry.length;
    lengths.set(entry.language.name, sum);
    total += entry.length;
  }
  if (total === 0) return [];
  return [...lengths.values()]
    .filter((entry) => entry.length > 0)
    .sort((a, b) => b.length - a.length)
    .map((entry) => ({ language: entry.language, percentage: (entry.length / total) * 100 }));
}

/**
 * A language's share as the pages show it: whole percents from 10 %, one decimal below, and
 * "<0.1%" for a sliver, which would otherwise read as a language with no content ("0.0%"). In
 * the reader's way of writing a percentage (`locale`: "3,1 %" in German, "٣٫١٪" in Arabic).
 */
export function formatLanguageShare(percentage: number, locale = "en"): string {
  const digits = percentage >= 10 ? 0 : 1;
  const percent = new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (percentage < 0.05) return `<${percent.format(0.001)}`;
  return percent.format(percentage / 100);
}
