import * as linguist from "linguist-languages";

/** A language as the v3 API serves it (interface.md 2.6). */
export interface Language {
  name: string;
  type: string | null;
  aliases: string[];
  codemirrorMode: string | null;
  codemirrorMimeType: string | null;
  wrap: boolean;
  extensions: string[];
  color: string | null;
  tmScope: string | null;
}

export const AUTODETECT = "Autodetect";
export const TEXT = "Text";
/** Linguist's language of .ipynb files, shown as a notebook on the read pages (lib/render/notebook.mjs). */
export const JUPYTER_NOTEBOOK = "Jupyter Notebook";

const autodetect: Language = {
  name: AUTODETECT,
  type: null,
  aliases: ["autodetect"],
  codemirrorMode: null,
  codemirrorMimeType: null,
  wrap: false,
  extensions: [],
  color: null,
  tmScope: null,
};

/**
 * Terminal output with its escape sequences (colours, bold, underline): no Linguist language, so
 * added here. Its pasties are shown with their colours (lib/render/ansi.mjs); raw keeps the bytes.
 */
export const ANSI = "ANSI";

const ansi: Language = {
  name: ANSI,
  type: "data",
  aliases: ["ansi", "terminal", "terminal-output"],
  codemirrorMode: null,
  codemirrorMimeType: null,
  wrap: false,
  extensions: [".ansi", ".ans"],
  color: null,
  tmScope: null,
};

/** interface.md 4.4, exactly as listed there (including the spelling "Yaml"). */
export const popularLanguageNames: readonly string[] = [
  "Autodetect",
  "Text",
  "C",
  "C#",
  "C++",
  "CSS",
  "D",
  "Dart",
  "Go",
  "Haskell",
  "HTML",
  "Java",
  "JavaScript",
  "JSON",
  "Kotlin",
  "Markdown",
  "Objective-C",
  "Perl",
  "PHP",
  "PowerShell",
  "Python",
  "Ruby",
  "Rust",
  "Scala",
  "Shell",
  "Swift",
  "TypeScript",
  "Yaml",
];

type LinguistEntry = (typeof linguist)[keyof typeof linguist];

function toLanguage(entry: LinguistEntry): Language {
  const data = entry as Partial<Record<string, unknown>> & { name: string; type: string };
  const text = (key: string) => (typeof data[key] === "string" ? data[key] : null);
  const list = (key: string) => (Array.isArray(data[key]) ? [...(data[key] as string[])] : []);
  return {
    name: data.name,
    type: data.type,
    aliases: list("aliases"),
    codemirrorMode: text("codemirrorMode"),
    codemirrorMimeType: text("codemirrorMimeType"),
    wrap: data.wrap === true,
    extensions: list("extensions"),
    color: text("color"),
    tmScope: text("tmScope"),
  };
}

const byName = (a: Language, b: Language) => a.name.localeCompare(b.name, "en", { sensitivity: "base" });

/** Autodetect first, then every Linguist language and ANSI sorted by name. Built once, never mutated. */
export const languages: readonly Language[] = Object.freeze([
  autodetect,
  ...[ansi, ...Object.values(linguist).map(toLanguage)].sort(byName),
]);
