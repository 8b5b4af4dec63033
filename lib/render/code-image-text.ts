import { ANSI } from "../languages/data";
import { findLanguage } from "../languages/resolve";

// What an image of code shows of a text (lib/render/code-image.ts draws it): a stretch of its
// lines, each cut to a width, with what a picture cannot show safely made visible. Bounded before
// anything is highlighted or drawn, so the work and the picture grow with these limits, never
// with the text: a 100,000-line pasty or a 20,000-character line costs what 60 short lines cost.

/** The lines of a link preview (Open Graph image): the start of the pasty, as a thumbnail shows it. */
export const PREVIEW_LINES = 60;
/** The lines of a downloaded image, the most a reader can choose. */
export const DOWNLOAD_LINES = 300;
/** Characters kept of a line; a longer one ends in an ellipsis. */
export const LINE_COLUMNS = 120;
const TAB = "    ";
const ELLIPSIS = "…";

/**
 * Characters a picture must not act on or hide: C0 and C1 controls (terminal escapes, NUL…), and
 * the bidirectional overrides, embeddings and isolates that can make code read otherwise than it
 * runs ("Trojan Source"). Each is drawn as U+FFFD, so the reader sees that something is there.
 */
const HIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/**
 * HIDDEN but for ESC and BEL, which a terminal's output keeps for the highlighter to read its
 * colour sequences and drop the others (ansi.mjs; BEL ends a window title's).
 */
const HIDDEN_BUT_ESCAPE = /[\u0000-\u0006\u0008\u000b-\u001a\u001c-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Whether a pasty is a terminal's output, whose colour sequences are read rather than shown. */
export function isTerminalOutput(languageName: string): boolean {
  return findLanguage(languageName)?.name === ANSI;
}

export interface ImageText {
  /** The lines to draw, each at most LINE_COLUMNS characters (and an ellipsis). */
  text: string;
  /** The number of the first line drawn. */
  firstLine: number;
  lineCount: number;
}

/**
 * Lines `from`..`to` (1-based, inclusive) of `text`, at most `maxLines` of them, each cut to
 * LINE_COLUMNS characters. A terminal's output keeps ESC and BEL for the highlighter, which reads
 * and drops its sequences (a sequence counts in the cut as the characters it is). Only the lines kept are looked at: the text before them is scanned
 * for line ends, the rest not at all.
 */
export function imageText(text: string, range: { from?: number; to?: number; maxLines: number; terminal?: boolean }): ImageText {
  const hidden = range.terminal ? HIDDEN_BUT_ESCAPE : HIDDEN;
  const from = Math.max(1, range.from ?? 1);
  const to = Math.min(range.to ?? Number.MAX_SAFE_INTEGER, from + range.maxLines - 1);
  let start = 0;
  for (let line = 1; line < from; line++) {
    const end = text.indexOf("\n", start);
    if (end === -1) return { text: "", firstLine: from, lineCount: 0 };
    start = end + 1;
  }
  const lines: string[] = [];
  for (let line = from; line <= to && start <= text.length; line++) {
    const found = text.indexOf("\n", start);
    const end = found === -1 ? text.length : found;
    lines.push(cutLine(text.slice(start, Math.min(end, start + LINE_COLUMNS * 4 + 8)), hidden));
    if (found === -1) break;
    start = found + 1;
  }
  // A text's final line break ends its last line; it starts no empty line of its own.
  if (lines.length > 1 && lines.at(-1) === "" && start >= text.length) lines.pop();
  return { text: lines.join("\n"), firstLine: from, lineCount: lines.length };
}

/**
 * One line as drawn: tabs as four spaces, hidden characters shown, at most LINE_COLUMNS
 * characters (code points, so an emoji is never split in half). The line is given already cut to
 * a few times that length, so this never walks a long line.
 */
function cutLine(line: string, hidden: RegExp): string {
  const shown = Array.from(line.replaceAll("\r", "").replaceAll("\t", TAB).replace(hidden, "\uFFFD"));
  return shown.length > LINE_COLUMNS ? `${shown.slice(0, LINE_COLUMNS - 1).join("")}${ELLIPSIS}` : shown.join("");
}

const TOKEN = /<(\/?)h-(\w)>|<[^>]*>/g;

/**
 * One line of the code markup (lib/render/markup.ts: escaped text and flat `<h-x>` tokens) as
 * Pango markup, which the drawing takes: each token a span of its colour, a token without a
 * colour (emphasis, strong) or any other element (a terminal's spans) as plain text. The markup's
 * entities are XML's, which Pango reads as they are.
 */
export function pangoLine(htmlLine: string, colourOf: (letter: string) => string | undefined): string {
  const open: boolean[] = [];
  return htmlLine.replace(TOKEN, (_tag, closing: string | undefined, letter: string | undefined) => {
    if (letter === undefined) return "";
    if (closing) return open.pop() ? "</span>" : "";
    const colour = colourOf(letter);
    open.push(colour !== undefined);
    return colour === undefined ? "" : `<span foreground="${colour}">`;
  });
}
