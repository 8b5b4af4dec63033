// The languages Myst's pages speak (issue 45). A paste's address is the same in every one: the
// language is the reader's (lib/i18n/negotiate.ts decides which), never part of the URL.

/** The languages offered to people, English first (the default, and what pages rendered ahead are in). */
export const LOCALES = ["en", "de", "fr", "es", "pt-BR", "ja", "zh-CN", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * English accented and a third longer (lib/i18n/pseudo.ts), made from the English catalogues: a
 * journey reads the pages in it to find text no catalogue holds and layouts that break with
 * longer words. Offered only where PSEUDO_LOCALE is on, never to people.
 */
export const PSEUDO_LOCALE = "en-XA";
export type PageLocale = Locale | typeof PSEUDO_LOCALE;

export const DEFAULT_LOCALE: Locale = "en";

/** Right-to-left scripts among the locales: the document's `dir` follows. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(["ar"]);

/** Each language's name in itself, as the switcher lists them (a reader finds their own). */
export const LOCALE_NAMES: Record<PageLocale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  ja: "日本語",
  "zh-CN": "简体中文",
  ar: "العربية",
  [PSEUDO_LOCALE]: "[Þšéûðö ~~]",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The locales a reader may choose here: the pseudo-locale only where it is enabled for tests. */
export function selectableLocales(pseudo: boolean): readonly PageLocale[] {
  return pseudo ? [...LOCALES, PSEUDO_LOCALE] : LOCALES;
}

export function textDirection(locale: PageLocale): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(locale) ? "rtl" : "ltr";
}
