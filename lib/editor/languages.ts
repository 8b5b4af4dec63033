import { codemirrorLanguageForFilename } from "../highlight/codemirror-language";

// The editor's view of the language list: small enough to ship to the browser (the server builds
// it from Linguist's data in compact-languages.ts), rich enough for the language picker, for
// dropped files and for the shared CodeMirror mapping (lib/highlight/codemirror-language.ts).

export interface EditorLanguage {
  name: string;
  aliases: string[];
  /** Each begins with a dot, as Linguist lists them. */
  extensions: string[];
  /** On the popular list (interface.md 4.4); the list puts these first, in that order. */
  popular: boolean;
}

export const AUTODETECT_LANGUAGE = "Autodetect";
export const TEXT_LANGUAGE = "Text";

const fold = (value: string) => value.trim().toLowerCase();

/** The language named `input` (its name, else an alias), case-insensitively. */
export function findEditorLanguage(list: readonly EditorLanguage[], input: string): EditorLanguage | undefined {
  const wanted = fold(input);
  if (wanted === "") return undefined;
  return (
    list.find((language) => fold(language.name) === wanted) ??
    list.find((language) => language.aliases.some((alias) => fold(alias) === wanted))
  );
}

/**
 * Languages matching what someone typed into the picker, best first: an exact name, alias or
 * extension; then names starting with it; then aliases or extensions starting with it; then names
 * containing it. Within a rank the list's own order holds (popular first). Empty query: the list.
 */
export function searchLanguages(list: readonly EditorLanguage[], query: string): EditorLanguage[] {
  const wanted = fold(query);
  if (wanted === "") return [...list];
  const bare = wanted.replace(/^\./, "");
  const rank = (language: EditorLanguage): number => {
    const name = fold(language.name);
    const aliases = language.aliases.map(fold);
    const extensions = language.extensions.map((extension) => fold(extension).slice(1));
    if (name === wanted || aliases.includes(wanted) || extensions.includes(bare)) return 0;
    if (name.startsWith(wanted)) return 1;
    if (aliases.some((alias) => alias.startsWith(wanted))) return 2;
    if (wanted.startsWith(".") && extensions.some((extension) => extension.startsWith(bare))) return 2;
    if (name.includes(wanted)) return 3;
    return Number.POSITIVE_INFINITY;
  };
  return list
    .map((language, index) => ({ language, index, rank: rank(language) }))
    .filter((entry) => entry.rank !== Number.POSITIVE_INFINITY)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.language);
}

/**
 * The language a file name suggests (a dropped file), by the longest extension Linguist knows
 * (`.d.ts` before `.ts`), preferring popular languages, then the one whose primary extension it
 * is; failing that, CodeMirror's file-name patterns (Dockerfile, …). Undefined: no idea.
 */
export function languageForFilename(list: readonly EditorLanguage[], filename: string): string | undefined {
  const base = fold(filename.split(/[\\/]/).pop() ?? "");
  if (base === "") return undefined;
  const exact = list.find((language) => fold(language.name) === base && language.name !== TEXT_LANGUAGE);
  let best: { language: EditorLanguage; length: number; score: number } | undefined;
  list.forEach((language, index) => {
    language.extensions.forEach((extension, position) => {
      const suffix = fold(extension);
      // ".gitignore" style names are whole file names: the extension may be the entire name.
      if (!base.endsWith(suffix)) return;
      // Popular first (the list starts with them, in order), then primary extensions, then order.
      const score = (language.popular ? 0 : 2_000_000) + (position === 0 ? 0 : 1_000_000) + index;
      if (!best || suffix.length > best.length || (suffix.length === best.length && score < best.score)) {
        best = { language, length: suffix.length, score };
      }
    });
  });
  if (best) return best.language.name;
  if (exact) return exact.name;
  const codemirror = codemirrorLanguageForFilename(filename);
  if (!codemirror) return undefined;
  return (findEditorLanguage(list, codemirror.name) ?? codemirror.alias.map((alias) => findEditorLanguage(list, alias)).find(Boolean))
    ?.name;
}

/** A pasty title from a file name: the name itself, cut to the limit keeping the extension. */
export function pastyTitleForFilename(filename: string, max: number): string {
  const base = filename.split(/[\\/]/).pop() ?? filename;
  if (base.length <= max) return base;
  const dot = base.lastIndexOf(".");
  const extension = dot > 0 && base.length - dot <= 12 ? base.slice(dot) : "";
  return base.slice(0, max - extension.length - 1) + "…" + extension;
}
