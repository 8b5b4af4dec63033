import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import { noteInEnglish } from "../testing/render-words";
import { escapeHtml } from "./markup";
import { isNotebook, renderCode, renderMarkdown, renderNotebook, renderTable, stopRendering, tableFormatOf } from "./render";

// Rendering runs on real render threads (render-worker.mjs) with the settings' defaults.

afterAll(() => stopRendering());

const linesOf = (html: string) =>
  html
    .split("<h-l>")
    .slice(1)
    .map((line) => line.replace(/<\/h-l>$/, ""));

describe("renderCode", () => {
  it("highlights with the short token classes, one span per line", async () => {
    const { html, note } = await renderCode('const greeting = "hi"; // say it\nreturn greeting;', "JavaScript");
    expect(note).toBeNull();
    const lines = linesOf(html);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("<h-k>const</h-k>");
    expect(lines[0]).toContain("<h-s>&quot;hi&quot;</h-s>");
    expect(lines[0]).toContain("<h-c>// say it</h-c>");
    expect(html).not.toContain("id=");
  });

  it.each([
    ["Python", "def f():\n    pass", "h-k"],
    ["Rust", "fn main() {}", "h-k"],
    ["Shell", "echo hi # note", "h-c"],
    ["C#", "public class A {}", "h-k"],
  ])("highlights %s", async (language, code, token) => {
    expect((await renderCode(code, language)).html).toContain(`<${token}>`);
  });

  it("escapes markup in code and plain text alike", async () => {
    const payload = '<script>alert("x")</script>\n<img src=x onerror=alert(1)>';
    for (const language of ["JavaScript", "HTML", "Text"]) {
      const { html } = await renderCode(payload, language);
      expect(html, language).not.toContain("<script");
      expect(html, language).not.toContain("<img");
    }
    expect(linesOf((await renderCode("a\n\nb\n", "Text")).html)).toEqual(["a", "", "b", ""]);
  });

  it("keeps a multi-line token's lines apart", async () => {
    const lines = linesOf((await renderCode("/* one\ntwo */\nx", "JavaScript")).html);
    expect(lines[1]).toBe("<h-c>two */</h-c>");
  });

  it("shows terminal output (ANSI) with its colours and the text escaped", async () => {
    const { html, note } = await renderCode("\x1b[1;31mError\x1b[0m: <missing>\nnext", "ANSI");
    expect(note).toBeNull();
    expect(linesOf(html)).toEqual(['<h-a class="af-red a-bold">Error</h-a>: &lt;missing&gt;', "next"]);
  });

  it("shows a pasty above the highlighting limit as plain text, with a note", async () => {
    const big = "const x = 1;\n".repeat(50_000);
    const { html, note } = await renderCode(big, "JavaScript");
    expect(note && noteInEnglish(note)).toMatch(/^Shown without highlighting: larger than \d+ KiB\.$/);
    expect(html).not.toContain("<h-k>");
    expect(linesOf(html)).toHaveLength(50_001);
  });
});

describe("renderMarkdown", () => {
  it("renders GFM, leaves raw HTML and unsafe links out, highlights fenced code", async () => {
    const source =
      "# Notes\n\nSome **bold** text, ~~gone~~.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nconst answer = 42;\n```\n\n" +
      "<script>alert(1)</script>\n\n[click](javascript:alert(1)) [ok](https://example.org/a?b) ![i](data:image/png;base64,xx)\n";
    const result = await renderMarkdown(source);
    if (!("rendered" in result)) throw new Error(noteInEnglish(result.note));
    const { html } = result.rendered;
    expect(html).toContain("<h1>Notes</h1>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<del>gone</del>");
    expect(html).toContain("<table>");
    expect(html).toContain('<span class="hk">const</span>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("data:image");
    expect(html).toContain('href="https://example.org/a?b"');
  });

  it("shows the Markdown bomb as source at once, without spending a deadline on it (issue 40 item 18)", async () => {
    const bomb = "[".repeat(32_000) + "a" + "]".repeat(32_000);
    // Preview and highlighting both: the page of a Markdown pasty asks for the two.
    const [preview, code] = await Promise.all([renderMarkdown(bomb), renderCode(bomb, "Markdown")]);
    if ("rendered" in preview) throw new Error("the bomb was rendered");
    expect(noteInEnglish(preview.note)).toBe("Shown as source: its brackets nest too deeply to render.");
    expect(code.note && noteInEnglish(code.note)).toBe("Shown without highlighting: its brackets nest too deeply to render.");
    expect(linesOf(code.html)).toEqual([escapeHtml(bomb)]);
    // Hand-written nesting is rendered as ever.
    const nested = await renderMarkdown("[".repeat(20) + "link" + "]".repeat(20) + "(https://example.org)");
    expect(nested).toHaveProperty("rendered");
  });

  it("gives up on pathological Markdown without holding up this thread", async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const nestedBrackets = "[".repeat(32_000) + "a" + "]".repeat(32_000);
    const nestedEmphasis = "*a _".repeat(5_000) + "b" + "_ a*".repeat(5_000);
    const results = await Promise.all([renderMarkdown(nestedBrackets), renderMarkdown(nestedEmphasis)]);
    delay.disable();
    for (const result of results) expect("note" in result && noteInEnglish(result.note)).toMatch(/^Shown as source: /);
    // The parsers ran elsewhere: this thread stayed free the whole time (well below one deadline).
    expect(delay.max / 1e6).toBeLessThan(500);
    // The same text again is answered from the cache, not tried again.
    expect(await renderMarkdown(nestedBrackets)).toEqual(results[0]);
  });
});

describe("renderTable", () => {
  it("renders CSV as a table on a render thread, and a text without rows as source", async () => {
    const result = await renderTable("name;age\nAda;36\n", "CSV");
    if (!("rendered" in result)) throw new Error(noteInEnglish(result.note));
    expect(result.rendered.html).toContain('<th scope="col"><button type="button">age</button></th>');
    expect(result.rendered.html).toContain("<td>Ada</td><td>36</td>");
    expect(await renderTable("\n\n", "TSV")).toEqual({ note: { key: "source.empty" } });
    expect(noteInEnglish({ key: "source.empty" })).toBe("Shown as source: it holds no rows to show as a table.");
  });

  it("takes CSV and TSV by language, and plain text by the file name's extension", () => {
    expect(tableFormatOf("CSV", "anything")).toBe("CSV");
    expect(tableFormatOf("tsv", "")).toBe("TSV");
    expect(tableFormatOf("Text", "export.CSV")).toBe("CSV");
    expect(tableFormatOf("Text", "data.tsv ")).toBe("TSV");
    // A vCard is named .vcf, which Linguist gives TSV too: only a language named TSV makes it a table.
    expect(tableFormatOf("Text", "contact.vcf")).toBeNull();
    expect(tableFormatOf("Text", "notes")).toBeNull();
    expect(tableFormatOf("Python", "data.csv")).toBeNull();
  });
});

describe("renderNotebook", () => {
  const notebook = (cells: unknown[], metadata: unknown = {}) => JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata, cells });

  it("renders Markdown cells as Markdown pasties are, and code cells highlighted in the kernel's language", async () => {
    const hostile = [
      "# Results",
      "<script>alert(1)</script><iframe src='https://example.org'></iframe>",
      "[click](javascript:alert(1)) and ![x](javascript:alert(2))",
    ].join("\n\n");
    const result = await renderNotebook(
      notebook(
        [
          { cell_type: "markdown", metadata: {}, source: hostile },
          { cell_type: "code", execution_count: 2, metadata: {}, source: "def f():\n    return 1", outputs: [] },
        ],
        { kernelspec: { language: "python" } },
      ),
    );
    if (!("rendered" in result)) throw new Error(noteInEnglish(result.note));
    const { html } = result.rendered;
    expect(html).toContain("<h1>Results</h1>");
    expect(html).not.toMatch(/<script|<iframe|javascript:/i);
    expect(html).toContain('<a href="">click</a>');
    expect(html).toContain("<h-k>def</h-k>");
    expect(html).toContain('<div class="notebook-prompt">[2]:</div>');

    const julia = await renderNotebook(
      notebook([{ cell_type: "code", source: "function f() end", outputs: [] }], { language_info: { name: "julia" } }),
    );
    expect("rendered" in julia && julia.rendered.html).toContain("<h-k>function</h-k>");
  });

  it("shows what is no nbformat 4 notebook as its source, with a note", async () => {
    expect(await renderNotebook('{"cells": [')).toEqual({ note: { key: "source.notNotebook" } });
    expect(await renderNotebook(JSON.stringify({ nbformat: 3, worksheets: [] }))).toEqual({ note: { key: "source.oldNotebook" } });
  });

  it("takes Jupyter Notebook pasties, and plain text or JSON named .ipynb", () => {
    expect(isNotebook("Jupyter Notebook", "anything")).toBe(true);
    expect(isNotebook("ipynb", "")).toBe(true);
    expect(isNotebook("Text", "analysis.IPYNB ")).toBe(true);
    expect(isNotebook("JSON", "analysis.ipynb")).toBe(true);
    expect(isNotebook("JSON", "package.json")).toBe(false);
    expect(isNotebook("Python", "analysis.ipynb")).toBe(false);
  });
});
