// What a cell of a CSV or TSV table holds, as both its renderer (table.mjs, on the render thread:
// is the first row a header?) and the browser that sorts it (components/paste/sortable-table.tsx)
// read it. Plain JavaScript without imports, so the render thread and the browser load it as is.

// A number as people write one in a table: a sign, digits with or without thousands commas, a
// decimal point, an exponent. A comma as decimal point ("3,14") stays text: it cannot be told
// from a thousands comma, and a column that mixes both would sort wrongly either way.
const NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d*)?(?:[eE][+-]?\d+)?$/;

/** The number `text` writes, or null when it is no number. @param {string} text @returns {number | null} */
export function numberIn(text) {
  const trimmed = text.trim();
  if (!/\d/.test(trimmed) || !NUMBER.test(trimmed)) return null;
  const value = Number(trimmed.replaceAll(",", ""));
  return Number.isFinite(value) ? value : null;
}

/**
 * The order of two cells in a column sorted ascending: numbers by value before text, text in
 * the reader's language with the digits in it as numbers ("item 2" before "item 10").
 * @param {string} a @param {string} b @returns {number}
 */
export function compareCells(a, b) {
  const numberA = numberIn(a);
  const numberB = numberIn(b);
  if (numberA !== null && numberB !== null) return numberA - numberB;
  if (numberA !== null) return -1;
  if (numberB !== null) return 1;
  return a.localeCompare(b, undefined, { numeric: true, sensitivity: "base" });
}
