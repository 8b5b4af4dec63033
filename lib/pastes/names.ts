/** What a paste without a title is called, the one spelling of every page, list and file (issue 43). */
export const UNTITLED_PASTE = "Untitled paste";

/** A paste's title, or UNTITLED_PASTE when it has none. */
export function pasteName(title: string): string {
  return title.trim() || UNTITLED_PASTE;
}

/**
 * What a pasty is called: its title, or "Pasty 2" (its position) when it has none — the same in
 * the editor's tabs, on the paste pages, the diff pages, the comments and in the embed.
 */
export function pastyName(title: string, index: number): string {
  return title.trim() || `Pasty ${index + 1}`;
}

/**
 * A pasty across an edit: its one name, or "old → new" when the edit renamed it (an added or a
 * removed pasty has one side only). The names are those of pastyName, at each side's position.
 */
export function pastyNameAcrossEdit(oldName: string | null, newName: string | null): string {
  if (oldName !== null && newName !== null && oldName !== newName) return `${oldName} → ${newName}`;
  return (newName ?? oldName)!;
}
