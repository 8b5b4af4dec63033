// Private keys in any PEM-like armour, however they were pasted: PKCS#1, SEC1 (`EC PRIVATE
// KEY`), PKCS#8 of any algorithm (Ed25519 and X25519 bodies are only 64 characters),
// `ENCRYPTED PRIVATE KEY`, traditional encrypted PEM (`Proc-Type:` headers), OpenSSH, PGP and
// SSH2 blocks; written one string per line (`"…\n" +`, `"…",`), behind comment prefixes (`// `,
// `# `, ` * `), escaped on one line (`\n` in JSON), indented, or cut off before their END line.
// secretlint's rule wants an unbroken block of 100+ characters starting `MI`, and missed all of
// those (issue 24).
//
// From each BEGIN marker the text after it is walked one character at a time and the walk stops
// at the first character a key's body cannot hold, so every character is looked at a bounded
// number of times whatever the text: scanning stays linear.

const BEGIN = /-{4,5} ?BEGIN (?:[A-Z0-9]{1,12} ){0,3}PRIVATE KEY(?: BLOCK)? ?-{4,5}/g;
const END = /-{4,5} ?END (?:[A-Z0-9]{1,12} ){0,3}PRIVATE KEY(?: BLOCK)? ?-{4,5}/y;
// A line's prefix before the key's text: indentation, a comment marker, a concatenation operator
// or list separator, a string's opening quote (with Python's b/r/u/f).
const LINE_PREFIX = /[ \t]*(?:\/\/+|\/\*+|#+|\*+|;+|--(?=[ \t])|%+|>+)?[ \t]*(?:[+,(][ \t]*)?(?:[bBrRuUf]?["'`])?/y;
// An armour header (`Proc-Type: 4,ENCRYPTED`, `DEK-Info: …`, `Comment: …`, `Version: …`): the
// rest of its line, or up to a space when the key was written on one line.
const HEADER_LINE = /[A-Za-z][A-Za-z0-9-]{0,40}: ?[^\n\\]{0,200}/y;
const HEADER_WORD = /[A-Za-z][A-Za-z0-9-]{0,40}: ?[^\s\\]{0,200}/y;
// After a closing quote: concatenation, separators, a closing bracket, up to the end of the line.
const AFTER_QUOTE = /[ \t]*[+,;)\]]*[ \t]*/y;

/** A key body is at least this long (an Ed25519 key's is 64) and holds a run this long. */
const MIN_BODY_RUN = 40;
/** Bits per character a body has at least (random base64 has ~6; `AAAA…` placeholders ~0). */
const MIN_BODY_ENTROPY = 4;
/** The longest body walked (a PGP block with subkeys is ~10 KB), and lines of headers. */
const MAX_KEY_CHARS = 64 * 1024;
const MAX_HEADERS = 10;

const isBase64 = (/** @type {number} */ code) =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 43 || code === 47 || code === 61;

/** The base64 of a body, in runs of 4+ characters (shorter ones are decoration: a `+` of concatenation). */
class Body {
  /** @type {Map<string, number>} */
  counts = new Map();
  length = 0;
  longestRun = 0;

  /** @param {string} text @param {number} start @param {number} end */
  addRun(text, start, end) {
    for (let index = start; index < end && this.length < 4096; index++) {
      const character = text.charAt(index);
      this.counts.set(character, (this.counts.get(character) ?? 0) + 1);
    }
    this.length += end - start;
    if (end - start > this.longestRun) this.longestRun = end - start;
  }

  get isKey() {
    if (this.longestRun < MIN_BODY_RUN) return false;
    const total = Math.min(this.length, 4096);
    let bits = 0;
    for (const count of this.counts.values()) bits -= (count / total) * Math.log2(count / total);
    return bits >= MIN_BODY_ENTROPY;
  }
}

/**
 * The key whose BEGIN marker ends at `from`: `end` is where it ends (its END marker's end, or,
 * when the END line is missing, the end of its last line of base64) or -1 when no key body
 * follows the marker; `stop` is where the walk stopped.
 * @param {string} text @param {number} from @returns {{ end: number, stop: number }}
 */
function walkKey(text, from) {
  const limit = Math.min(text.length, from + MAX_KEY_CHARS);
  const body = new Body();
  let run = 0;
  // Runs of 4+ base64 characters on the current line, where the last ended, and the end of the
  // last line that was one such run.
  let lineRuns = 0;
  let lineRunEnd = -1;
  let lastLineEnd = -1;
  let lineHasText = false;
  let atLineStart = false;
  let headers = 0;
  let blankLines = 0;
  let position = from;
  const endRun = () => {
    if (run >= 4) {
      body.addRun(text, position - run, position);
      lineRuns++;
      lineRunEnd = position;
    }
    run = 0;
  };
  const stopHere = () => {
    endRun();
    // Cut off before its END line: the key ends with its last line of base64 (a line of words
    // after it, such as code, is not part of it).
    const end = lineRuns === 1 ? lineRunEnd : lastLineEnd >= 0 ? lastLineEnd : lineRunEnd;
    return { end: body.isKey ? end : -1, stop: position };
  };
  while (position < limit) {
    if (atLineStart) {
      atLineStart = false;
      LINE_PREFIX.lastIndex = position;
      const prefix = LINE_PREFIX.exec(text);
      if (prefix) position = LINE_PREFIX.lastIndex;
      // A line of only a quote or a comment mark (`"` closing a `"…\n"` string) is no blank line.
      if (prefix && /\S/.test(prefix[0])) lineHasText = true;
    }
    if (body.length === 0 && run === 0 && headers < MAX_HEADERS) {
      const header = lineHasText ? HEADER_WORD : HEADER_LINE;
      header.lastIndex = position;
      if (header.exec(text)) {
        headers++;
        position = header.lastIndex;
        lineHasText = true;
        continue;
      }
    }
    const code = text.charCodeAt(position);
    if (isBase64(code)) {
      run++;
      position++;
      lineHasText = true;
      continue;
    }
    endRun();
    if (code === 45 /* - */) {
      END.lastIndex = position;
      if (!END.exec(text)) return stopHere();
      return { end: body.isKey ? END.lastIndex : -1, stop: END.lastIndex };
    }
    const newline = code === 10 ? 1 : code === 92 && text[position + 1] === "n" ? 2 : 0;
    if (newline > 0) {
      if (!lineHasText && (body.length > 0 || ++blankLines > 2)) return stopHere();
      if (lineRuns === 1) lastLineEnd = lineRunEnd;
      else if (lineRuns > 1) lastLineEnd = -1;
      lineRuns = 0;
      lineHasText = false;
      atLineStart = true;
      position += newline;
      continue;
    }
    if (code === 32 || code === 9 || code === 13) position++;
    // An escaped \r before an escaped \n, or a shell line continuation.
    else if (code === 92 && text[position + 1] === "r") position += 2;
    else if (code === 92 && text[position + 1] === "\n") position++;
    else if (code === 34 || code === 39 || code === 96 || code === 44 || code === 59) {
      // A closing quote (or a separator), maybe followed by concatenation and separators.
      lineHasText = true;
      AFTER_QUOTE.lastIndex = position + 1;
      AFTER_QUOTE.exec(text);
      position = AFTER_QUOTE.lastIndex;
    } else return stopHere();
  }
  return stopHere();
}

/**
 * The private keys in `text`: `{ kind: "private-key", start, end }` from the BEGIN marker on.
 * @param {string} text
 */
export function findPrivateKeys(text) {
  /** @type {{ kind: "private-key", start: number, end: number }[]} */
  const found = [];
  BEGIN.lastIndex = 0;
  for (let match = BEGIN.exec(text); match; match = BEGIN.exec(text)) {
    const { end, stop } = walkKey(text, BEGIN.lastIndex);
    if (end > 0) found.push({ kind: "private-key", start: match.index, end });
    BEGIN.lastIndex = Math.max(BEGIN.lastIndex, stop);
  }
  return found;
}
