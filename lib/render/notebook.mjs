// Jupyter notebooks (.ipynb, nbformat 4) as the read page's notebook view (issue 47), made on the
// render thread (render-worker.mjs), so a hostile notebook costs that thread only, within the
// pool's deadline. readNotebook takes the JSON apart into the few fields shown, each checked for
// its type and cut to its bound; notebookHtml makes the HTML with the thread's own Markdown,
// highlighting and terminal colours (ansi.mjs), given by the worker.
//
// Nothing in a notebook runs or becomes markup of ours: Markdown cells go through the Markdown
// pasties' renderer (raw HTML left out, unsafe links dropped); an HTML, JavaScript or other output
// is shown as its text; images are <img> elements of a data: URL of a known raster type, and SVG
// too is only ever an image (an SVG document in <img> runs no script), never inline markup.
//
// Bounded by construction: the first NOTEBOOK_CELLS cells, and none more once the HTML passes
// NOTEBOOK_HTML_CHARACTERS; each cell's source and each text output cut at their bounds, at most
// OUTPUTS_PER_CELL outputs a cell, an image at most IMAGE_BYTES and all images together
// IMAGES_BYTES. What is left out is said where it was; the source view and Raw have all of it.
import { nestsTooDeeply } from "./output-budget.mjs";
import { altMarker, noteMarker } from "./words.mjs";

export const NOTEBOOK_CELLS = 200;
export const SOURCE_CHARACTERS = 20_000;
export const OUTPUT_CHARACTERS = 20_000;
export const OUTPUTS_PER_CELL = 20;
export const IMAGE_BYTES = 1024 * 1024;
export const IMAGES_BYTES = 4 * 1024 * 1024;
/** No cell is added once the notebook's HTML passes this (its images' share included). */
export const NOTEBOOK_HTML_CHARACTERS = 8 * 1024 * 1024;
/** The longest text of an image looked at: its base64 with room for line breaks. */
const IMAGE_CHARACTERS = Math.ceil((IMAGE_BYTES / 3) * 4 * 1.1);
/** Notebooks name their language in a word ("python", "R", "julia"); a longer name is none. */
const LANGUAGE_CHARACTERS = 40;
/** The output HTML a text output may make per character before it is shown without its colours. */
const ANSI_HTML_PER_CHARACTER = 8;

/** Images by the preference of a display's bundle: what Jupyter shows first is shown here. */
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml"];
/** Text outputs by preference; HTML and script are never markup here, only text. */
const TEXT_TYPES = ["text/plain", "text/markdown", "text/latex", "text/html", "application/javascript", "application/json"];

/** @type {Record<string, string>} */
const entities = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
// Control bytes other than tab and line breaks: nothing a reader sees in a plain text output.
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * @typedef {{ kind: "text", text: string, error: boolean, cut: boolean }
 *   | { kind: "image", mime: string, base64: string, bytes: number }
 *   | { kind: "note", key: string, values?: Record<string, string | number> }} Output
 * @typedef {{ type: "markdown", source: string, cut: boolean }
 *   | { type: "raw", source: string, cut: boolean }
 *   | { type: "code", source: string, cut: boolean, executionCount: number | null, outputs: Output[] }} Cell
 * @typedef {{ language: string, cells: Cell[], totalCells: number }} Notebook
 * The render thread's renderers (render-worker.mjs): the HTML of a text, or null when it would
 * be longer than `budget` characters.
 * @typedef {(text: string, budget: number) => string | null | Promise<string | null>} Renderer
 * @typedef {{ markdown: Renderer, code: Renderer, terminal: Renderer }} CellRenderers
 */

/**
 * The notebook `text` holds, bounded; or why it is none: not JSON or not shaped like nbformat 4
 * ("not-notebook"), or an older format ("old-notebook", shown as source).
 * @param {string} text @returns {{ notebook: Notebook } | { refused: "not-notebook" | "old-notebook" }}
 */
export function readNotebook(text) {
  /** @type {unknown} */
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    // Invalid JSON, or nesting deeper than the parser's stack: a text, not a notebook.
    return { refused: "not-notebook" };
  }
  if (!isObject(json)) return { refused: "not-notebook" };
  if (typeof json.nbformat === "number" && json.nbformat < 4 && Array.isArray(json.worksheets)) return { refused: "old-notebook" };
  if (json.nbformat !== 4 || !Array.isArray(json.cells)) return { refused: "not-notebook" };
  const images = { bytes: 0 };
  /** @type {Cell[]} */
  const cells = [];
  for (const cell of json.cells.slice(0, NOTEBOOK_CELLS)) {
    if (isObject(cell)) cells.push(readCell(cell, images));
  }
  return { notebook: { language: languageOf(json.metadata), cells, totalCells: json.cells.length } };
}

/** @param {Record<string, unknown>} cell @param {{ bytes: number }} images @returns {Cell} */
function readCell(cell, images) {
  const { text: source, cut } = bounded(textOf(cell.source), SOURCE_CHARACTERS);
  if (cell.cell_type === "markdown") return { type: "markdown", source, cut };
  if (cell.cell_type !== "code") return { type: "raw", source, cut };
  const executionCount = cell.execution_count;
  const outputs = Array.isArray(cell.outputs) ? cell.outputs : [];
  /** @type {Output[]} */
  const shown = outputs.slice(0, OUTPUTS_PER_CELL).flatMap((output) => (isObject(output) ? (readOutput(output, images) ?? []) : []));
  if (outputs.length > OUTPUTS_PER_CELL) {
    shown.push({ kind: "note", key: "notebook.cutOutputs", values: { shown: OUTPUTS_PER_CELL, total: outputs.length } });
  }
  return {
    type: "code",
    source,
    cut,
    executionCount: Number.isSafeInteger(executionCount) ? /** @type {number} */ (executionCount) : null,
    outputs: shown,
  };
}

/** What an output shows, if anything. @param {Record<string, unknown>} output @param {{ bytes: number }} images @returns {Output | null} */
function readOutput(output, images) {
  if (output.output_type === "stream") {
    return textOutput(textOf(output.text), output.name === "stderr");
  }
  if (output.output_type === "error") {
    const traceback = Array.isArray(output.traceback)
      ? textOf(output.traceback.map((line, index) => `${index > 0 ? "\n" : ""}${textOf(line)}`))
      : "";
    return textOutput(traceback || `${textOf(output.ename)}: ${textOf(output.evalue)}`, true);
  }
  const data = isObject(output.data) ? output.data : {};
  const image = IMAGE_TYPES.find((type) => Object.hasOwn(data, type));
  if (image) return imageOutput(image, textOf(data[image], IMAGE_CHARACTERS), images);
  const type = TEXT_TYPES.find((candidate) => Object.hasOwn(data, candidate));
  if (type) {
    const value = data[type];
    return type === "application/json" && typeof value !== "string" ? jsonOutput(value) : textOutput(textOf(value), false);
  }
  const types = Object.keys(data).slice(0, 3).join(", ").slice(0, 100);
  return types ? { kind: "note", key: "notebook.outputType", values: { types } } : null;
}

/**
 * A JSON output as its text. JSON.stringify recurses where JSON.parse did not: JSON nested deeper
 * than this thread's stack is a note, not the end of the whole notebook's render.
 * @param {unknown} value @returns {Output}
 */
function jsonOutput(value) {
  try {
    return textOutput(JSON.stringify(value, null, 1), false);
  } catch {
    return { kind: "note", key: "notebook.jsonTooDeep" };
  }
}

/** @param {string} text @param {boolean} error @returns {Output} */
function textOutput(text, error) {
  const { text: kept, cut } = bounded(text, OUTPUT_CHARACTERS);
  return { kind: "text", text: kept, error, cut };
}

/**
 * An image as base64 of at most IMAGE_BYTES, while the notebook's images stay under IMAGES_BYTES;
 * otherwise a note. SVG is text in a notebook: encoded here, so it is only ever an image.
 * @param {string} mime @param {string} value @param {{ bytes: number }} images @returns {Output}
 */
function imageOutput(mime, value, images) {
  // Base64 is four characters for three bytes: a longer text is a larger image, not looked at further.
  const largeNote = { kind: /** @type {const} */ ("note"), key: "notebook.imageTooLarge", values: { size: IMAGE_BYTES } };
  if (value.length > IMAGE_CHARACTERS) return largeNote;
  const totalNote = { kind: /** @type {const} */ ("note"), key: "notebook.imagesTooLarge", values: { size: IMAGES_BYTES } };
  if (images.bytes >= IMAGES_BYTES) return totalNote;
  const base64 = mime === "image/svg+xml" ? Buffer.from(value).toString("base64") : value.replace(/\s+/g, "");
  if (!BASE64.test(base64) || base64.length % 4 !== 0) return { kind: "note", key: "notebook.imageNotBase64", values: { mime } };
  const bytes = (base64.length / 4) * 3 - (base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0);
  if (bytes > IMAGE_BYTES) return largeNote;
  if (images.bytes + bytes > IMAGES_BYTES) return totalNote;
  images.bytes += bytes;
  return { kind: "image", mime, base64, bytes };
}

/**
 * The notebook as HTML: a note on the cells left out, then each cell. A cell that cannot be
 * rendered within its share of the budget, or nests too deeply to parse, is shown as its text.
 * @param {Notebook} notebook @param {CellRenderers} renderers @returns {Promise<string>}
 */
export async function notebookHtml(notebook, renderers) {
  let cells = "";
  let shown = 0;
  for (const cell of notebook.cells) {
    if (cells.length > NOTEBOOK_HTML_CHARACTERS) break;
    cells += await cellHtml(cell, renderers);
    shown++;
  }
  const cutNote = shown < notebook.totalCells ? noteMarker("notebook.cutCells", { shown, total: notebook.totalCells }) : "";
  return cutNote + cells;
}

/** @param {Cell} cell @param {CellRenderers} renderers */
async function cellHtml(cell, renderers) {
  const cutNote = cell.cut ? noteMarker("notebook.cutCell", { characters: SOURCE_CHARACTERS }) : "";
  if (cell.type === "markdown") {
    const rendered = (await parsed(cell.source, renderers.markdown)) ?? `<pre dir="ltr">${escapeHtml(cell.source)}</pre>`;
    return `<div class="notebook-cell notebook-markdown"><div class="markdown-body">${rendered}</div>${cutNote}</div>`;
  }
  if (cell.type === "raw") return `<div class="notebook-cell notebook-raw"><pre dir="ltr">${escapeHtml(cell.source)}</pre>${cutNote}</div>`;
  const source = (await parsed(cell.source, renderers.code)) ?? escapeHtml(cell.source);
  const prompt = `[${cell.executionCount ?? " "}]:`;
  let outputs = "";
  for (const output of cell.outputs) outputs += await outputHtml(output, cell.executionCount, renderers);
  return (
    `<div class="notebook-cell notebook-code"><div class="notebook-prompt">${prompt}</div>` +
    `<div class="notebook-body"><pre dir="ltr" class="notebook-source"><code>${source}</code></pre>${cutNote}` +
    (outputs ? `<div class="notebook-outputs">${outputs}</div>` : "") +
    `</div></div>`
  );
}

/** @param {Output} output @param {number | null} executionCount @param {CellRenderers} renderers */
async function outputHtml(output, executionCount, renderers) {
  if (output.kind === "note") return noteMarker(output.key, output.values);
  if (output.kind === "image") {
    const alt = executionCount === null ? altMarker("notebook.image") : altMarker("notebook.imageOfCell", { cell: executionCount });
    return `<img class="notebook-image" src="data:${output.mime};base64,${output.base64}" ${alt}>`;
  }
  // Terminal colours (tracebacks are full of them) as styles, never as markup; without them when
  // their markup would be many times the text (a style on every character).
  const lines =
    (await renderers.terminal(output.text, ANSI_HTML_PER_CHARACTER * output.text.length + 1024)) ??
    escapeHtml(output.text.replace(/\x1b\[[0-9;:]*[A-Za-z]/g, "").replace(CONTROL, ""));
  const cutNote = output.cut ? noteMarker("notebook.cutOutput", { characters: OUTPUT_CHARACTERS }) : "";
  return `<pre dir="ltr" class="${output.error ? "notebook-output notebook-error" : "notebook-output"}">${lines}</pre>${cutNote}`;
}

/**
 * What a parser makes of `source` within its budget; null (shown as text) when the source nests
 * too deeply for one, or the output would pass the budget.
 * @param {string} source @param {Renderer} render
 */
function parsed(source, render) {
  return nestsTooDeeply(source) ? null : render(source, budgetOf(source));
}

/** A cell's share of the output budget: as output-budget.mjs allows a text, without the page's allowance. @param {string} text */
const budgetOf = (text) => 32 * text.length + 1024;

/** The code cells' language: the kernel's, else the language's info, else Python (Jupyter's own). @param {unknown} metadata */
function languageOf(metadata) {
  const kernel = isObject(metadata) && isObject(metadata.kernelspec) ? metadata.kernelspec.language : undefined;
  const info = isObject(metadata) && isObject(metadata.language_info) ? metadata.language_info.name : undefined;
  const named = [kernel, info].find((name) => typeof name === "string" && name.trim() !== "" && name.length <= LANGUAGE_CHARACTERS);
  return typeof named === "string" ? named.trim() : "python";
}

/**
 * nbformat's multiline strings: a string, or a list of strings to join; anything else is no text.
 * A list is joined until it passes `enough` characters: the rest of a huge list is never joined.
 * @param {unknown} value @param {number} [enough]
 */
function textOf(value, enough = Math.max(SOURCE_CHARACTERS, OUTPUT_CHARACTERS)) {
  if (typeof value === "string") return value;
  if (!Array.isArray(value)) return "";
  let text = "";
  for (const part of value) {
    if (typeof part === "string") text += part;
    if (text.length > enough) break;
  }
  return text;
}

/** @param {string} text @param {number} limit */
function bounded(text, limit) {
  if (text.length <= limit) return { text, cut: false };
  const code = text.charCodeAt(limit - 1);
  // Not between the halves of a surrogate pair.
  return { text: `${text.slice(0, code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit)}…`, cut: true };
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
