// What a search query means, in the index's own terms (migration 20261123032418_paste_search):
// whitespace separates words, all of which must match; inside a word ASCII punctuation separates
// parts, which must follow each other (`snake_case_name`, `React.useEffect`). The query's last
// part, the one being typed, matches every indexed word it begins (`useEff` finds `useEffect`)
// when it has three characters or more; every other part matches whole words. A prefix is a
// union of every word it begins in the GIN index, so only one part pays for it, and one or two
// letters, which begin half the index, never do.

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

/** The part matched by prefix, if any: the last one, when it is long enough. */
function prefixPart(query: SearchQuery): string | null {
  const last = query.words.at(-1)?.at(-1);
  return last !== undefined && [...last].length >= MIN_PREFIX_LENGTH ? last : null;
}

/**
 * The tsquery text for to_tsquery('simple', …), which lower-cases each part the way to_tsvector
 * did when indexing. `tags: false` leaves out words found only in tags (weight A): tags are shown
 * to the owner alone, so nobody else may find a paste by them.
 */
export function tsqueryText(query: SearchQuery, options: { tags: boolean }): string {
  const weights = options.tags ? "" : "BCD";
  const lastWord = query.words.length - 1;
  const operand = (part: string, prefix: boolean) => {
    const suffix = (prefix ? "*" : "") + weights;
    // Parts hold no ASCII punctuation, so no quote or backslash needs escaping.
    return `'${part}'${suffix ? `:${suffix}` : ""}`;
  };
  const prefix = prefixPart(query);
  return query.words
    .map(
      (parts, word) =>
        `(${parts.map((part, index) => operand(part, prefix !== null && word === lastWord && index === parts.length - 1)).join(" <-> ")})`,
    )
    .join(" & ");
}

/** A character in either case: the patterns below must see case where camelCase begins. */
function anyCase(character: string): string {
  const lower = character.toLowerCase();
  const upper = character.toUpperCase();
  return lower === upper ? character : `[${lower}${upper}]`;
}

// Where an indexed word can begin: the start, after a separator, or where a camelCase part does
// (`useEffect` → `Effect`, `XMLHttp` → `Http`).
const WORD_START = "(?:^|(?<=[\\x01-\\x2F\\x3A-\\x40\\x5B-\\x60\\x7B-\\x7F])|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z]))";

/** The part most likely to find the matched line: the longest (the rarest, as a rule). */
export function longestPart(query: SearchQuery): string {
  return query.words.flat().reduce((longest, part) => ([...part].length > [...longest].length ? part : longest));
}

/**
 * A JavaScript pattern for the places a part of the query begins a word, taking in the rest of
 * that word part (the snippet's marks).
 */
export function highlightPattern(query: SearchQuery): RegExp {
  const prefix = prefixPart(query);
  const partPattern = (part: string) => {
    const letters = [...part].map(anyCase).join("");
    return part === prefix ? `${letters}[a-z0-9]*` : `${letters}(?![a-z0-9])`;
  };
  const parts = [...new Set(query.words.flat())].sort((a, b) => b.length - a.length);
  return new RegExp(`${WORD_START}(?:${parts.map(partPattern).join("|")})`, "gu");
}
