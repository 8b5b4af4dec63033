import { badRequest } from "../errors";
import { findLanguage } from "../languages/resolve";
import { v2NameOfLanguage } from "../languages/v2-names";

// Languages on the older surfaces (/api/v2, /paste, /api/paste): they take our names and the
// original v2 ones, refuse unknown ones the way the original did (400, not v3's 404), and answer
// with the original name wherever there is one, so clients that check names against their own
// copy of the original list keep working.

/** Our name of the language an older client sent; absent stays absent (the default applies). */
export function legacyLanguageInput(input: string | null | undefined): string | undefined {
  if (input === null || input === undefined) return undefined;
  const language = findLanguage(input);
  if (!language) throw badRequest("invalid language value.");
  return language.name;
}

/** How an older client is told the language: its original v2 name, else ours. */
export function legacyLanguageName(name: string): string {
  return v2NameOfLanguage(name) ?? name;
}
