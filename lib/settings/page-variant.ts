import { defaultSettings, type Settings } from "./schema";

// The settings that change what a paste's page is made of (its theme is set on the document by
// the reader's script): a page rendered for nobody (lib/server/viewer-pages.ts) is rendered once
// per variant. The custom server tells Next.js the variant of the reader it admitted in a header
// of its own (PAGE_VARIANT_HEADER), which it removes from what clients send, and keeps each
// variant's page apart.

/**
 * Tells Next.js the settings variant of the admitted reader, for which the page is rendered and
 * kept; the server sets it and never takes it from a client.
 */
export const PAGE_VARIANT_HEADER = "x-myst-page-variant";

type PageVariant = Pick<Settings, "pasteView" | "textWrap">;

/** The variant of `settings` as that header carries it; null when it is the defaults'. */
export function pageVariantOf(settings: Settings): string | null {
  if (settings.pasteView === defaultSettings.pasteView && settings.textWrap === defaultSettings.textWrap) return null;
  return `${settings.pasteView};${settings.textWrap ? "wrap" : "nowrap"}`;
}

/** The variant a header names; null for none or anything else. */
export function pageVariantFromHeader(value: string | null): PageVariant | null {
  const match = /^(tabbed|stacked);(wrap|nowrap)$/.exec(value ?? "");
  return match ? { pasteView: match[1] as PageVariant["pasteView"], textWrap: match[2] === "wrap" } : null;
}
