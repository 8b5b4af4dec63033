import { describe, expect, it } from "vitest";
import { themePalette } from "./theme-palette";
import { themeList } from "./themes";

// Every theme's text colours against every background they are drawn on, by WCAG's contrast
// formula (what axe checks on a rendered page, here for all themes and all token roles at once,
// including the ones no test page happens to show), as the style sheets resolve them for a page
// in that theme (theme-palette.ts, which the images of code are drawn with too).

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** Each text colour and the backgrounds it is drawn on (plain text goes everywhere). */
const textOn: Record<string, string[]> = {
  fg: [
    "bg",
    "bg-subtle",
    "bg-inset",
    "line-highlight",
    "accent-subtle",
    "danger-subtle",
    "warning-subtle",
    "diff-ins-bg",
    "diff-del-bg",
    "diff-ins-mark",
    "diff-del-mark",
  ],
  muted: ["bg", "bg-subtle", "bg-inset", "accent-subtle", "diff-ins-bg", "diff-del-bg"],
  accent: ["bg", "bg-subtle", "bg-inset", "accent-subtle"],
  danger: ["bg", "bg-subtle", "danger-subtle"],
  success: ["bg", "bg-subtle"],
};
/** Where code is drawn: the code block, selected lines, diff lines and their changed stretches. */
const codeBackgrounds = ["bg", "bg-subtle", "line-highlight", "diff-ins-bg", "diff-del-bg", "diff-ins-mark", "diff-del-mark"];

describe.each(themeList.filter((theme) => theme.id !== "system").map((theme) => theme.id))("the %s theme", (id) => {
  const colours = themePalette(id);

  it("has every token as a plain colour", () => {
    for (const name of [...Object.keys(textOn), ...textOn.fg!, "accent-emphasis", "accent-fg"])
      expect(colours[name], name).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("draws text at 4.5:1 or more on every background", () => {
    const failures: string[] = [];
    for (const [text, backgrounds] of Object.entries(textOn)) {
      for (const background of backgrounds) {
        const ratio = contrast(colours[text]!, colours[background]!);
        if (ratio < 4.5) failures.push(`${text} on ${background}: ${ratio.toFixed(2)}`);
      }
    }
    if (contrast(colours["accent-fg"]!, colours["accent-emphasis"]!) < 4.5) failures.push("accent-fg on accent-emphasis");
    expect(failures).toEqual([]);
  });

  it("draws every code token at 4.5:1 or more on every code background", () => {
    const failures: string[] = [];
    for (const [name, value] of Object.entries(colours).filter(([name]) => name.startsWith("tok-"))) {
      for (const background of codeBackgrounds) {
        const ratio = contrast(value, colours[background]!);
        if (ratio < 4.5) failures.push(`${name} on ${background}: ${ratio.toFixed(2)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
