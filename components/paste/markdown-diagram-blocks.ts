import { DIAGRAM_FENCE_CLASS, diagramRefusal } from "@/lib/render/diagram-limits";
import { drawWhenShown } from "./mermaid";

/** What the reader is told, in the page's language (components/paste/markdown-diagrams.tsx). */
export interface DiagramWords {
  label: string;
  tooLarge: string;
  failed: (reason: string) => string;
}

/**
 * Draws the ```mermaid blocks of rendered Markdown in `body` (HTML the server filled in, out of
 * React's hands) in place: each block's source stays until its diagram is drawn; a block too big
 * to draw, or one mermaid cannot draw, stays as source with a note saying why. Returns what
 * stops the drawings and takes out what was added.
 */
export function drawMarkdownDiagrams(body: HTMLElement, words: DiagramWords): () => void {
  const added: Element[] = [];
  const stops: (() => void)[] = [];
  const noteBefore = (block: HTMLElement, text: string) => {
    const note = document.createElement("p");
    note.className = "render-note";
    note.textContent = text;
    block.before(note);
    added.push(note);
  };
  for (const code of body.querySelectorAll(`pre > code.${DIAGRAM_FENCE_CLASS}`)) {
    const block = code.parentElement!;
    const source = code.textContent ?? "";
    if (diagramRefusal(source)) {
      noteBefore(block, words.tooLarge);
      continue;
    }
    const region = document.createElement("div");
    region.className = "diagram-view";
    region.setAttribute("role", "region");
    region.setAttribute("aria-label", words.label);
    region.tabIndex = 0;
    region.hidden = true;
    block.before(region);
    added.push(region);
    const stop = drawWhenShown(region, source, {
      watch: block,
      onDrawn: () => {
        region.hidden = false;
        block.hidden = true;
      },
      onFailure: (reason) => {
        region.remove();
        noteBefore(block, words.failed(reason));
      },
    });
    stops.push(() => {
      stop();
      block.hidden = false;
    });
  }
  return () => {
    for (const stop of stops) stop();
    for (const element of added) element.remove();
  };
}
