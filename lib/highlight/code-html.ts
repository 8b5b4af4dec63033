import type { HighlightedLines } from "./highlight";

/**
 * The read view's code as one HTML string: every line an anchor target (`#L12`, or
 * `#<pastyId>-L12` when a paste has several pasties), its number a link drawn by CSS from
 * data-line so copying the code never copies the numbers. Built as a string rather than
 * thousands of React elements: large pastes render in a fraction of the time.
 */
export function codeLinesHtml(lines: HighlightedLines, anchorPrefix: string): string {
  let html = "";
  for (let index = 0; index < lines.length; index++) {
    const number = index + 1;
    const id = `${anchorPrefix}L${number}`;
    html += `<span class="line" id="${id}"><a class="line-number" href="#${id}" data-line="${number}" aria-label="Line ${number}"></a>${lines[index]}</span>`;
  }
  return html;
}

/** The prefix of a pasty's line anchors: none for a paste with one pasty, its id otherwise. */
export function lineAnchorPrefix(pastyId: string, pastyCount: number): string {
  return pastyCount > 1 ? `${pastyId}-` : "";
}
