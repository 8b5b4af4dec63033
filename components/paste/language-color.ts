import type { CSSProperties } from "react";

const FALLBACK_COLOR = "#8b949e";

/**
 * A language's Linguist colour for a bar segment or a dot (paste.css .language-segment,
 * .language-dot), as a custom property the stylesheet lightens in dark schemes: Linguist's
 * colours are picked for a white page, and some (Markdown's #083fa1) vanish on a dark one.
 */
export function languageColorStyle(color: string | null | undefined): CSSProperties {
  return { "--language-color": color ?? FALLBACK_COLOR } as CSSProperties;
}
