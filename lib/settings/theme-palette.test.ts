import { describe, expect, it } from "vitest";
import { themePalette, tokenColourNames } from "./theme-palette";
import { themeList } from "./themes";

// The colours the server draws with (images of code) are the pages' own, read from their style sheets.

describe("themePalette", () => {
  it.each(themeList.map((theme) => [theme.id, theme.swatch[0]] as const))("gives %s the background its swatch shows", (id, background) => {
    expect(themePalette(id)["bg"]).toBe(background);
  });

  it("fills every token of a named theme's scheme, its own colours over the base ones", () => {
    const dracula = themePalette("dracula");
    const dark = themePalette("dark");
    expect(Object.keys(dracula).sort()).toEqual(Object.keys(dark).sort());
    expect(dracula["tok-keyword"]).not.toBe(dark["tok-keyword"]);
    for (const value of Object.values(dracula)) expect(value).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("knows which token colours each highlight class, as highlight.css says", () => {
    expect(tokenColourNames()).toMatchObject({ k: "tok-keyword", s: "tok-string", c: "tok-comment", v: "success" });
    expect(tokenColourNames()).not.toHaveProperty("i"); // emphasis has no colour of its own
  });
});
