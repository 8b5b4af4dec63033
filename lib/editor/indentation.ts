// A pasty's indentation in the editor: what Tab inserts and how wide a tab shows, per pasty
// (starting from the settings' defaults), and converting existing content to another choice.

export interface Indentation {
  unit: "spaces" | "tabs";
  width: number;
}

export const INDENT_WIDTHS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

const leading = /^[ \t]*/;

/**
 * The indentation a text uses now: tabs if more indented lines start with a tab than with a
 * space; otherwise spaces, as wide as the smallest step between indented lines (2 for a file
 * indented 2, 4, 6). Null when no line is indented.
 */
export function detectIndentation(text: string): Indentation | null {
  let tabs = 0;
  let spaces = 0;
  let step = 0;
  for (const line of text.split("\n")) {
    const indent = leading.exec(line)![0];
    if (indent === "" || indent.length === line.length) continue;
    if (indent.startsWith("\t")) tabs++;
    else {
      spaces++;
      step = step === 0 ? indent.length : gcd(step, indent.length);
    }
  }
  if (tabs === 0 && spaces === 0) return null;
  return tabs > spaces ? { unit: "tabs", width: 4 } : { unit: "spaces", width: Math.min(Math.max(step, 1), 8) };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * `text` re-indented from `from` to `to`: each line's leading whitespace is read as levels of
 * `from` (a tab is one level, `from.width` spaces are one) and written as levels of `to`;
 * spaces left over (alignment) stay spaces. Only leading whitespace changes.
 */
export function reindent(text: string, from: Indentation, to: Indentation): string {
  const level = to.unit === "tabs" ? "\t" : " ".repeat(to.width);
  return text
    .split("\n")
    .map((line) => {
      const indent = leading.exec(line)![0];
      if (indent === "") return line;
      let columns = 0;
      for (const character of indent) columns += character === "\t" ? from.width - (columns % from.width) : 1;
      const levels = Math.floor(columns / from.width);
      return level.repeat(levels) + " ".repeat(columns - levels * from.width) + line.slice(indent.length);
    })
    .join("\n");
}
