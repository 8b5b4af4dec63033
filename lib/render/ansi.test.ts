import { describe, expect, it } from "vitest";
import { ansiLines } from "./ansi.mjs";
import { OverBudget } from "./output-budget.mjs";

const ESC = "\x1b";

describe("terminal output as code markup", () => {
  it("shows the 16 named colours and styles as themed classes, one string per line", () => {
    const lines = ansiLines(`${ESC}[1;31mError${ESC}[0m: build failed\n${ESC}[92mok${ESC}[39m ${ESC}[4;44mlink${ESC}[0m`);
    expect(lines).toEqual([
      '<h-a class="af-red a-bold">Error</h-a>: build failed',
      '<h-a class="af-bright-green">ok</h-a> <h-a class="ab-blue a-underline">link</h-a>',
    ]);
  });

  it("computes 256-colour and true-colour values, and ignores an impossible one", () => {
    const [line] = ansiLines(
      `${ESC}[38;5;208morange${ESC}[0m ${ESC}[48;5;240mgrey${ESC}[0m ${ESC}[38;2;10;20;30mtrue${ESC}[0m ${ESC}[38;5;1mred`,
    );
    expect(line).toBe(
      '<h-a style="color:#ff8700">orange</h-a> <h-a style="background-color:#585858">grey</h-a> ' +
        '<h-a style="color:#0a141e">true</h-a> <h-a class="af-red">red</h-a>',
    );
    expect(ansiLines(`${ESC}[38;2;300;0;0mtoo bright`)).toEqual(["too bright"]);
  });

  it("escapes the text, inside colours too, and lets no control byte through", () => {
    const lines = ansiLines(`${ESC}[31m<script>alert("x")</script>${ESC}[0m ${ESC}]0;window title\x07a\x07b${ESC}`);
    expect(lines).toEqual(['<h-a class="af-red">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</h-a> ab']);
    expect(lines.join("")).not.toMatch(/[\x00-\x08\x0b-\x1f]/);
  });

  it("keeps a colour across lines, and shows what a carriage return left of a line", () => {
    expect(ansiLines(`${ESC}[33mone\ntwo${ESC}[0m\nthree`)).toEqual([
      '<h-a class="af-yellow">one</h-a>',
      '<h-a class="af-yellow">two</h-a>',
      "three",
    ]);
    expect(ansiLines(`10%\r${ESC}[32m50%\r100%\r\ndone\r\n`)).toEqual([
      '<h-a class="af-green">100%</h-a>',
      '<h-a class="af-green">done</h-a>',
      "",
    ]);
  });
});

describe("terminal styles as a set of attributes", () => {
  it("gives a style repeated 20,000 times in one sequence one class (issue 40's paste)", () => {
    const text = `${ESC}[${"1;".repeat(20_000)}31m${Array.from({ length: 2_000 }, (_, line) => `line ${line}`).join("\n")}`;
    const lines = ansiLines(text);
    expect(lines).toHaveLength(2_000);
    // xterm reads a sequence's first 30 parameters: the colour after 20,000 of them is not read.
    expect(lines[1_999]).toBe('<h-a class="a-bold">line 1999</h-a>');
    expect(lines.join("").length).toBeLessThan(2 * text.length);
  });

  it("sets a style once however often sequences repeat it, and keeps what the order of codes means", () => {
    expect(ansiLines(`${`${ESC}[1m`.repeat(5_000)}${ESC}[31mx`)).toEqual(['<h-a class="af-red a-bold">x</h-a>']);
    expect(ansiLines(`${ESC}[1;22;1mbold${ESC}[1;22mnot${ESC}[31;0mplain`)).toEqual(['<h-a class="a-bold">bold</h-a>notplain']);
    // Reverse is on or off: twice is once (it swaps the colours once).
    expect(ansiLines(`${ESC}[7;7;31mx`)).toEqual(ansiLines(`${ESC}[7;31mx`));
    expect(ansiLines(`${ESC}[38;5;208;38;2;1;2;3mx${ESC}[39;44my`)).toEqual([
      '<h-a style="color:#010203">x</h-a><h-a class="ab-blue">y</h-a>',
    ]);
  });

  it("stops at its output budget", () => {
    const text = `${ESC}[1;2;3;4;5;8;9;38;2;1;2;3;48;2;4;5;6m${"a\n".repeat(2_000)}`;
    expect(() => ansiLines(text, 32 * text.length)).toThrow(OverBudget);
  });
});
