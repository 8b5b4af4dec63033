import { getRequestConfig } from "next-intl/server";
import { loadMessages } from "../i18n/catalogues";
import { pageLocale } from "./page-locale";

// next-intl's request configuration (next.config.mjs names this file): every page's locale and
// messages, without i18n routing — the address of a page is the same in every language.
export default getRequestConfig(async () => {
  const locale = await pageLocale();
  // Times are shown in UTC, as the exact times on hover always were (components/ui/relative-time.tsx).
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
