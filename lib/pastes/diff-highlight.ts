import { TEXT } from "../languages/data";
import { findLanguage } from "../languages/resolve";
import { linesOfCodeMarkup } from "../render/markup";
import { renderCode, type RenderStore } from "../render/render";
import { lineHtml, type PastyDiff } from "./diff-view";
import type { PastyDto } from "./schema";

// Highlighting of a diff page: both versions of each changed pasty are highlighted whole (a line
// alone can be inside a comment or a string that began above it) by the render pool, off the
// request thread and kept like the paste pages' (lib/render/render.ts), then each diff line takes its line's HTML with
// its changed stretches marked.

export async function highlightDiffs(
  diffs: readonly PastyDiff[],
  oldPasties: readonly PastyDto[],
  newPasties: readonly PastyDto[],
  store: RenderStore,
): Promise<void> {
  const render = async (pasty: PastyDto | undefined) =>
    pasty ? linesOfCodeMarkup((await renderCode(pasty.content, findLanguage(pasty.language)?.name ?? TEXT, store)).html) : [];
  await Promise.all(
    diffs
      .filter((diff) => diff.segments.length > 0)
      .map(async (diff) => {
        const [oldLines, newLines] = await Promise.all([
          render(oldPasties.find((pasty) => pasty.id === diff.id)),
          render(newPasties.find((pasty) => pasty.id === diff.id)),
        ]);
        for (const segment of diff.segments) {
          for (const line of segment.unified) {
            const html = line.kind === "removed" ? oldLines[line.oldNumber! - 1] : newLines[line.newNumber! - 1];
            if (html !== undefined) line.html = lineHtml(html, line);
          }
        }
      }),
  );
}
