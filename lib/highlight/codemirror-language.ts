import { LanguageDescription } from "@codemirror/language";
import { languages as codemirrorLanguages } from "@codemirror/language-data";

const PLAIN_TEXT = "Text";
/** A notebook's source is JSON, and Linguist names no grammar CodeMirror knows for it. */
const JUPYTER_NOTEBOOK = "Jupyter Notebook";

/** What we know of a paste's language: its Linguist name, aliases and file extensions. */
export interface LanguageKey {
  name: string;
  aliases?: readonly string[];
  extensions?: readonly string[];
}

/**
 * The CodeMirror grammar for a Linguist language: by name, then by alias, then by file extension
 * (Linguist's "Vue" is CodeMirror's "Vue", but many Linguist dialects are only found through
 * their extensions). Shared by the editor and the server-side highlighter, so
 * a paste looks the same while written and when read. Null: plain text.
 */
export function codemirrorLanguageFor(language: LanguageKey): LanguageDescription | null {
  // Linguist lists odd extensions for plain text (.fr, .nb, …) that other grammars claim.
  if (language.name === PLAIN_TEXT) return null;
  if (language.name === JUPYTER_NOTEBOOK) return LanguageDescription.matchLanguageName(codemirrorLanguages, "JSON", false);
  for (const name of [language.name, ...(language.aliases ?? [])]) {
    const found = LanguageDescription.matchLanguageName(codemirrorLanguages, name, false);
    if (found) return found;
  }
  for (const extension of language.extensions ?? []) {
    const found = LanguageDescription.matchFilename(codemirrorLanguages, `file${extension}`);
    if (found) return found;
  }
  return null;
}

/** The grammar a file name suggests (dropped files), with CodeMirror's own name for it. */
export function codemirrorLanguageForFilename(filename: string): LanguageDescription | null {
  return LanguageDescription.matchFilename(codemirrorLanguages, filename);
}
