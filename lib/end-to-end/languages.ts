import { TEXT } from "../languages/data";
import { findLanguage, resolveLanguage } from "../languages/resolve";

/** What the page of an E2E paste needs of a pasty's language: its bar colour and file extensions. */
export interface PastyLanguage {
  name: string;
  color: string | null;
  extensions: string[];
}

/**
 * The languages of an E2E paste's pasties, by the name each pasty stores. The names are stored in
 * the clear (the server keeps no text to detect them from), so the server can describe them and
 * the browser need not load the Linguist data to draw the pasty cards and the language bar.
 */
export function pastyLanguagesOf(pasties: readonly { language: string }[]): Record<string, PastyLanguage> {
  return Object.fromEntries(
    pasties.map(({ language: stored }) => {
      // A stored name always resolves unless the Linguist data dropped it since; Text then.
      const language = findLanguage(stored) ?? resolveLanguage(TEXT);
      return [stored, { name: language.name, color: language.color, extensions: language.extensions }];
    }),
  );
}
