import { describe, expect, it } from "vitest";
import { isDiagramPasty } from "./diagram";
import { DIAGRAM_LIMITS, diagramRefusal, hasDiagramFence } from "./diagram-limits";

// Which pasties and Markdown blocks are drawn as Mermaid diagrams, and which texts are too big
// to draw in a reader's browser (diagram-limits.ts): the cases a hostile paste would try.

describe("isDiagramPasty", () => {
  it.each([
    ["Mermaid", "flow"],
    ["mermaid", ""],
    ["mmd", "anything"],
    ["Text", "flow.mmd"],
    ["Text", " Flow.MERMAID "],
  ])("draws language %j titled %j", (language, title) => {
    expect(isDiagramPasty(language, title)).toBe(true);
  });

  it.each([
    ["Markdown", "flow.mmd"],
    ["JavaScript", "diagram.mermaid"],
    ["Text", "flow.mmd.txt"],
    ["Text", "mermaid"],
  ])("leaves language %j titled %j as code", (language, title) => {
    expect(isDiagramPasty(language, title)).toBe(false);
  });
});

describe("hasDiagramFence", () => {
  it.each(["```mermaid\ngraph TD\n```", "# Flow\n\n~~~ Mermaid\na-->b\n~~~", "  ````mermaid {init}\n"])(
    "finds a Mermaid block in %j",
    (text) => {
      expect(hasDiagramFence(text)).toBe(true);
    },
  );

  it.each(["```js\nmermaid()\n```", "Some `mermaid` inline", "    ```mermaid (indented code, not a fence)", "```mermaidish\n```"])(
    "finds none in %j",
    (text) => {
      expect(hasDiagramFence(text)).toBe(false);
    },
  );
});

const chain = (edges: number) => `flowchart TD\n${Array.from({ length: edges }, (_, index) => `  n${index} --> n${index + 1}`).join("\n")}`;
const nested = (depth: number) => `flowchart TD\n${"subgraph s\n".repeat(depth)}  a --> b\n${"end\n".repeat(depth)}`;

describe("diagramRefusal", () => {
  it("draws ordinary diagrams of every kind", () => {
    expect(diagramRefusal("flowchart LR\n  A[Start] --> B{Ok?}\n  B -->|yes| C\n  B -->|no| A")).toBeNull();
    expect(diagramRefusal("sequenceDiagram\n  loop Every minute\n    A->>B: ping\n  end")).toBeNull();
    expect(diagramRefusal("classDiagram\n  class Animal {\n    +int age\n  }\n  Animal <|-- Duck")).toBeNull();
    expect(diagramRefusal(chain(DIAGRAM_LIMITS.maxStatements - 1))).toBeNull();
    expect(diagramRefusal(nested(DIAGRAM_LIMITS.maxNesting))).toBeNull();
  });

  it("refuses a text over the size limit, such as a megabyte of one", () => {
    expect(diagramRefusal(`graph TD\n%% ${"x".repeat(DIAGRAM_LIMITS.maxCharacters)}`)).toBe("size");
    expect(diagramRefusal("graph TD\n" + "a-->b\n".repeat(200_000))).toBe("size");
  });

  it("refuses more statements than the limit, on lines or between semicolons (10,000 nodes)", () => {
    expect(diagramRefusal(chain(DIAGRAM_LIMITS.maxStatements))).toBe("statements");
    const nodes = `graph TD;${Array.from({ length: 10_000 }, (_, index) => `n${index}`).join(";")}`;
    expect(nodes.length).toBeGreaterThan(DIAGRAM_LIMITS.maxCharacters);
    expect(diagramRefusal(nodes.slice(0, DIAGRAM_LIMITS.maxCharacters))).toBe("statements");
  });

  it("refuses subgraphs, boxes and blocks nested deeper than the limit, however they are closed", () => {
    expect(diagramRefusal(nested(DIAGRAM_LIMITS.maxNesting + 1))).toBe("nesting");
    expect(diagramRefusal(`stateDiagram-v2\n${"state S {\n".repeat(DIAGRAM_LIMITS.maxNesting + 1)}${"}\n".repeat(9)}`)).toBe("nesting");
    expect(diagramRefusal(`sequenceDiagram\n${"loop again\n".repeat(DIAGRAM_LIMITS.maxNesting + 1)}A->>B: x`)).toBe("nesting");
    // Many levels in a row, each closed before the next, are no depth at all.
    expect(diagramRefusal(`flowchart TD\n${"subgraph s\n a\nend\n".repeat(50)}`)).toBeNull();
  });

  it("does not count comments and blank lines as statements", () => {
    expect(diagramRefusal(`graph TD\n${"%% note\n\n".repeat(DIAGRAM_LIMITS.maxStatements)}a-->b`)).toBeNull();
  });
});
