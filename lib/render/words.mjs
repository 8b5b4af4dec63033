// The words a render thread puts in a rendering (a note on what a big table or notebook leaves out,
// a table's "Column 3", a notebook image's alt text) are kept with the rendering, which every
// reader shares whatever their language. So the thread writes no words: it leaves a marker naming
// a message of the `render` catalogue and its values, and the page puts the words in, in the
// reader's language (lib/render/in-readers-words.ts). A user's text cannot make a marker: everything of
// theirs in a table or a notebook is escaped or Markdown without raw HTML, and a marker can only
// ever say one of those messages.

/** @type {Record<string, string>} */
const entities = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** @param {string} text */
const escapeAttribute = (text) => text.replace(/[&<>"']/g, (character) => entities[character] ?? character);

/** @typedef {Record<string, string | number>} MessageValues */

/**
 * Text the page replaces with the message `key` (of the `render` catalogue) in the reader's words.
 * @param {string} key @param {MessageValues} [values]
 */
export const wordsMarker = (key, values = {}) =>
  `<span data-message="${key}" data-values="${escapeAttribute(JSON.stringify(values))}"></span>`;

/**
 * An element's attributes the page replaces with `alt="…"`, the message `key` in the reader's words.
 * @param {string} key @param {MessageValues} [values]
 */
export const altMarker = (key, values = {}) => `data-alt-message="${key}" data-values="${escapeAttribute(JSON.stringify(values))}"`;

/** A note in a rendering: a paragraph of the message `key`. @param {string} key @param {MessageValues} [values] */
export const noteMarker = (key, values) => `<p class="render-note">${wordsMarker(key, values)}</p>`;
