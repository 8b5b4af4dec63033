// The colour themes of the pages, in the order they are offered. Every place that names themes
// (the settings schema, the appearance settings, the command palette, the embed's theme
// parameter) takes them from here; their colours are in app/themes.css, one block of design
// tokens per theme (page and code colours together), checked for contrast by lib/settings/themes.test.ts.

export interface Theme {
  id: string;
  label: string;
  description: string;
  /** The browser's colour scheme under it (form controls, scroll bars); "light dark" follows the system. */
  scheme: "light" | "dark" | "light dark";
  /** Background and accent, for the swatch that previews it. */
  swatch: readonly [string, string];
}

export const themeList = [
  {
    id: "system",
    label: "System",
    description: "Follows the operating system: a light or a dark theme of your choice.",
    scheme: "light dark",
    swatch: ["#ffffff", "#0d1117"],
  },
  { id: "light", label: "Light", description: "Dark text on a light background.", scheme: "light", swatch: ["#ffffff", "#0969da"] },
  { id: "dark", label: "Dark", description: "Light text on a dark background.", scheme: "dark", swatch: ["#0d1117", "#4493f8"] },
  {
    id: "myst",
    label: "Myst",
    description: "PasteMyst's own: deep blue-grey with violet.",
    scheme: "dark",
    swatch: ["#1b1d29", "#b48ef5"],
  },
  {
    id: "solarized-light",
    label: "Solarized Light",
    description: "Warm paper tones, low contrast accents.",
    scheme: "light",
    swatch: ["#fdf6e3", "#268bd2"],
  },
  {
    id: "solarized-dark",
    label: "Solarized Dark",
    description: "Solarized on its deep teal background.",
    scheme: "dark",
    swatch: ["#002b36", "#2aa198"],
  },
  { id: "dracula", label: "Dracula", description: "Dark purple-grey with vivid pastels.", scheme: "dark", swatch: ["#282a36", "#ff79c6"] },
  {
    id: "gruvbox",
    label: "Gruvbox",
    description: "Retro warm dark browns and earthy colours.",
    scheme: "dark",
    swatch: ["#282828", "#fabd2f"],
  },
  {
    id: "tomorrow",
    label: "Tomorrow",
    description: "Tomorrow's bright, soft daytime colours.",
    scheme: "light",
    swatch: ["#ffffff", "#4271ae"],
  },
] as const satisfies readonly Theme[];

export type ThemeId = (typeof themeList)[number]["id"];

export const themeIds = themeList.map((theme) => theme.id) as [ThemeId, ...ThemeId[]];

export function isThemeId(value: string): value is ThemeId {
  return (themeIds as string[]).includes(value);
}

/** The themes of one colour scheme, the choices for what "system" shows in it. */
export function themeIdsOfScheme(scheme: "light" | "dark"): [ThemeId, ...ThemeId[]] {
  return themeList.filter((theme) => theme.scheme === scheme).map((theme) => theme.id) as [ThemeId, ...ThemeId[]];
}

/**
 * The theme settings a browser starts with: System, showing Light or Dark as the operating system
 * is. Here rather than only in the settings schema, so the pages' scripts that set themes load no
 * Zod (whose eval probe the pages' Content-Security-Policy reports).
 */
export const defaultThemeSettings = { theme: "system", systemLightTheme: "light", systemDarkTheme: "dark" } as const satisfies Record<
  string,
  ThemeId
>;
