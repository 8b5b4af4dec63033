import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diffLines } from "../pastes/diff-view";
import { outputBudget } from "./output-budget.mjs";
import { RenderFailure, type RenderJob, RenderPool } from "./pool";

// Issue 40: every renderer's output is bounded by its input, whatever the input. Generated
// hostile texts (repetition, nesting, long lines, escape floods, huge tables and references) go
// to real render threads; each answer is within its budget, refused as over it, or given up at
// the deadline — never a thread broken by its size, never more than the budget sent back.

const ESC = "\x1b";

/** Pieces that hostile texts repeat: brackets, emphasis, quotes, escape sequences, table cells, delimiters. */
const piece = fc.constantFrom(
  "[",
  "]",
  "(",
  ")",
  "{",
  "*a _",
  "> - ",
  "|a",
  "|-",
  "[r]",
  "`",
  '"',
  "<div>",
  "&",
  "\n",
  "a\n",
  `${ESC}[1;`,
  `${ESC}[1;2;3;4;5;7;8;9;38;2;1;2;3;48;5;200m`,
  `${ESC}[0m`,
  `${ESC}]0;title\x07`,
  "\r",
  "x+=[1,'a',{b:2}];",
  ",",
  ";\t",
  '"a,""b""\n',
);

/** A text of pieces each repeated many times, up to about 40 KB. */
const hostileText = fc.array(fc.tuple(piece, fc.integer({ min: 1, max: 3_000 })), { minLength: 1, maxLength: 6 }).map((parts) =>
  parts
    .map(([text, times]) => text.repeat(times))
    .join("")
    .slice(0, 40_000),
);

/** Known worst cases, exactly (issue 40's ANSI paste among them). */
const knownCases = [
  `${ESC}[${"1;".repeat(20_000)}31m${Array.from({ length: 2_000 }, (_, line) => `line ${line}`).join("\n")}`,
  `${ESC}[1;2;3;4;5;8;9;38;2;1;2;3;48;2;4;5;6m${"a\n".repeat(5_000)}`,
  `|${"a|".repeat(300)}\n|${"-|".repeat(300)}\n${"a\n".repeat(3_000)}`,
  `[r]: https://example.org/${"a".repeat(20_000)}\n\n${"[a][r]".repeat(3_000)}`,
  "[".repeat(32_000) + "a" + "]".repeat(32_000),
];

const jobsOf = (text: string): RenderJob[] => [
  { kind: "code", text, grammar: "JavaScript" },
  { kind: "code", text, grammar: "Markdown" },
  { kind: "code", text, grammar: "HTML" },
  { kind: "ansi", text },
  { kind: "markdown", text, fenceGrammars: {} },
  { kind: "table", text, format: "CSV" },
];

const codeMarkupLength = (lines: string[]) => lines.reduce((total, line) => total + line.length + "<h-l></h-l>".length, 0);

let pool: RenderPool;
beforeAll(() => {
  pool = new RenderPool({ threads: 1, deadlineMs: 1_000, queueWaitMs: 120_000, maxBackgroundBytes: 1 << 26, memoryMb: 192 });
});
afterAll(() => pool.close());

/** Renders `job` and checks its outcome against the budget. */
async function expectBounded(job: RenderJob & { text: string }): Promise<void> {
  const outcome = await pool.run(job).catch((error: unknown) => error);
  if (outcome instanceof RenderFailure) {
    // Given up at the deadline is a bounded outcome; a broken thread is not.
    expect(outcome.reason, `${job.kind}: ${outcome.message}`).toBe("deadline");
    return;
  }
  const answer = outcome as Awaited<ReturnType<RenderPool["run"]>>;
  if (answer.refused) return;
  const length = answer.lines ? codeMarkupLength(answer.lines) : (answer.html ?? "").length;
  expect(length, job.kind).toBeLessThanOrEqual(outputBudget(job.text));
}

describe("render output budget", () => {
  it("holds for the known worst cases, in every renderer", { timeout: 300_000 }, async () => {
    for (const text of knownCases) for (const job of jobsOf(text)) await expectBounded(job as RenderJob & { text: string });
  });

  it("holds for generated hostile texts, in every renderer", { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (text) => {
        for (const job of jobsOf(text)) await expectBounded(job as RenderJob & { text: string });
      }),
      { numRuns: 25 },
    );
  });

  it("holds for diffs of hostile texts (their lines' HTML, marks included)", () => {
    fc.assert(
      fc.property(hostileText, hostileText, (before, after) => {
        const lines = diffLines(before, after);
        const length = lines.reduce((total, line) => total + line.html.length, 0);
        expect(length).toBeLessThanOrEqual(outputBudget(before + after));
      }),
      { numRuns: 50 },
    );
  });
});
