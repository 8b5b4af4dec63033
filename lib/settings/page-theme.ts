import type { Settings } from "./schema";
import { defaultThemeSettings } from "./themes";

// The settings that colour a page, as the root element carries them: data-theme, and which light
// and which dark theme "system" shows (data-system-light, data-system-dark; app/themes.css). Set
// by the layout on a render, by the reader's script on a page rendered for nobody
// (lib/server/viewer-pages.ts), and by the settings page and palette while previewing.

export type PageTheme = Pick<Settings, "theme" | "systemLightTheme" | "systemDarkTheme">;

export function pageThemeOf({ theme, systemLightTheme, systemDarkTheme }: Settings): PageTheme {
  return { theme, systemLightTheme, systemDarkTheme };
}

/** The root element's dataset for `theme` (document.documentElement.dataset keys). */
export function pageThemeDataset({ theme, systemLightTheme, systemDarkTheme }: PageTheme) {
  return { theme, systemLight: systemLightTheme, systemDark: systemDarkTheme };
}

/** The same as attributes of the root element, for React. */
export function pageThemeAttributes(pageTheme: PageTheme) {
  return {
    "data-theme": pageTheme.theme,
    "data-system-light": pageTheme.systemLightTheme,
    "data-system-dark": pageTheme.systemDarkTheme,
  };
}

/**
 * What a reader's script sets on a page rendered for nobody, which carries the defaults: the
 * theme, and System's light and dark themes where they are not the defaults.
 */
export function readerThemeEntries(pageTheme: PageTheme): [string, string][] {
  const defaults = pageThemeDataset(defaultThemeSettings);
  const wanted = pageThemeDataset(pageTheme);
  return [
    ["theme", wanted.theme],
    ...(["systemLight", "systemDark"] as const)
      .filter((key) => wanted[key] !== defaults[key])
      .map((key) => [key, wanted[key]] as [string, string]),
  ];
}
