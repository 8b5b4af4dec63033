import { type EditorLanguage, languageForFilename } from "./languages";

/**
 * The language a pasty takes as its title is typed: when the title's extension names a language
 * other than the one the title named before the keystroke ("main.p" → "main.py"), that one;
 * otherwise null, so a language chosen by hand stays until the extension changes. Only titles
 * with an extension count: a title "go" is a word, not a file name.
 */
export function languageFromTitle(list: readonly EditorLanguage[], previousTitle: string, title: string): string | null {
  const named = (text: string) => (/\.[^./\\]+$/.test(text) ? languageForFilename(list, text) : undefined);
  const language = named(title);
  return language && language !== named(previousTitle) ? language : null;
}
