import { LOCALES } from "../i18n/locales";
import { defaultSettings, type Settings } from "./schema";

// The settings that change what a paste's page is made of, its language among them (its theme is
// set on the document by the reader's script): a page rendered for nobody (lib/server/viewer-pages.ts) is rendered once
// per variant. The custom server tells Next.js the variant of the reader it admitted in a header
// of its own (PAGE_VARIANT_HEADER), which it removes from what clients send, and keeps each
// variant's page apart.

/**
 * Tells Next.js the settings variant of the admitted reader, for which the page is rendered and
 * kept; the server sets it and never takes it from a client.
 */
export const PAGE_VARIANT_HEADER = "x-myst-page-variant";

type PageVariant = Pick<Settings, "pasteView" | "textWrap" | "language">;

/** The variant of `settings` as that header carries it; null when it is the defaults'. */
export function pageVariantOf(settings: Settings): string | null {
  if (
    settings.pasteView === defaultSettings.pasteView &&
    settings.textWrap === defaultSettings.textWrap &&
    settings.language === defaultSettings.language
  ) {
    return null;
  }
  return `${settings.pasteView};${settings.textWrap ? "wrap" : "nowrap"};${settings.language}`;
}

const VARIANT = new RegExp(`^(tabbed|stacked);(wrap|nowrap);(auto|${LOCALES.join("|")})$`);

/** The variant a header names; null for none or anything else. */
export function pageVariantFromHeader(value: string | null | undefined): PageVariant | null {
  const match = VARIANT.exec(value ?? "");
  if (!match) return null;
  return { pasteView: match[1] as PageVariant["pasteView"], textWrap: match[2] === "wrap", language: match[3] as PageVariant["language"] };
}
