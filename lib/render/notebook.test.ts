import { describe, expect, it } from "vitest";
import { inEnglish } from "../testing/render-words";
import { ansiLines } from "./ansi.mjs";
import { escapeHtml } from "./markup";
import {
  IMAGE_BYTES,
  IMAGES_BYTES,
  NOTEBOOK_CELLS,
  NOTEBOOK_HTML_CHARACTERS,
  notebookHtml,
  OUTPUT_CHARACTERS,
  readNotebook,
  SOURCE_CHARACTERS,
} from "./notebook.mjs";
import { OverBudget } from "./output-budget.mjs";

// Jupyter notebooks as the read page's notebook view (notebook.mjs), called directly with
// stand-ins for the render thread's Markdown and highlighting (render.test.ts runs the real ones
// on a thread): which cells and outputs a reader sees, what is left out and said so, and that no
// notebook makes markup of its content or an unbounded page.

const renderers = {
  markdown: (text: string) => Promise.resolve(`<p>${escapeHtml(text)}</p>`),
  code: (source: string) => escapeHtml(source),
  // The terminal renderer itself, as the render thread gives it: null past its budget.
  terminal: (text: string, budget: number) => {
    try {
      return ansiLines(text, budget).join("\n");
    } catch (error) {
      if (error instanceof OverBudget) return null;
      throw error;
    }
  },
};

const PIXEL = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const notebook = (cells: unknown[], metadata: unknown = {}) => JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata, cells });
const code = (source: unknown, outputs: unknown[] = [], count: unknown = 1) => ({
  cell_type: "code",
  execution_count: count,
  metadata: {},
  source,
  outputs,
});
const display = (data: Record<string, unknown>) => ({ output_type: "display_data", data, metadata: {} });

async function html(text: string): Promise<string> {
  const read = readNotebook(text);
  if ("refused" in read) throw new Error(read.refused);
  return inEnglish(await notebookHtml(read.notebook, renderers));
}

const notesOf = (markup: string) => [...markup.matchAll(/<p class="render-note">([^]*?)<\/p>/g)].map((match) => match[1]);
/** Every tag in the markup: what the renderer made, since the notebook's own text is escaped. */
const tagsOf = (markup: string) => new Set([...markup.matchAll(/<\/?([a-z-]+)/g)].map((match) => match[1]));

describe("readNotebook and notebookHtml", () => {
  it("shows Markdown cells, code with its execution count, stream, text and image outputs", async () => {
    const markup = await html(
      notebook(
        [
          { cell_type: "markdown", metadata: {}, source: ["# Squares\n", "Some *maths*."] },
          code(["for i in range(2):\n", "    print(i * i)"], [{ output_type: "stream", name: "stdout", text: ["0\n", "1\n"] }], 3),
          code("x", [{ output_type: "execute_result", execution_count: 4, data: { "text/plain": "'x < y'" }, metadata: {} }], 4),
          code("plot()", [display({ "image/png": `${PIXEL.slice(0, 40)}\n${PIXEL.slice(40)}`, "text/plain": "<Figure>" })], null),
          { cell_type: "raw", metadata: {}, source: "raw <text>" },
        ],
        { kernelspec: { language: "python", name: "python3" } },
      ),
    );
    expect(markup).toContain('<div class="markdown-body"><p># Squares\nSome *maths*.</p></div>');
    expect(markup).toContain('<div class="notebook-prompt">[3]:</div>');
    expect(markup).toContain("<code>for i in range(2):\n    print(i * i)</code>");
    expect(markup).toContain('<pre dir="ltr" class="notebook-output">0\n1\n</pre>');
    expect(markup).toContain('<pre dir="ltr" class="notebook-output">&#39;x &lt; y&#39;</pre>');
    // An image before its text, as Jupyter shows it; its line breaks are no part of the data.
    expect(markup).toContain(`<img class="notebook-image" src="data:image/png;base64,${PIXEL}" alt="An output image">`);
    expect(markup).not.toContain("Figure");
    expect(markup).toContain('<div class="notebook-prompt">[ ]:</div>');
    expect(markup).toContain('<pre dir="ltr">raw &lt;text&gt;</pre>');
    expect(notesOf(markup)).toEqual([]);
  });

  it("takes the code cells' language from the kernel, then the language info, else Python", () => {
    const languageOf = (metadata: unknown) => {
      const read = readNotebook(notebook([], metadata));
      return "notebook" in read ? read.notebook.language : read.refused;
    };
    expect(languageOf({ kernelspec: { language: "R" }, language_info: { name: "python" } })).toBe("R");
    expect(languageOf({ language_info: { name: "julia" } })).toBe("julia");
    expect(languageOf({})).toBe("python");
    expect(languageOf({ kernelspec: { language: "x".repeat(5_000) }, language_info: { name: 3 } })).toBe("python");
  });

  it("refuses what is not an nbformat 4 notebook, and reads an nbformat 3 one as old", () => {
    for (const text of [
      "{",
      "[]",
      "null",
      '"x"',
      "[".repeat(200_000) + "]".repeat(200_000),
      '{"cells": []}',
      '{"nbformat": 4, "cells": {}}',
    ]) {
      expect(readNotebook(text), text.slice(0, 20)).toEqual({ refused: "not-notebook" });
    }
    expect(readNotebook(JSON.stringify({ nbformat: 3, worksheets: [{ cells: [] }] }))).toEqual({ refused: "old-notebook" });
  });

  it("ignores what is not shaped as nbformat says, and JSON nested deeply where nothing is read", async () => {
    const deep = JSON.parse("[".repeat(5_000) + "]".repeat(5_000)) as unknown;
    const markup = await html(
      notebook(
        [null, 7, "cell", code({ a: 1 }, [null, { output_type: "stream", text: 5 }], "3"), { cell_type: "code", outputs: deep }],
        deep,
      ),
    );
    expect(markup.match(/class="notebook-cell /g)).toHaveLength(2);
    expect(markup).toContain('<div class="notebook-prompt">[ ]:</div>');
  });

  it("shows a JSON output as text, and one nested deeper than the thread's stack as a note", async () => {
    const deep = "[".repeat(200_000) + "]".repeat(200_000);
    const text = `{"nbformat":4,"metadata":{},"cells":[{"cell_type":"code","source":"","outputs":[
      {"output_type":"display_data","data":{"application/json":{"a":[1]}}},
      {"output_type":"display_data","data":{"application/json":${deep}}},
      {"output_type":"display_data","data":{}}]}]}`;
    const markup = await html(text);
    expect(markup).toContain('<pre dir="ltr" class="notebook-output">{\n &quot;a&quot;: [\n  1\n ]\n}</pre>');
    expect(notesOf(markup)).toEqual(["A JSON output nested too deeply to show."]);
  });

  it("shows HTML, JavaScript and error outputs as text: nothing of a notebook runs or becomes markup", async () => {
    const markup = await html(
      notebook([
        code("x", [
          display({ "text/html": '<img src=x onerror="alert(1)"><script>alert(2)</script>' }),
          display({ "application/javascript": "document.cookie" }),
          display({ "application/vnd.custom+json": { a: 1 }, "text/x-thing": "?" }),
          { output_type: "error", ename: "ValueError", evalue: "<bad>", traceback: ["\x1b[31mValueError\x1b[0m: <bad>"] },
          { output_type: "stream", name: "stderr", text: "warn </pre><script>" },
        ]),
      ]),
    );
    expect(tagsOf(markup)).toEqual(new Set(["div", "pre", "code", "h-a", "p"]));
    expect(markup).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;");
    expect(markup).toContain(">document.cookie</pre>");
    expect(notesOf(markup)).toContain("An output of type application/vnd.custom+json, text/x-thing is not shown.");
    // The traceback's colours through the terminal renderer, its text escaped.
    expect(markup).toContain(
      '<pre dir="ltr" class="notebook-output notebook-error"><h-a class="af-red">ValueError</h-a>: &lt;bad&gt;</pre>',
    );
    expect(markup).toContain('<pre dir="ltr" class="notebook-output notebook-error">warn &lt;/pre&gt;&lt;script&gt;</pre>');
  });

  it("shows an SVG output only as an image of a data: URL, never as inline markup", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="4"/></svg>';
    const markup = await html(notebook([code("x", [display({ "image/svg+xml": svg.split(/(?<=>)/) })])]));
    expect(markup).toContain(`src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}"`);
    expect(markup).not.toContain("<svg");
    expect(markup).not.toContain("script");
  });

  it("leaves out an image larger than its bound, images past the notebook's total, and data that is not base64", async () => {
    const bigImage = "A".repeat((Math.ceil(IMAGE_BYTES / 3) + 1) * 4);
    // Five megabytes of base64 on one line, and a list of lines as nbformat also writes them.
    const huge = "A".repeat(5 * 1024 * 1024);
    const belowBound = "A".repeat((Math.floor(IMAGE_BYTES / 3) - 1) * 4);
    const many = Math.ceil(IMAGES_BYTES / IMAGE_BYTES) + 1;
    const markup = await html(
      notebook([
        code("a", [display({ "image/png": bigImage }), display({ "image/jpeg": huge.match(/.{1,76}/g) })]),
        code("b", [display({ "image/png": '" onerror="alert(1)' })]),
        code(
          "c",
          Array.from({ length: many }, () => display({ "image/png": belowBound })),
        ),
      ]),
    );
    expect(notesOf(markup)).toEqual([
      "An image larger than 1 MiB is not shown.",
      "An image larger than 1 MiB is not shown.",
      "An image (image/png) that is not valid base64 is not shown.",
      "An image is not shown: the notebook&#39;s images shown already come to 4 MiB.",
    ]);
    expect(markup.match(/<img /g)).toHaveLength(many - 1);
    expect(markup).not.toContain("onerror");
    expect(markup.length).toBeLessThan((IMAGES_BYTES / 3) * 4 + 10_000);
  });

  it("shows the first cells of a notebook of 100,000 and says so", async () => {
    const cells = Array.from({ length: 100_000 }, (_, index) => code(`print(${index})`, [], index));
    const markup = await html(notebook(cells));
    expect(markup.match(/class="notebook-cell /g)).toHaveLength(NOTEBOOK_CELLS);
    expect(notesOf(markup)).toEqual([`Showing the first 200 of 100,000 cells — view the source or download it for the rest.`]);
  });

  it("stops adding cells once the notebook's HTML passes its bound", async () => {
    // Each output is four times its text as HTML: about 105 such cells reach the bound.
    const cells = Array.from({ length: NOTEBOOK_CELLS }, () => code("x", [{ output_type: "stream", text: "<".repeat(OUTPUT_CHARACTERS) }]));
    const markup = await html(notebook(cells));
    expect(markup.length).toBeLessThan(NOTEBOOK_HTML_CHARACTERS + 5 * OUTPUT_CHARACTERS);
    expect(notesOf(markup)[0]).toMatch(/^Showing the first 10\d of 200 cells/);
  });

  it.each(["<", "(", "[", "\x1b", "\x1b[1m", "*", "&", "\u0000"])(
    "keeps a cell of 20,000 repeats of %j bounded and escaped",
    async (piece) => {
      const repeated = piece.repeat(20_000);
      const markup = await html(
        notebook([
          { cell_type: "markdown", source: repeated },
          code(repeated, [
            { output_type: "stream", text: repeated },
            { output_type: "error", traceback: [repeated] },
            display({ "text/html": repeated }),
          ]),
        ]),
      );
      // Five texts, none more than eight times its length as markup.
      expect(markup.length).toBeLessThan(5 * 8 * repeated.length + 10_000);
      expect(tagsOf(markup).has("script")).toBe(false);
      // Outputs are terminal text: escape sequences become styles or nothing, never bytes on the page.
      expect(markup.split('<div class="notebook-outputs">')[1]).not.toContain("\x1b");
    },
  );

  it("shows a cell as its text when its rendering would pass its budget", async () => {
    const read = readNotebook(
      notebook([
        { cell_type: "markdown", source: "**<b>**" },
        code("a < b", [{ output_type: "stream", text: "\x1b[31mred\x1b[0m <i>\x07" }]),
      ]),
    );
    if ("refused" in read) throw new Error(read.refused);
    const overBudget = () => null;
    const markup = await notebookHtml(read.notebook, { markdown: overBudget, code: overBudget, terminal: overBudget });
    expect(markup).toContain('<div class="markdown-body"><pre dir="ltr">**&lt;b&gt;**</pre></div>');
    expect(markup).toContain("<code>a &lt; b</code>");
    expect(markup).toContain('<pre dir="ltr" class="notebook-output">red &lt;i&gt;</pre>');
  });

  it("cuts a cell's source and a long output, and says where", async () => {
    const markup = await html(
      notebook([code("y".repeat(SOURCE_CHARACTERS + 5), [{ output_type: "stream", text: ["z".repeat(OUTPUT_CHARACTERS), "z"] }])]),
    );
    expect(markup).toContain(`<code>${"y".repeat(SOURCE_CHARACTERS)}…</code>`);
    expect(notesOf(markup)).toEqual(["This cell is cut after 20,000 characters.", "This output is cut after 20,000 characters."]);
  });
});
