// CSV and TSV pasties as a table (issue 47), made on the render thread (render-worker.mjs), so a
// hostile text costs that thread only, within the pool's deadline. Papa Parse reads the text:
// quoted fields as RFC 4180 has them (delimiters, quotes and line breaks inside quotes), the
// delimiter guessed among , ; tab and |. The first row is taken as the header when it looks like
// one (see looksLikeHeader); otherwise the columns are numbered.
//
// Bounded by construction, whatever the text: at most TABLE_ROWS rows of TABLE_COLUMNS columns,
// each cell cut at CELL_CHARACTERS, and no more rows once the table's HTML passes TABLE_HTML_CHARACTERS
// (a 2 MB CSV makes a table of at most about half a megabyte, not a 50 MB page). What is left out
// is said above the table; the source view and Raw have all of it. Every cell is escaped text: a
// formula (`=HYPERLINK(…)`) or markup in a cell is shown as written, never as a link or an element.
import Papa from "papaparse";
import { numberIn } from "./table-cells.mjs";
import { noteMarker, wordsMarker } from "./words.mjs";

export const TABLE_ROWS = 500;
export const TABLE_COLUMNS = 50;
export const CELL_CHARACTERS = 200;
export const TABLE_HTML_CHARACTERS = 512 * 1024;

/** @type {Record<string, string>} */
const entities = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => entities[character] ?? character);

/** The delimiters guessed, the format's own first: a tie between two goes to the first. */
const DELIMITERS = { CSV: [",", ";", "\t", "|"], TSV: ["\t", ",", ";", "|"] };

/**
 * `text` as the HTML of a table (a note on what was left out, then the table), or null when it
 * holds no row at all.
 * @param {string} text @param {"CSV" | "TSV"} format @returns {string | null}
 */
export function tableHtml(text, format) {
  const { kept, rows, columns, cutCells, quotesUnbalanced } = parseBounded(text, format);
  if (rows === 0) return null;
  const header = looksLikeHeader(kept) ? kept[0] : null;
  const body = header ? kept.slice(1) : kept;
  const totalRows = header ? rows - 1 : rows;
  const shownColumns = Math.min(columns, TABLE_COLUMNS);

  // A column without a name is numbered in the reader's words (words.mjs).
  const names = Array.from({ length: shownColumns }, (_, index) =>
    header?.[index] ? escapeHtml(header[index]) : wordsMarker("table.column", { number: index + 1 }),
  );
  const head = names.map((name) => `<th scope="col"><button type="button">${name}</button></th>`).join("");
  let rowsHtml = "";
  let shownRows = 0;
  for (const row of body) {
    if (shownRows === TABLE_ROWS || rowsHtml.length > TABLE_HTML_CHARACTERS) break;
    let cells = "";
    for (let index = 0; index < shownColumns; index++) cells += `<td>${escapeHtml(row[index] ?? "")}</td>`;
    rowsHtml += `<tr>${cells}</tr>`;
    shownRows++;
  }

  const notes = [];
  const cutRows = shownRows < totalRows;
  const cutColumns = shownColumns < columns;
  if (cutRows || cutColumns) {
    const values = { shownRows, totalRows, shownColumns, columns };
    notes.push(noteMarker(cutRows && cutColumns ? "table.cutRowsAndColumns" : cutRows ? "table.cutRows" : "table.cutColumns", values));
  }
  if (cutCells) notes.push(noteMarker("table.cutCells", { characters: CELL_CHARACTERS }));
  if (quotesUnbalanced) notes.push(noteMarker("table.quotesUnbalanced"));
  const note = notes.join("");
  return `${note}<table><thead><tr>${head}</tr></thead><tbody>${rowsHtml}</tbody></table>`;
}

/**
 * Reads every row of `text` (to count them) but keeps only the first TABLE_ROWS + 1 (a header
 * and the rows shown), each cut to TABLE_COLUMNS cells of CELL_CHARACTERS: a 10,000-column row or
 * a megabyte cell is never held whole past its own row.
 * @param {string} text @param {"CSV" | "TSV"} format
 */
function parseBounded(text, format) {
  /** @type {string[][]} */
  const kept = [];
  let rows = 0;
  let columns = 0;
  let cutCells = false;
  let quotesUnbalanced = false;
  Papa.parse(text, {
    delimitersToGuess: DELIMITERS[format],
    // Rows with nothing but blanks in them (a trailing line break, a spreadsheet's empty rows) are no rows.
    skipEmptyLines: "greedy",
    step: (/** @type {Papa.ParseStepResult<string[]>} */ { data, errors }) => {
      rows++;
      columns = Math.max(columns, data.length);
      if (errors.some((error) => error.type === "Quotes")) quotesUnbalanced = true;
      if (kept.length > TABLE_ROWS) return;
      kept.push(
        data.slice(0, TABLE_COLUMNS).map((cell) => {
          if (cell.length <= CELL_CHARACTERS) return cell;
          cutCells = true;
          return `${cutAt(cell, CELL_CHARACTERS)}…`;
        }),
      );
    },
  });
  return { kept, rows, columns, cutCells, quotesUnbalanced };
}

/**
 * Whether the first row names the columns: there is a row after it, and its cells are all filled,
 * all different and none a number. A first row of data may pass too (a name and a city): it
 * then names the columns, and nothing is lost, its cells are on the page all the same.
 * @param {string[][]} rows
 */
function looksLikeHeader(rows) {
  const [first] = rows;
  if (!first || rows.length < 2) return false;
  const names = first.map((cell) => cell.trim());
  return names.every((name) => name !== "" && numberIn(name) === null) && new Set(names).size === names.length;
}

/** The first `length` characters of `text`, without splitting a surrogate pair. @param {string} text @param {number} length */
function cutAt(text, length) {
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}
