import { cookies, headers } from "next/headers";
import { cache } from "react";
import { env } from "../core/env";
import type { PageLocale } from "../i18n/locales";
import { LOCALE_COOKIE, resolveLocale } from "../i18n/negotiate";
import { pageSettings } from "./page-settings";

/**
 * The language a page renders in: the reader's setting, else the language cookie, else their
 * browser's Accept-Language (lib/i18n/negotiate.ts). A page rendered for nobody (a first view, a
 * cached page) asks with no cookie of ours and gets the language its request names; the response
 * cache keeps it under that language (lib/server/response-cache.ts).
 */
export const pageLocale = cache(async (): Promise<PageLocale> => {
  const [settings, cookieStore, headerStore] = await Promise.all([pageSettings(), cookies(), headers()]);
  return resolveLocale({
    setting: settings.language,
    cookie: cookieStore.get(LOCALE_COOKIE)?.value,
    acceptLanguage: headerStore.get("accept-language"),
    pseudo: env().PSEUDO_LOCALE,
  });
});
