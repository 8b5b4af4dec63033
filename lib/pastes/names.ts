/**
 * What a pasty is called: its title, or "Pasty 2" (its position) when it has none — the same in
 * the editor's tabs, on the paste pages and in the embed.
 */
export function pastyName(title: string, index: number): string {
  return title.trim() || `Pasty ${index + 1}`;
}
