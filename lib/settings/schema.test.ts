import { describe, expect, it } from "vitest";
import { readerThemeEntries } from "./page-theme";
import { defaultSettings, settingsFromStored, settingsPatchSchema } from "./schema";

describe("System's light and dark themes", () => {
  it("default to Light and Dark, and take a theme of their own scheme", () => {
    expect(settingsFromStored({})).toMatchObject({ systemLightTheme: "light", systemDarkTheme: "dark" });
    expect(settingsPatchSchema.safeParse({ systemLightTheme: "solarized-light", systemDarkTheme: "dracula" }).success).toBe(true);
    expect(settingsPatchSchema.safeParse({ systemLightTheme: "gruvbox" }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ systemDarkTheme: "tomorrow" }).success).toBe(false);
  });

  it("fall back to the defaults when stored ones no longer validate, keeping the other settings", () => {
    expect(settingsFromStored({ theme: "myst", systemLightTheme: "removed-theme", systemDarkTheme: "myst" })).toMatchObject({
      theme: "myst",
      systemLightTheme: "light",
      systemDarkTheme: "myst",
    });
  });

  it("reach a page rendered for nobody only where they are not the defaults it carries", () => {
    expect(readerThemeEntries(defaultSettings)).toEqual([["theme", "system"]]);
    expect(readerThemeEntries({ theme: "system", systemLightTheme: "tomorrow", systemDarkTheme: "dark" })).toEqual([
      ["theme", "system"],
      ["systemLight", "tomorrow"],
    ]);
  });
});
