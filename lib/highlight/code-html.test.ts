import { describe, expect, it } from "vitest";
import { codeLinesHtml, lineAnchorPrefix } from "./code-html";

describe("codeLinesHtml", () => {
  it("numbers every line with a link to its own anchor", () => {
    const html = codeLinesHtml(["a", "<b>"], "");
    expect(html).toContain('<span class="line" id="L1"><a class="line-number" href="#L1" data-line="1" aria-label="Line 1"></a>a</span>');
    expect(html).toContain('id="L2"');
    expect(html).toContain("<b>"); // the lines are already escaped HTML; nothing is escaped twice
  });

  it("prefixes anchors with the pasty id only when the paste has several pasties", () => {
    expect(lineAnchorPrefix("abc", 1)).toBe("");
    expect(lineAnchorPrefix("abc", 2)).toBe("abc-");
    expect(codeLinesHtml(["x"], "abc-")).toContain('id="abc-L1"');
  });
});
