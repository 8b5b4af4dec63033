import { cookieHeader, readCookie } from "../auth/cookies";
import type { Caller } from "../auth/caller";
import { sameSitePath } from "../auth/next-path";
import { env } from "../core/env";
import { badRequest } from "../core/errors";
import { isLocale, PSEUDO_LOCALE } from "../i18n/locales";
import { LOCALE_COOKIE } from "../i18n/negotiate";
import { BROWSER_SESSION_COOKIE } from "./browser-sessions";
import { updateSettings } from "./settings";

// The footer's language switcher (a plain form post, so it works without JavaScript): the choice
// is kept in the language cookie, which a page and the response cache read without a statement,
// and, where a saved setting would outrank the cookie (lib/i18n/negotiate.ts), in that setting
// too: the signed-in user's, or this browser's saved settings.

const A_YEAR_SECONDS = 365 * 86_400;

export interface LanguageChoice {
  location: string;
  cookies: string[];
}

/** `language` is a locale or "auto" (the browser's); `back` is where the form was sent from. */
export async function chooseLanguage(caller: Caller, request: Request, form: Record<string, string>): Promise<LanguageChoice> {
  const language = form.language;
  const pseudo = env().PSEUDO_LOCALE && language === PSEUDO_LOCALE;
  if (language !== "auto" && !isLocale(language) && !pseudo) throw badRequest("language must be one of the offered languages.");
  const cookies = [
    language === "auto"
      ? cookieHeader(LOCALE_COOKIE, "", { maxAgeSeconds: 0 })
      : cookieHeader(LOCALE_COOKIE, language, { maxAgeSeconds: A_YEAR_SECONDS }),
  ];
  // The pseudo-locale is never a setting: it lives in the cookie of a test's browser alone.
  const setting = pseudo ? "auto" : language;
  const hasSavedSettings = readCookie(request.headers.get("cookie"), BROWSER_SESSION_COOKIE) !== undefined;
  if (caller.kind === "user" || hasSavedSettings) {
    const saved = await updateSettings(caller, request, { language: setting as "auto" });
    if (saved.setCookie) cookies.push(saved.setCookie);
  }
  return { location: sameSitePath(form.back) ?? "/", cookies };
}
