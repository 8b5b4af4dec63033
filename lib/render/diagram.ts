import { TEXT } from "../languages/data";
import { findLanguage } from "../languages/resolve";

// Which pasties are Mermaid diagrams (the page loader asks; what may be drawn is ./diagram-limits.ts).

const MERMAID = "Mermaid";

/**
 * Whether a pasty is a diagram: its language is Mermaid, or it is plain text with a Mermaid
 * file name (.mmd, .mermaid: a gist's file sent without a language).
 */
export function isDiagramPasty(languageName: string, title: string): boolean {
  const language = findLanguage(languageName)?.name;
  if (language === MERMAID) return true;
  return language === TEXT && /\.(mmd|mermaid)$/i.test(title.trim());
}
