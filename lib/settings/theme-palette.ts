import { readFileSync } from "node:fs";
import { join } from "node:path";
import { processSingleton } from "../core/process-state";
import { type ThemeId, themeList } from "./themes";

// A theme's colours as data, for what the server draws itself (an image of code: lib/render/code-image.ts).
// The one source stays the style sheets the pages use (app/globals.css, components/paste/highlight.css,
// app/themes.css): they are read once and resolved here as a browser would resolve them for a root
// element with that theme, so a colour changed there changes the images too, without a second table.

/** Token names without their slot (`bg`, `tok-keyword`, …) and their colours under one theme. */
export type ThemePalette = Readonly<Record<string, string>>;

/** A highlight token's letter (`k` of `<h-k>`, lib/highlight/token-classes.mjs) and the token it is coloured with. */
export type TokenColourNames = Readonly<Record<string, string>>;

interface StyleSheets {
  base: Record<string, string>;
  themes: string;
  tokenColours: TokenColourNames;
}

const STYLE_SHEETS = { globals: "app/globals.css", highlight: "components/paste/highlight.css", themes: "app/themes.css" };

/** The custom properties of every `selector { … }` block that matches. */
function declarations(text: string, selector: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const block of text.matchAll(new RegExp(`${selector}\\s*\\{([^}]*)\\}`, "g"))) {
    for (const [, name, value] of block[1]!.matchAll(/--([\w-]+):\s*([^;]+);/g)) found[name!] = value!.trim();
  }
  return found;
}

/** The tokens declared on the root and on every [data-theme] element: Light's and Dark's slots. */
const BASE_BLOCK = String.raw`(?:^|\n):root,\s*\[data-theme\]`;

function readStyleSheets(root: string): StyleSheets {
  const read = (file: string) => readFileSync(join(root, file), "utf8");
  const highlight = read(STYLE_SHEETS.highlight);
  const tokenColours: Record<string, string> = {};
  for (const [, letter, token] of highlight.matchAll(/\bh-(\w)\s*\{[^}]*?\bcolor:\s*var\(--([\w-]+)\)/g)) tokenColours[letter!] = token!;
  return {
    base: { ...declarations(read(STYLE_SHEETS.globals), BASE_BLOCK), ...declarations(highlight, BASE_BLOCK) },
    themes: read(STYLE_SHEETS.themes),
    tokenColours,
  };
}

/** The style sheets, read on first use from the working directory (where `npm start` and the image run). */
function styleSheets(): StyleSheets {
  return processSingleton("theme-style-sheets", () => readStyleSheets(process.cwd()));
}

/** The `scheme` slot of each token (`--dark-bg` → `bg`). */
function slot(found: Record<string, string>, scheme: "light" | "dark"): Record<string, string> {
  const prefix = `${scheme}-`;
  return Object.fromEntries(
    Object.entries(found)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, value]) => [name.slice(prefix.length), value]),
  );
}

/**
 * The colours of `themeId` as a root element with it shows them: Light's or Dark's slot, and a
 * named theme's own block over its scheme's. System has no colours of its own: it is Light here.
 */
export function themePalette(themeId: ThemeId): ThemePalette {
  const sheets = styleSheets();
  const theme = themeList.find((candidate) => candidate.id === themeId)!;
  const scheme = theme.scheme === "dark" ? "dark" : "light";
  if (themeId === "light" || themeId === "dark" || themeId === "system") return slot(sheets.base, scheme);
  const own = declarations(sheets.themes, String.raw`:root\[data-theme="${themeId}"\],\s*:root\[data-system-${scheme}="${themeId}"\]`);
  return { ...slot(sheets.base, scheme), ...slot(own, scheme) };
}

/** Which token colours each highlight letter, as components/paste/highlight.css says. */
export function tokenColourNames(): TokenColourNames {
  return styleSheets().tokenColours;
}
