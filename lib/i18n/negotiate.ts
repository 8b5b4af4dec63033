import { DEFAULT_LOCALE, LOCALES, type Locale, type PageLocale, PSEUDO_LOCALE, isLocale } from "./locales";

// Which language a page is rendered in, from what the request carries: a saved choice (the user's
// or browser's setting, then the language cookie the footer's switcher sets), else the browser's
// Accept-Language, else English. The custom server's response cache keys pages by the same answer
// (lib/server/response-cache.ts), so both must come from this one function.

/** The cookie the footer's switcher sets: a locale, read without a statement (not one of `myst_`'s). */
export const LOCALE_COOKIE = "myst-lang";

/** More ranges than any browser sends are not read: the header is the client's to make huge. */
const MOST_RANGES = 32;

export interface LocaleSources {
  /** The reader's saved setting ("auto" or none: follow the browser). */
  setting?: string | null;
  /** The language cookie's value. */
  cookie?: string | null;
  acceptLanguage?: string | null;
  /** Whether the pseudo-locale may be chosen (PSEUDO_LOCALE, tests only). */
  pseudo: boolean;
}

export function resolveLocale(sources: LocaleSources): PageLocale {
  for (const chosen of [sources.setting, sources.cookie]) {
    if (isLocale(chosen)) return chosen;
    if (sources.pseudo && chosen === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  }
  return negotiateLocale(sources.acceptLanguage);
}

/**
 * The best of our locales for an Accept-Language header (RFC 9110 12.5.4): ranges by weight,
 * the earlier first among equals, q=0 refused; a range matches a locale of the same language
 * (`pt` and `pt-PT` are Brazilian Portuguese here, `zh` and `zh-Hans-*` Simplified Chinese), `*`
 * anything. Nothing that matches: English.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(",", MOST_RANGES)
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)).find(Boolean);
      return { tag: tag.trim().toLowerCase(), weight: q ? Number(q[1]) : 1, order };
    })
    .filter((range) => range.tag !== "" && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of ranges) {
    const found = tag === "*" ? DEFAULT_LOCALE : matchTag(tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

function matchTag(tag: string): Locale | undefined {
  const exact = LOCALES.find((locale) => locale.toLowerCase() === tag);
  if (exact) return exact;
  const language = tag.split("-", 1)[0];
  // Traditional Chinese is not Simplified Chinese: a reader who asks for it is better served by
  // the next language they named, or English, than by a script they did not ask for.
  if (language === "zh" && /-(hant|tw|hk|mo)\b/.test(tag)) return undefined;
  return LOCALES.find((locale) => locale.split("-", 1)[0]!.toLowerCase() === language);
}
