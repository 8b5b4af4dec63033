import { notFound } from "../core/errors";
import { AUTODETECT, type Language, languages, popularLanguageNames } from "./data";
import { languageNameOfV2 } from "./v2-names";

// Resolves what a user typed (a name, an alias or an extension) to one language, the same way
// for /langs/:name and for every `language` input (behaviour.md, "Languages"), original v2
// names included (./v2-names.ts).

const key = (value: string) => value.trim().toLowerCase();
const popularRank = new Map(popularLanguageNames.map((name, index) => [key(name), index]));

const byName = new Map<string, Language>();
const byAlias = new Map<string, Language[]>();
const byExtension = new Map<string, Language[]>();

function add(index: Map<string, Language[]>, name: string, language: Language): void {
  const list = index.get(name);
  if (list) list.push(language);
  else index.set(name, [language]);
}

for (const language of languages) {
  byName.set(key(language.name), language);
  for (const alias of language.aliases) add(byAlias, key(alias), language);
  for (const extension of language.extensions) add(byExtension, key(extension.replace(/^\./, "")), language);
}

/**
 * Among languages sharing an alias or extension, the one a programmer means: a popular one (in
 * the popular list's order), then one whose primary extension it is, then the first by name
 * (the candidates are already in name order).
 */
function preferred(candidates: readonly Language[], extension?: string): Language | undefined {
  const rank = (language: Language) => popularRank.get(key(language.name)) ?? Number.POSITIVE_INFINITY;
  const popular = [...candidates].sort((a, b) => rank(a) - rank(b))[0];
  if (popular && rank(popular) !== Number.POSITIVE_INFINITY) return popular;
  if (extension !== undefined) {
    const primary = candidates.find((language) => key(language.extensions[0] ?? "") === `.${extension}`);
    if (primary) return primary;
  }
  return candidates[0];
}

/** The language `input` names, or undefined. */
export function findLanguage(input: string): Language | undefined {
  const wanted = key(input);
  if (wanted === "") return undefined;
  const named = byName.get(wanted);
  if (named) return named;
  // Older clients send the original service's names ("Plain Text", "MS SQL", "Vue.js Component").
  const renamed = languageNameOfV2(wanted);
  if (renamed) return byName.get(key(renamed));
  const aliased = byAlias.get(wanted);
  if (aliased) return preferred(aliased);
  const extension = wanted.replace(/^\./, "");
  const extended = byExtension.get(extension);
  return extended ? preferred(extended, extension) : undefined;
}

/**
 * The language a file name's extension names (`main.tsx` → TSX), or undefined: only the part
 * after the last dot counts, so a title like "notes on Python" names nothing.
 */
export function languageOfFileName(name: string): Language | undefined {
  const extension = /\.([\w+#-]+)$/u.exec(name.trim())?.[1];
  if (!extension) return undefined;
  const candidates = byExtension.get(key(extension));
  return candidates ? preferred(candidates, key(extension)) : undefined;
}

/** The language `input` names, or 404 "The language was not found.". */
export function resolveLanguage(input: string): Language {
  const language = findLanguage(input);
  if (!language) throw notFound("The language was not found.");
  return language;
}

export function isAutodetect(language: Language): boolean {
  return language.name === AUTODETECT;
}
