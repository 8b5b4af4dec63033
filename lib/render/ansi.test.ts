import { describe, expect, it } from "vitest";
import { ansiLines } from "./ansi.mjs";

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
