// Terminal output as the read pages' code markup (lib/render/markup.ts): one HTML string per line,
// the text escaped, colours and styles as <h-a> elements. Plain JavaScript, run on the render
// thread (render-worker.mjs). The escape sequences are parsed by anser; this file only decides
// what of them reaches the page: colours as classes (the 16 named ones, themed in
// components/paste/highlight.css) or as a colour value computed here from numbers (256-colour
// and true colour), never a byte of the input inside a tag. Its output is bounded by
// output-budget.mjs like every renderer's.
import Anser from "anser";
import { OverBudget } from "./output-budget.mjs";

/** @type {Record<string, string>} */
const escapes = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

// Operating-system commands (a window title, a hyperlink's target): nothing a reader sees.
const OPERATING_SYSTEM_COMMAND = /\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?/g;
const GRAPHIC_RENDITION = /\x1b\[[0-9;:]*m/g;
// What is left of control bytes after parsing (a lone ESC, a bell, a backspace), tab excepted.
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/g;

/**
 * Parameters of one sequence read, at most: xterm reads 30 and ignores the rest, and a sequence of
 * 20,000 must cost no more than one of 32.
 */
const MAX_PARAMETERS = 32;
/** SGR codes of the styles anser knows, and the codes that turn each off. */
const STYLE_CODES = { bold: 1, dim: 2, italic: 3, underline: 4, blink: 5, reverse: 7, hidden: 8, strikethrough: 9 };
/** @typedef {keyof typeof STYLE_CODES} Style */
/** @type {Map<number, Style>} */
const STYLE_OF_CODE = new Map(Object.entries(STYLE_CODES).map(([style, code]) => [code, /** @type {Style} */ (style)]));
/** @type {Map<number, Style[]>} */
const STYLES_OFF = new Map([
  [21, ["bold"]],
  [22, ["bold", "dim"]],
  [23, ["italic"]],
  [24, ["underline"]],
  [25, ["blink"]],
  [27, ["reverse"]],
  [28, ["hidden"]],
  [29, ["strikethrough"]],
]);

const NAMED = /^ansi-(bright-)?(black|red|green|yellow|blue|magenta|cyan|white)$/;
const PALETTE = /^ansi-palette-(\d{1,3})$/;
const DECORATIONS = new Set(["bold", "dim", "italic", "underline", "blink", "hidden", "strikethrough"]);
const BASIC = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"];
/** The levels of xterm's 6×6×6 colour cube, by step: 0, 95, 135, 175, 215, 255. */
const cubeLevel = (/** @type {number} */ step) => (step === 0 ? 0 : 55 + 40 * step);

/**
 * The style a terminal has set at a point of its output.
 * @typedef {{ foreground: string | null, background: string | null, styles: Set<Style> }} Rendition
 */
/**
 * A colour as one of the themed classes (`name`) or as a CSS colour (`value`).
 * @typedef {{ name?: string, value?: string }} Colour
 */

/**
 * What a terminal shows of a line rewritten with carriage returns (a progress bar): the text
 * after the last one, with the colours set before it.
 */
/** @param {string} line */
function afterCarriageReturns(line) {
  const text = line.endsWith("\r") ? line.slice(0, -1) : line;
  const last = text.lastIndexOf("\r");
  if (last === -1) return text;
  return (text.slice(0, last).match(GRAPHIC_RENDITION) ?? []).join("") + text.slice(last + 1);
}

const isByte = (/** @type {string} */ value) => /^\d{1,3}$/.test(value) && Number(value) <= 255;

/**
 * An extended colour (`38;5;n`, `38;2;r;g;b`) from `parameters` after its 38 or 48, or null; consumes what it reads.
 * @param {number} code @param {string[]} parameters @returns {string | null}
 */
function extendedColour(code, parameters) {
  const mode = parameters.shift();
  if (mode === "5") {
    const index = parameters.shift();
    return index !== undefined && isByte(index) ? `${code};5;${Number(index)}` : null;
  }
  if (mode === "2" && parameters.length >= 3) {
    const channels = parameters.splice(0, 3);
    return channels.every(isByte) ? `${code};2;${channels.map(Number).join(";")}` : null;
  }
  return null;
}

/**
 * Applies one SGR sequence's parameters to `state` the way a terminal does: each style is set or not, once.
 * @param {Rendition} state @param {string[]} parameters
 */
function applyRendition(state, parameters) {
  while (parameters.length > 0) {
    const parameter = parameters.shift();
    const code = parameter === "" ? 0 : Number(parameter);
    const style = STYLE_OF_CODE.get(code);
    const stylesOff = STYLES_OFF.get(code);
    if (code === 0) {
      state.foreground = state.background = null;
      state.styles.clear();
    } else if (style) state.styles.add(style);
    else if (stylesOff) for (const off of stylesOff) state.styles.delete(off);
    else if (code === 39) state.foreground = null;
    else if (code === 49) state.background = null;
    else if ((code >= 30 && code <= 37) || (code >= 90 && code <= 97)) state.foreground = String(code);
    else if ((code >= 40 && code <= 47) || (code >= 100 && code <= 107)) state.background = String(code);
    else if (code === 38 || code === 48) {
      const colour = extendedColour(code, parameters);
      if (colour) state[code === 38 ? "foreground" : "background"] = colour;
    }
  }
}

/**
 * `text` with every SGR sequence replaced by one that states the whole resulting style from a
 * reset, each style at most once: what anser then reads is a set of attributes, however often
 * a sequence repeats a parameter or the text repeats a sequence (anser itself keeps a list that
 * grows with every repetition, and copies it into every chunk).
 * @param {string} text
 */
function normaliseRenditions(text) {
  /** @type {Rendition} */
  const state = { foreground: null, background: null, styles: new Set() };
  return text.replace(GRAPHIC_RENDITION, (sequence) => {
    applyRendition(state, sequence.slice(2, -1).split(/[;:]/).slice(0, MAX_PARAMETERS));
    /** @type {(number | string)[]} */
    const codes = [...state.styles].map((style) => STYLE_CODES[style]);
    if (state.foreground) codes.push(state.foreground);
    if (state.background) codes.push(state.background);
    return `\x1b[0${codes.map((code) => `;${code}`).join("")}m`;
  });
}

/** A CSS colour of red, green and blue channels (0–255). */
const hex = (/** @type {number[]} */ channels) => `#${channels.map((value) => value.toString(16).padStart(2, "0")).join("")}`;

/**
 * A colour of xterm's 256: 0–15 named (a class), 16–231 a 6×6×6 cube, 232–255 greys.
 * @param {number} index @returns {Colour}
 */
function paletteColour(index) {
  if (index < 16) return { name: `${index < 8 ? "" : "bright-"}${BASIC[index % 8]}` };
  if (index < 232) {
    const cube = index - 16;
    return { value: hex([Math.floor(cube / 36), Math.floor(cube / 6) % 6, cube % 6].map(cubeLevel)) };
  }
  const grey = 8 + (index - 232) * 10;
  return { value: hex([grey, grey, grey]) };
}

/**
 * anser's colour of a chunk as a class name or a CSS colour; undefined when the terminal's own.
 * @param {string} anserClass @param {string} trueColour @returns {Colour | undefined}
 */
function colourOf(anserClass, trueColour) {
  if (!anserClass) return undefined;
  const named = NAMED.exec(anserClass);
  if (named) return { name: `${named[1] ?? ""}${named[2]}` };
  const palette = PALETTE.exec(anserClass);
  if (palette && Number(palette[1]) < 256) return paletteColour(Number(palette[1]));
  if (anserClass === "ansi-truecolor" && trueColour) {
    const channels = trueColour.split(",").map((channel) => Number(channel.trim()));
    if (channels.length === 3 && channels.every((channel) => Number.isInteger(channel) && channel >= 0 && channel <= 255)) {
      return { value: hex(channels) };
    }
  }
  return undefined;
}

/**
 * The opening tag of a chunk's styles, or "" when it has none.
 * @param {import("anser").AnserJsonEntry} chunk
 */
function openingTag(chunk) {
  const classes = [];
  const styles = [];
  const foreground = colourOf(chunk.fg, chunk.fg_truecolor);
  const background = colourOf(chunk.bg, chunk.bg_truecolor);
  if (foreground?.name) classes.push(`af-${foreground.name}`);
  if (foreground?.value) styles.push(`color:${foreground.value}`);
  if (background?.name) classes.push(`ab-${background.name}`);
  if (background?.value) styles.push(`background-color:${background.value}`);
  for (const decoration of chunk.decorations ?? []) if (DECORATIONS.has(decoration)) classes.push(`a-${decoration}`);
  if (classes.length === 0 && styles.length === 0) return "";
  const classAttribute = classes.length > 0 ? ` class="${classes.join(" ")}"` : "";
  const styleAttribute = styles.length > 0 ? ` style="${styles.join(";")}"` : "";
  return `<h-a${classAttribute}${styleAttribute}>`;
}

/**
 * The HTML of each line of terminal output `text` (without the newlines); throws OverBudget as
 * soon as the lines would be longer than `budget` characters in all.
 * @param {string} text @param {number} [budget] @returns {string[]}
 */
export function ansiLines(text, budget = Infinity) {
  const visible = normaliseRenditions(text.replace(OPERATING_SYSTEM_COMMAND, "").split("\n").map(afterCarriageReturns).join("\n"));
  /** @type {string[]} */
  const lines = [];
  let line = "";
  let spent = 0;
  for (const chunk of Anser.ansiToJson(visible, { use_classes: true, remove_empty: true })) {
    const tag = openingTag(chunk);
    const parts = chunk.content.replace(CONTROL, "").split("\n");
    for (let index = 0; index < parts.length; index++) {
      if (index > 0) {
        lines.push(line);
        line = "";
      }
      const part = parts[index];
      if (!part) continue;
      const html = tag ? `${tag}${escapeHtml(part)}</h-a>` : escapeHtml(part);
      spent += html.length;
      if (spent > budget) throw new OverBudget();
      line += html;
    }
  }
  lines.push(line);
  return lines;
}
