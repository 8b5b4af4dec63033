/** What a paste without a title is called, the one spelling of every page, list and file (issue 43). */
export const UNTITLED_PASTE = "Untitled paste";

/** A paste's title, or UNTITLED_PASTE when it has none. */
export function pasteName(title: string): string {
  return title.trim() || UNTITLED_PASTE;
}

/**
 * What a pasty is called: its title, or "Pasty 2" (its position) when it has none — the same in
 * the editor's tabs, on the paste pages, the diff pages, the comments and in the embed. In
 * English, as the API and file names have it; a page says it in the reader's words with pastyNameIn.
 */
export function pastyName(title: string, index: number): string {
  return pastyNameIn(title, index, (number) => `Pasty ${number}`);
}

/** pastyName in a reader's words: `numbered` says "Pasty 2" in their language (paste.pastyNumber). */
export function pastyNameIn(title: string, index: number, numbered: (number: number) => string): string {
  return title.trim() || numbered(index + 1);
}

/**
 * A pasty's name on a page (pastyNameIn) and whether it is its title: people's words, which the
 * page marks translate="no", where a name by its place is the page's own words, to be translated.
 */
export function pastyLabelIn(title: string, index: number, numbered: (number: number) => string): { name: string; titled: boolean } {
  return { name: pastyNameIn(title, index, numbered), titled: title.trim() !== "" };
}

/** A pasty of a diff (diff-view.ts's PastyDiff) across the edit, named at each side's position. */
export function diffPastyName(
  diff: { oldTitle: string | null; newTitle: string | null; oldIndex: number | null; newIndex: number | null },
  numbered: (number: number) => string,
): string {
  const nameAt = (title: string | null, index: number | null) => (index === null ? null : pastyNameIn(title ?? "", index, numbered));
  return pastyNameAcrossEdit(nameAt(diff.oldTitle, diff.oldIndex), nameAt(diff.newTitle, diff.newIndex));
}

/**
 * A pasty across an edit: its one name, or "old → new" when the edit renamed it (an added or a
 * removed pasty has one side only). The names are those of pastyName, at each side's position.
 */
export function pastyNameAcrossEdit(oldName: string | null, newName: string | null): string {
  if (oldName !== null && newName !== null && oldName !== newName) return `${oldName} → ${newName}`;
  return (newName ?? oldName)!;
}
