import { afterAll, describe, expect, it } from "vitest";
import { DIAGRAM_LIMITS } from "../render/diagram-limits";
import { stopRendering } from "../render/render";
import { renderPasties } from "./page";
import type { PastyDto } from "./schema";

// What the paste page is given to show for each pasty (renderPasties; render threads as configured).

afterAll(() => stopRendering());

const pasty = (title: string, language: string, content: string): PastyDto => ({ id: title, title, language, content });

describe("renderPasties: diagrams", () => {
  it("gives a Mermaid pasty's text to the browser to draw, and a too big one its refusal only", async () => {
    const flow = "flowchart LR\n  A --> B";
    const huge = `graph TD\n${"a-->b\n".repeat(DIAGRAM_LIMITS.maxCharacters)}`;
    const [drawn, named, refused, code] = await renderPasties(
      [
        pasty("flow", "Mermaid", flow),
        pasty("flow.mmd", "Text", flow),
        pasty("huge", "Mermaid", huge),
        pasty("app.js", "JavaScript", flow),
      ],
      null,
    );
    expect(drawn!.diagram).toEqual({ source: flow });
    expect(named!.diagram).toEqual({ source: flow });
    expect(refused!.diagram).toEqual({ refused: "size" });
    expect(JSON.stringify(refused!.diagram).length).toBeLessThan(100);
    expect(code!.diagram).toBeNull();
  });

  it("marks Markdown with a mermaid block as one whose page draws diagrams, and no other", async () => {
    const [withDiagram, without, notMarkdown] = await renderPasties(
      [
        pasty("notes.md", "Markdown", "# Flow\n\n```mermaid\ngraph TD\n  a --> b\n```\n"),
        pasty("plain.md", "Markdown", "# Flow\n\n```js\nmermaid()\n```\n"),
        pasty("flow.txt", "Text", "```mermaid\ngraph TD\n```\n"),
      ],
      null,
    );
    expect(withDiagram!.markdownDiagrams).toBe(true);
    expect(withDiagram!.markdown && "rendered" in withDiagram!.markdown && withDiagram!.markdown.rendered.html).toContain(
      '<pre><code class="language-mermaid">graph TD\n  a --> b\n</code></pre>',
    );
    expect(without!.markdownDiagrams).toBe(false);
    expect(notMarkdown!.markdownDiagrams).toBe(false);
    expect(notMarkdown!.diagram).toBeNull();
  });
});
