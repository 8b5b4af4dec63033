// What of a diagram may be drawn, shared by the page loader and the browser, which draws them
// (components/paste/mermaid.ts): mermaid needs a layout engine to measure its labels, which the
// render threads do not have (docs/develop/benchmarks.md, "Diagrams: browser or server", has the
// numbers). Drawing runs on the page's main thread and cannot be cut short, so what may be drawn is
// bounded before it starts: measured in Chromium on a busy 2-core machine, a chain of 150 edges
// took 3.0 s, 300 statements 3.5 s, 100 nested subgraphs 2.1 s and 800 of them 8.7 s. No import:
// the browser loads this file.

export const DIAGRAM_LIMITS = {
  /** Characters of text (mermaid's own maxTextSize is set to it too). */
  maxCharacters: 20_000,
  /** Statements: lines, or parts of a line between semicolons, that hold something. */
  maxStatements: 300,
  /** Subgraphs (or boxes, namespaces…) inside one another. */
  maxNesting: 8,
  /** Edges, counted by mermaid itself: `a & b & c --> d & e` is six from one statement. */
  maxEdges: 150,
} as const;

/** Why a text is shown as source instead of being drawn. */
export type DiagramRefusal = "size" | "statements" | "nesting";

/** The class of a ```mermaid block's code element in rendered Markdown (lib/render/render-worker.mjs). */
export const DIAGRAM_FENCE_CLASS = "language-mermaid";

const MERMAID_FENCE = /^[ \t]{0,3}(?:`{3,}|~{3,})[ \t]*mermaid\b/im;

/** Whether Markdown holds a ```mermaid block: only then does its page load the diagram script. */
export function hasDiagramFence(markdown: string): boolean {
  return MERMAID_FENCE.test(markdown);
}

// Mermaid opens a level with `subgraph`, `box`, `namespace`, `state X {`… and closes it with `end` or `}`.
const OPENS = /^(?:subgraph|box|namespace|rect|alt|opt|loop|par|critical|break)\b|\{\s*$/;
const CLOSES = /^(?:end\b|\})/;

/** Null when `text` may be drawn; otherwise the limit it is over (DIAGRAM_LIMITS). */
export function diagramRefusal(text: string): DiagramRefusal | null {
  if (text.length > DIAGRAM_LIMITS.maxCharacters) return "size";
  let statements = 0;
  let depth = 0;
  for (const part of text.split(/[\n;]/)) {
    const statement = part.trim();
    if (statement === "" || statement.startsWith("%%")) continue;
    if (++statements > DIAGRAM_LIMITS.maxStatements) return "statements";
    if (CLOSES.test(statement)) depth = Math.max(0, depth - 1);
    else if (OPENS.test(statement) && ++depth > DIAGRAM_LIMITS.maxNesting) return "nesting";
  }
  return null;
}
