import { themeList } from "./themes";

// Whether a page is light or dark right now, from what its root element carries (data-theme, and
// System's data-system-light and data-system-dark: lib/settings/page-theme.ts) and the operating
// system's preference. For what draws in its own light or dark mode (Scalar on /api/docs) and
// should follow the site's theme, not a switch or a preference of its own.

export interface RootThemeDataset {
  theme?: string;
  systemLight?: string;
  systemDark?: string;
}

function fixedScheme(id: string | undefined): "light" | "dark" | undefined {
  const scheme = themeList.find((theme) => theme.id === id)?.scheme;
  return scheme === "light" || scheme === "dark" ? scheme : undefined;
}

/** The scheme the page shows: its theme's, or under System the scheme of the theme System shows. */
export function shownColorScheme(dataset: RootThemeDataset, prefersDark: boolean): "light" | "dark" {
  const fixed = fixedScheme(dataset.theme);
  if (fixed) return fixed;
  return fixedScheme(prefersDark ? dataset.systemDark : dataset.systemLight) ?? (prefersDark ? "dark" : "light");
}
