import { languages, popularLanguageNames } from "../languages/data";
import type { EditorLanguage } from "./languages";
import { processSingleton } from "../core/process-state";

// Server side only: Linguist's data stays on the server; pages hand the editor this list.

/**
 * Every language as the editor needs it: the popular ones first, in the order of interface.md
 * 4.4 (Autodetect, Text, C, …), then all others by name. Aliases equal to the lower-cased name
 * are left out (the name already matches them), which keeps the page small.
 */
export function editorLanguages(): EditorLanguage[] {
  return processSingleton("editorLanguages", compactLanguages);
}

function compactLanguages(): EditorLanguage[] {
  const rank = new Map(popularLanguageNames.map((name, index) => [name.toLowerCase(), index]));
  const compact = languages.map((language) => ({
    name: language.name,
    aliases: language.aliases.filter((alias) => alias !== language.name.toLowerCase()),
    extensions: [...language.extensions],
    popular: rank.has(language.name.toLowerCase()),
  }));
  const popular = compact
    .filter((language) => language.popular)
    .sort((a, b) => rank.get(a.name.toLowerCase())! - rank.get(b.name.toLowerCase())!);
  return [...popular, ...compact.filter((language) => !language.popular)];
}
