// Terminal output as the read pages' code markup (lib/render/markup.ts): one HTML string per line,
// the text escaped, colours and styles as <h-a> elements. Plain JavaScript, run on the render
// thread (render-worker.mjs). The escape sequences are parsed by anser; this file only decides
// what of them reaches the page: colours as classes (the 16 named ones, themed in
// components/paste/highlight.css) or as a colour value computed here from numbers (256-colour
// and true colour), never a byte of the input inside a tag.
import Anser from "anser";

const escapes = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => escapes[character]);

// Operating-system commands (a window title, a hyperlink's target): nothing a reader sees.
const OPERATING_SYSTEM_COMMAND = /\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?/g;
const GRAPHIC_RENDITION = /\x1b\[[0-9;:]*m/g;
// What is left of control bytes after parsing (a lone ESC, a bell, a backspace), tab excepted.
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/g;

const NAMED = /^ansi-(bright-)?(black|red|green|yellow|blue|magenta|cyan|white)$/;
const PALETTE = /^ansi-palette-(\d{1,3})$/;
const DECORATIONS = new Set(["bold", "dim", "italic", "underline", "blink", "hidden", "strikethrough"]);
const BASIC = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"];
const CUBE = [0, 95, 135, 175, 215, 255];

/**
 * What a terminal shows of a line rewritten with carriage returns (a progress bar): the text
 * after the last one, with the colours set before it.
 */
function afterCarriageReturns(line) {
  const text = line.endsWith("\r") ? line.slice(0, -1) : line;
  const last = text.lastIndexOf("\r");
  if (last === -1) return text;
  return (text.slice(0, last).match(GRAPHIC_RENDITION) ?? []).join("") + text.slice(last + 1);
}

const hex = (red, green, blue) => `#${[red, green, blue].map((value) => value.toString(16).padStart(2, "0")).join("")}`;

/** A colour of xterm's 256: 0–15 named (a class), 16–231 a 6×6×6 cube, 232–255 greys. */
function paletteColour(index) {
  if (index < 16) return { name: `${index < 8 ? "" : "bright-"}${BASIC[index % 8]}` };
  if (index < 232) {
    const cube = index - 16;
    return { value: hex(CUBE[Math.floor(cube / 36)], CUBE[Math.floor(cube / 6) % 6], CUBE[cube % 6]) };
  }
  const grey = 8 + (index - 232) * 10;
  return { value: hex(grey, grey, grey) };
}

/** anser's colour of a chunk as a class name or a CSS colour; undefined when the terminal's own. */
function colourOf(anserClass, trueColour) {
  if (!anserClass) return undefined;
  const named = NAMED.exec(anserClass);
  if (named) return { name: `${named[1] ?? ""}${named[2]}` };
  const palette = PALETTE.exec(anserClass);
  if (palette && Number(palette[1]) < 256) return paletteColour(Number(palette[1]));
  if (anserClass === "ansi-truecolor" && trueColour) {
    const channels = trueColour.split(",").map((channel) => Number(channel.trim()));
    if (channels.length === 3 && channels.every((channel) => Number.isInteger(channel) && channel >= 0 && channel <= 255)) {
      return { value: hex(channels[0], channels[1], channels[2]) };
    }
  }
  return undefined;
}

/** The opening tag of a chunk's styles, or "" when it has none. */
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

/** The HTML of each line of terminal output `text` (without the newlines). */
export function ansiLines(text) {
  const visible = text.replace(OPERATING_SYSTEM_COMMAND, "").split("\n").map(afterCarriageReturns).join("\n");
  const lines = [];
  let line = "";
  for (const chunk of Anser.ansiToJson(visible, { use_classes: true, remove_empty: true })) {
    const tag = openingTag(chunk);
    const parts = chunk.content.replace(CONTROL, "").split("\n");
    for (let index = 0; index < parts.length; index++) {
      if (index > 0) {
        lines.push(line);
        line = "";
      }
      if (parts[index]) line += tag ? `${tag}${escapeHtml(parts[index])}</h-a>` : escapeHtml(parts[index]);
    }
  }
  lines.push(line);
  return lines;
}
