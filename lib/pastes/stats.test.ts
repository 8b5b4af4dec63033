import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { languageStats, pasteStats } from "./stats";
import { formatLanguageShare, sharesOfLengths, textStats, utf8Length } from "./text-stats";

const whitespace = /[ \t\r\n]/;

describe("text statistics", () => {
  it("follows the definitions on examples", () => {
    expect(textStats("")).toEqual({ bytes: 0, lines: 1, words: 0 });
    expect(textStats("a b\n\nc\t d\r\n")).toEqual({ bytes: 11, lines: 4, words: 4 });
    expect(textStats("é😀")).toEqual({ bytes: 6, lines: 1, words: 1 });
  });

  it("lines = newlines + 1, bytes = UTF-8 length, words = runs of non-whitespace", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (content) => {
        const stats = textStats(content);
        expect(stats.lines).toBe([...content].filter((char) => char === "\n").length + 1);
        expect(stats.bytes).toBe(Buffer.byteLength(content, "utf8"));
        let words = 0;
        let inWord = false;
        for (const char of content) {
          const space = whitespace.test(char);
          if (!space && !inWord) words++;
          inWord = !space;
        }
        expect(stats.words).toBe(words);
      }),
    );
  });

  it("counts UTF-8 bytes as the server's Buffer does, lone surrogates included (the browser counts with it too)", () => {
    for (const text of ["\ud800", "a\udc00b", "\ud83d\ude00\ud83d", "é€😀"]) expect(utf8Length(text)).toBe(Buffer.byteLength(text, "utf8"));
    // Any UTF-16 code units, so lone and swapped surrogates too.
    const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
    fc.assert(
      fc.property(fc.string({ unit: codeUnit }), (text) => {
        expect(utf8Length(text)).toBe(Buffer.byteLength(text, "utf8"));
      }),
    );
  });

  it("paste totals are the sums of the pasty stats", () => {
    const pasty = fc.record({ id: fc.stringMatching(/^[a-z0-9]{8}$/), content: fc.string() });
    fc.assert(
      fc.property(fc.uniqueArray(pasty, { selector: (p) => p.id, minLength: 1, maxLength: 10 }), (pasties) => {
        const stats = pasteStats(pasties);
        const parts = Object.values(stats.pasties);
        expect(parts).toHaveLength(pasties.length);
        for (const key of ["bytes", "lines", "words"] as const) {
          expect(stats[key]).toBe(parts.reduce((sum, part) => sum + part[key], 0));
        }
      }),
    );
  });

  it("pasties without text have no language shares", () => {
    expect(
      languageStats([
        { content: "", language: "Rust" },
        { content: "", language: "Python" },
      ]),
    ).toEqual([]);
  });

  it("language shares add up to 100, highest first, no 0 % entries", () => {
    const languages = fc.constantFrom("Text", "Rust", "Python", "rs", "md");
    fc.assert(
      fc.property(fc.array(fc.record({ content: fc.string(), language: languages }), { minLength: 1, maxLength: 8 }), (pasties) => {
        const stats = languageStats(pasties);
        const total = pasties.reduce((sum, pasty) => sum + pasty.content.length, 0);
        fc.pre(total > 0);
        expect(stats.reduce((sum, stat) => sum + stat.percentage, 0)).toBeCloseTo(100, 6);
        for (const stat of stats) expect(stat.percentage).toBeGreaterThan(0);
        const shares = stats.map((stat) => stat.percentage);
        expect(shares).toEqual([...shares].sort((a, b) => b - a));
        expect(new Set(stats.map((stat) => stat.language.name)).size).toBe(stats.length);
      }),
    );
  });
});

describe("language shares of named languages", () => {
  it("sums lengths by name and keeps the caller's description of each language", () => {
    const rust: { name: string; color: string | null } = { name: "Rust", color: "#dea584" };
    const shares = sharesOfLengths([
      { language: rust, length: 30 },
      { language: { name: "Text", color: null }, length: 10 },
      { language: rust, length: 60 },
      { language: { name: "Python", color: "#3572A5" }, length: 0 },
    ]);
    expect(shares).toEqual([
      { language: rust, percentage: 90 },
      { language: { name: "Text", color: null }, percentage: 10 },
    ]);
  });
});

describe("language shares on the pages", () => {
  it("never shows a language with content as 0 %", () => {
    expect(formatLanguageShare(0.02)).toBe("<0.1%");
    expect(formatLanguageShare(0.05)).toBe("0.1%");
    expect(formatLanguageShare(3.14)).toBe("3.1%");
    expect(formatLanguageShare(99.98)).toBe("100%");
    // A share of a paste of two pasties, one 1 byte among 100,000.
    const [, sliver] = languageStats([
      { content: "x".repeat(99_999), language: "Python" },
      { content: "y", language: "Rust" },
    ]);
    expect(formatLanguageShare(sliver!.percentage)).toBe("<0.1%");
  });

  it("writes a share as the reader's language writes percentages", () => {
    // \s: ICU puts a no-break space of its choice before the sign.
    expect(formatLanguageShare(3.14, "de")).toMatch(/^3,1\s%$/);
    expect(formatLanguageShare(42.4, "fr")).toMatch(/^42\s%$/);
    expect(formatLanguageShare(0.02, "de")).toMatch(/^<0,1\s%$/);
    expect(formatLanguageShare(99.98, "ja")).toBe("100%");
  });
});
