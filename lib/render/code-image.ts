import { join } from "node:path";
import type { OverlayOptions } from "sharp";
import { sharp } from "../core/sharp";
import { AppError } from "../core/errors";
import { processSingleton } from "../core/process-state";
import { DOWNLOAD_LINES, type ImageText, pangoLine } from "./code-image-text";
import { linesOfCodeMarkup } from "./markup";
import { renderCode } from "./render";

// An image of code (issue 47 item 5): a PNG of highlighted lines in a theme's colours, with or
// without a window's frame and line numbers. Drawn on the server, once for the page's download
// and the link previews alike (docs/develop/benchmarks.md, "Images of code", has the measurement):
// highlighting runs on the render threads under their deadlines (render.ts), the drawing in
// sharp (libvips, Pango for the text), which works on libuv's threads, never on the main one.
// The text is set in DejaVu Sans Mono, loaded from its file (the npm package dejavu-fonts-ttf):
// the production image has no fonts of its own, and a picture must not depend on the host's.

export interface CodeImageColours {
  background: string;
  foreground: string;
  /** Line numbers and the title. */
  muted: string;
  border: string;
  /** The window frame's title bar. */
  frame: string;
  /** A highlight token's letter (`k` of `<h-k>`) to its colour. */
  tokens: Readonly<Record<string, string>>;
}

export interface CodeImageOptions {
  /** A window's frame around the code: a title bar with three dots and the pasty's name. */
  chrome: boolean;
  lineNumbers: boolean;
  title: string;
}

const FONT_FILE = join(process.cwd(), "node_modules/dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf");
const FONT = "DejaVu Sans Mono 15";
const PADDING = 24;
const GUTTER = 20;
const TITLE_BAR = 40;
const RADIUS = 10;
/** A title longer than this is cut: the bar is as wide as the code, not as the title. */
const TITLE_COLUMNS = 60;
/**
 * The largest picture ever drawn: DOWNLOAD_LINES lines of LINE_COLUMNS wide characters (an
 * emoji is two columns) fit. A picture that would be larger is refused, never drawn.
 */
export const MAX_IMAGE_PIXELS = 2_600 * 6_400;
/** Images drawn at once by this process; more wait for none, they are asked to come back. */
const DRAWING_AT_ONCE = 2;
/** What libvips may spend on one picture (it stops there): far above the ~50 ms of the largest. */
const DRAWING_SECONDS = 5;

const gate = processSingleton("code-image-gate", () => ({ drawing: 0 }));

const busy = () => new AppError("service_unavailable", "The server is busy drawing images; try again in a moment.", { "Retry-After": "5" });

const HEX = /^#[0-9a-f]{3,8}$/i;
/** A dot of alpha 1/65535, 0 once drawn: ink for libvips, nothing to see. */
const INVISIBLE = '<span fgalpha="1">.</span>';

/** A colour as Pango and SVG take it: only a hex colour from the style sheets passes, anything else is the text's. */
function colour(value: string | undefined, fallback: string): string {
  return value !== undefined && HEX.test(value) ? value : fallback;
}

/**
 * `text` (already cut: code-image-text.ts imageText) as a PNG. Refused with a 503 and
 * Retry-After when this process is already drawing DRAWING_AT_ONCE pictures, or when the render
 * threads are too busy to highlight it: a plain picture in place of a highlighted one would be
 * kept by caches as if it were the answer.
 */
export async function drawCodeImage(
  text: ImageText,
  languageName: string,
  colours: CodeImageColours,
  options: CodeImageOptions,
): Promise<Buffer> {
  if (text.lineCount > DOWNLOAD_LINES) throw new Error(`An image of ${text.lineCount} lines: cut the text first (imageText).`);
  if (gate.drawing >= DRAWING_AT_ONCE) throw busy();
  gate.drawing++;
  try {
    const highlighted = await renderCode(text.text, languageName);
    if (highlighted.provisional) throw busy();
    const foreground = colour(colours.foreground, "#000000");
    const lines = text.lineCount === 0 ? [""] : linesOfCodeMarkup(highlighted.html);
    // A terminal's output reaches the highlighter with ESC and BEL (code-image-text.ts), which it
    // reads and drops with their sequences (ansi.mjs): no control character reaches Pango. A
    // blank line ends in an invisible dot: libvips refuses a text with no ink at all (an empty pasty).
    const markup = lines
      .map((line) => pangoLine(line, (letter) => tokenColour(colours, letter)) + (hasInk(line) ? "" : INVISIBLE))
      .join("\n");
    const code = await textImage(`<span foreground="${foreground}">${markup}</span>`, "left");
    const numbers = options.lineNumbers ? await lineNumbers(text, colour(colours.muted, foreground)) : null;
    const title = options.chrome ? await textImage(titleMarkup(options.title, colour(colours.muted, foreground)), "left") : null;
    return await compose({ code, numbers, title }, colours);
  } finally {
    gate.drawing--;
  }
}

/** Whether a line of code markup shows anything: text other than white space, tags aside. */
const hasInk = (line: string) => /\S/.test(line.replace(/<[^>]*>/g, ""));

function tokenColour(colours: CodeImageColours, letter: string): string | undefined {
  const value = colours.tokens[letter];
  return value !== undefined && HEX.test(value) ? value : undefined;
}

/** Drawn text as raw RGBA pixels: only the finished picture is compressed (encoding each part cost as much as drawing it). */
interface Drawn {
  pixels: Buffer;
  width: number;
  height: number;
}

/** Pango markup drawn transparent in the font, one line per line (nothing wraps: lines are cut). */
async function textImage(markup: string, align: "left" | "right"): Promise<Drawn> {
  const { data, info } = await sharp({ text: { text: markup, font: FONT, fontfile: FONT_FILE, rgba: true, dpi: 72, align } })
    .timeout({ seconds: DRAWING_SECONDS })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width * info.height > MAX_IMAGE_PIXELS) throw new Error("An image of code larger than its bounds.");
  return { pixels: data, width: info.width, height: info.height };
}

const layer = (drawn: Drawn, top: number, left: number): OverlayOptions => ({
  input: drawn.pixels,
  raw: { width: drawn.width, height: drawn.height, channels: 4 },
  top,
  left,
});

function lineNumbers(text: ImageText, muted: string): Promise<Drawn> {
  const numbers = Array.from({ length: Math.max(1, text.lineCount) }, (_, index) => text.firstLine + index).join("\n");
  return textImage(`<span foreground="${muted}">${numbers}</span>`, "right");
}

function titleMarkup(title: string, muted: string): string {
  const shown = Array.from(title.replace(/\s+/g, " ").trim() || "untitled");
  const cut = shown.length > TITLE_COLUMNS ? `${shown.slice(0, TITLE_COLUMNS - 1).join("")}…` : shown.join("");
  return `<span foreground="${muted}">${escapeMarkup(cut)}</span>`;
}

function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`);
}

/** The code, its numbers and its frame on the theme's background. */
async function compose(parts: { code: Drawn; numbers: Drawn | null; title: Drawn | null }, colours: CodeImageColours): Promise<Buffer> {
  const { code, numbers, title } = parts;
  const background = colour(colours.background, "#ffffff");
  const gutter = numbers ? numbers.width + GUTTER : 0;
  const top = title ? TITLE_BAR : 0;
  const width = Math.max(PADDING * 2 + gutter + code.width, title ? PADDING * 2 + 60 + title.width : 0, 240);
  const height = top + PADDING * 2 + code.height;
  if (width * height > MAX_IMAGE_PIXELS) throw new Error("An image of code larger than its bounds.");
  const layers: OverlayOptions[] = [];
  if (title) {
    layers.push({ input: Buffer.from(frameSvg(width, height, colours)), top: 0, left: 0 });
    layers.push(layer(title, Math.round((TITLE_BAR - title.height) / 2), PADDING + 60));
  }
  if (numbers) layers.push(layer(numbers, top + PADDING, PADDING));
  layers.push(layer(code, top + PADDING, PADDING + gutter));
  return sharp({ create: { width, height, channels: 4, background: title ? { r: 0, g: 0, b: 0, alpha: 0 } : background } })
    .composite(layers)
    .timeout({ seconds: DRAWING_SECONDS })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** A window: rounded, bordered, with a title bar and its three dots (shapes only: no text, no font). */
function frameSvg(width: number, height: number, colours: CodeImageColours): string {
  const background = colour(colours.background, "#ffffff");
  const border = colour(colours.border, "#888888");
  const bar = colour(colours.frame, background);
  const dots = ["#ff5f57", "#febc2e", "#28c840"]
    .map((fill, index) => `<circle cx="${PADDING + index * 18}" cy="${TITLE_BAR / 2}" r="6" fill="${fill}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<clipPath id="w"><rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="${RADIUS}"/></clipPath>
<g clip-path="url(#w)"><rect width="${width}" height="${height}" fill="${background}"/><rect width="${width}" height="${TITLE_BAR}" fill="${bar}"/></g>
<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="${RADIUS}" fill="none" stroke="${border}"/>
${dots}</svg>`;
}
