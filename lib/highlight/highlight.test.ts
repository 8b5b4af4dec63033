import { describe, expect, it } from "vitest";
import { highlightLines } from "./highlight";

describe("highlightLines", () => {
  it("marks keywords, strings and comments with the editor's token classes, one entry per line", async () => {
    const lines = await highlightLines('const greeting = "hi"; // say it\nreturn greeting;', "JavaScript");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('<span class="tok-keyword">const</span>');
    expect(lines[0]).toContain('<span class="tok-string">&quot;hi&quot;</span>');
    expect(lines[0]).toContain('<span class="tok-comment">// say it</span>');
    expect(lines[1]).toContain('<span class="tok-keyword">return</span>');
  });

  it("finds grammars through Linguist names and aliases (Python, Rust, Shell, C#)", async () => {
    for (const [language, code, token] of [
      ["Python", "def f():\n    pass", "tok-keyword"],
      ["Rust", "fn main() {}", "tok-keyword"],
      ["Shell", "echo hi # note", "tok-comment"],
      ["C#", "public class A {}", "tok-keyword"],
    ] as const) {
      expect((await highlightLines(code, language)).join("\n"), language).toContain(token);
    }
  });

  it("escapes markup in every language, including plain text and unknown languages", async () => {
    const payload = '<script>alert("x")</script> & \'';
    for (const language of ["Text", "HTML", "JavaScript", "No Such Language"]) {
      const html = (await highlightLines(payload, language)).join("\n");
      expect(html, language).not.toContain("<script");
      expect(html, language).toContain("&lt;");
    }
    expect(await highlightLines(payload, "Text")).toEqual([
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;",
    ]);
  });

  it("keeps empty lines and a trailing newline so line numbers match the text", async () => {
    expect(await highlightLines("a\n\nb\n", "Text")).toEqual(["a", "", "b", ""]);
    const multiLineComment = await highlightLines("/* one\ntwo */\nx", "JavaScript");
    expect(multiLineComment).toHaveLength(3);
    expect(multiLineComment[1]).toBe('<span class="tok-comment">two */</span>');
  });
});
