/**
 * Texts built to be slow to render (issue 18): quadratic Markdown, huge highlighted output, deep
 * nesting, a big table and a notebook of many cells (issue 47). Each fits MAX_PASTE_BYTES. Viewed by the server test of the same name and by `npm run
 * bench`.
 */
export const hostileTexts: Record<string, { language: string; content: string }> = {
  "nested brackets": { language: "Markdown", content: "[".repeat(32_000) + "a" + "]".repeat(32_000) },
  "unclosed link chain": { language: "Markdown", content: "[a".repeat(16_000) + "](b)".repeat(16_000) },
  "nested emphasis": { language: "Markdown", content: "*a _".repeat(40_000) + "b" + "_ a*".repeat(40_000) },
  "nested blockquotes and lists": { language: "Markdown", content: "> - ".repeat(50_000) + "deep\n" },
  "link reference chain": {
    language: "Markdown",
    content: Array.from({ length: 20_000 }, (_, i) => `[r${i}]: /x${i}`).join("\n") + "\n\n" + "[r1][r2]".repeat(20_000),
  },
  "2 MB of JavaScript": { language: "JavaScript", content: "let value = compute(a, b) + 'text' // c\n".repeat(49_000) },
  "one 1.8 MB line": { language: "JavaScript", content: "x+=[1,'a',{b:2}];".repeat(110_000) },
  "deep HTML nesting": { language: "HTML", content: "<div><span>".repeat(90_000) },
  "2 MB of CSV": { language: "CSV", content: "id,note\n" + "1234,a b c\n".repeat(180_000) },
  "a notebook of 100,000 cells": {
    language: "Jupyter Notebook",
    content: JSON.stringify({
      nbformat: 4,
      nbformat_minor: 5,
      metadata: {},
      cells: Array.from({ length: 100_000 }, () => ({ source: "<" })),
    }),
  },
};
