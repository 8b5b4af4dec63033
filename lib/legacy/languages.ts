import { badRequest } from "../core/errors";
import type { Language } from "../languages/data";
import { findLanguage } from "../languages/resolve";
import { languageNameOfV2, originalV2Name, v2NameOfLanguage } from "../languages/v2-names";

// Languages on the older surfaces (/api/v2, /paste, /api/paste): they take our names and the
// original v2 ones, refuse unknown ones the way the original did (400, not v3's 404), and answer
// with the original name wherever there is one, so clients that check names against their own
// copy of the original list keep working.

/**
 * The language an older client sent, checked; absent stays absent (the default applies). It is
 * passed on as sent, so that the paste remembers which original name the client chose.
 */
export function legacyLanguageInput(input: string | null | undefined): string | undefined {
  if (input === null || input === undefined) return undefined;
  legacyLanguage(input);
  return input;
}

/** The language an older client names, or its 400 `invalid language value.`. */
export function legacyLanguage(input: string): Language {
  const language = findLanguage(input);
  if (!language) throw badRequest("invalid language value.");
  return language;
}

/**
 * How an older client is told the language: the original name it chose when that still means
 * the pasty's language, else the original name of ours, else ours.
 */
export function legacyLanguageName(name: string, chosen?: string | null): string {
  const original = chosen ? originalV2Name(chosen) : undefined;
  if (original && languageNameOfV2(original)?.toLowerCase() === name.toLowerCase()) return original;
  return v2NameOfLanguage(name) ?? name;
}
