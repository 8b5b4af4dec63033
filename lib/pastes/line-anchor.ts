/**
 * The prefix of a pasty's line links: `#L12` when the paste has one pasty, `#<pastyId>-L12` when
 * it has several (components/paste/line-links.tsx reads both).
 */
export function lineAnchorPrefix(pastyId: string, pastyCount: number): string {
  return pastyCount > 1 ? `${pastyId}-` : "";
}

/** The fragment that opens a pasty at a line. */
export function lineAnchor(pastyId: string, pastyCount: number, line: number): string {
  return `#${lineAnchorPrefix(pastyId, pastyCount)}L${line}`;
}
