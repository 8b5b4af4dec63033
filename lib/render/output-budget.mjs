// What a render thread may send back for a text: every renderer's output (highlighted code,
// terminal colours, Markdown's HTML) is bounded by its input, at most OUTPUT_PER_INPUT_CHARACTER
// characters per character of text plus OUTPUT_ALLOWANCE, and is checked on the render thread,
// while it is built and before it is posted: a text built to blow its output up (a style repeated
// 20,000 times on every span, a table whose rows are padded to a thousand columns) ends as
// "over budget", which is shown as plain text and kept, instead of as hundreds of megabytes the
// server's thread would have to take in. Ordinary code comes to 3 to 6 characters per
// character; the densest honest output (one-character tokens, escaped quotes, a long run of
// short coloured lines) stays below 20.

export const OUTPUT_PER_INPUT_CHARACTER = 32;
export const OUTPUT_ALLOWANCE = 64 * 1024;

/**
 * The deepest nesting of brackets a parser is given: Markdown's link labels and the grammars'
 * bracket matching are quadratic in it, so `[`×32,000 would take its whole deadline (twice on a
 * Markdown page: highlighted and previewed) to end as plain text anyway. No text written by
 * hand nests a thousand deep.
 */
export const MAX_NESTING = 1_000;

/** The most characters of output a render of `text` may produce. @param {string} text */
export const outputBudget = (text) => OUTPUT_PER_INPUT_CHARACTER * text.length + OUTPUT_ALLOWANCE;

/** Thrown by a renderer whose output would pass its budget. */
export class OverBudget extends Error {
  constructor() {
    super("the rendering is larger than its budget");
    this.name = "OverBudget";
  }
}

/** Whether brackets of `text` ([, ( and { together) nest deeper than MAX_NESTING. @param {string} text */
export function nestsTooDeeply(text) {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text.charCodeAt(index);
    if (character === 0x5b || character === 0x28 || character === 0x7b) {
      if (++depth > MAX_NESTING) return true;
    } else if ((character === 0x5d || character === 0x29 || character === 0x7d) && depth > 0) depth--;
  }
  return false;
}
