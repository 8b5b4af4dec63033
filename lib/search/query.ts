// What a search query means, in the index's own terms (migration 20261123032418_paste_search):
// whitespace separates words, all of which must match; inside a word ASCII punctuation separates
// parts, which must follow each other (`snake_case_name`, `React.useEffect`). A part of three or
// more characters matches every indexed word it begins (`useEff` finds `useEffect`), a shorter
// one only itself, so one letter does not match half the index.

/**
 * ASCII punctuation and control characters: the index's word separators (search_words), and NUL,
 * which PostgreSQL text cannot hold.
 */
const SEPARATORS = /[\x00-\x2F\x3A-\x40\x5B-\x60\x7B-\x7F]+/;
const MIN_PREFIX_LENGTH = 3;
export const MAX_QUERY_WORDS = 8;

export interface SearchQuery {
  /** Each word's parts, in order. */
  words: string[][];
}

/** The query's words, or null when it has nothing to look for (only punctuation). */
export function parseSearchQuery(text: string): SearchQuery | null {
  const words = text
    .split(/\s+/)
    .map((word) => word.split(SEPARATORS).filter(Boolean))
    .filter((parts) => parts.length > 0)
    .slice(0, MAX_QUERY_WORDS);
  return words.length > 0 ? { words } : null;
}

const isPrefix = (part: string) => [...part].length >= MIN_PREFIX_LENGTH;

/**
 * The tsquery text for to_tsquery('simple', …), which lower-cases each part the way to_tsvector
 * did when indexing. `tags: false` leaves out words found only in tags (weight A): tags are shown
 * to the owner alone, so nobody else may find a paste by them.
 */
export function tsqueryText(query: SearchQuery, options: { tags: boolean }): string {
  const weights = options.tags ? "" : "BCD";
  const operand = (part: string) => {
    const suffix = (isPrefix(part) ? "*" : "") + weights;
    // Parts hold no ASCII punctuation, so no quote or backslash needs escaping.
    return `'${part}'${suffix ? `:${suffix}` : ""}`;
  };
  return query.words.map((parts) => `(${parts.map(operand).join(" <-> ")})`).join(" & ");
}

/** A character in either case: the patterns below must see case where camelCase begins. */
function anyCase(character: string): string {
  const lower = character.toLowerCase();
  const upper = character.toUpperCase();
  return lower === upper ? character : `[${lower}${upper}]`;
}

// Where an indexed word can begin: the start, after a separator, or where a camelCase part does
// (`useEffect` → `Effect`, `XMLHttp` → `Http`). The same syntax in PostgreSQL's and JavaScript's
// regular expressions.
const WORD_START =
  "(?:^|(?<=[\\x01-\\x2F\\x3A-\\x40\\x5B-\\x60\\x7B-\\x7F])|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z]))";

function partPattern(part: string): string {
  const letters = [...part].map(anyCase).join("");
  return isPrefix(part) ? letters : `${letters}(?![a-z0-9])`;
}

/** A pattern for the first text where any part of the query begins a word (for regexp_instr). */
export function firstMatchPattern(query: SearchQuery): string {
  const parts = [...new Set(query.words.flat())];
  return `${WORD_START}(?:${parts.map(partPattern).join("|")})`;
}

/** The same, as a JavaScript pattern that also takes in the rest of the matched word part. */
export function highlightPattern(query: SearchQuery): RegExp {
  const parts = [...new Set(query.words.flat())].sort((a, b) => b.length - a.length);
  return new RegExp(`${WORD_START}(?:${parts.map(partPattern).join("|")})[a-z0-9]*`, "gu");
}
