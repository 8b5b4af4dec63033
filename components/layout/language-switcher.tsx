"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { Button } from "@/components/ui/button";
import { LOCALE_NAMES, type PageLocale } from "@/lib/i18n/locales";

/**
 * The footer's choice of language: a plain form (a select and a button), so it works from the
 * keyboard and without JavaScript like the footer's links; the server keeps the choice
 * (app/language/route.ts) and sends the reader back to this page, whose address is the same in
 * every language.
 */
export function LanguageSwitcher({ locales }: { locales: readonly PageLocale[] }) {
  const t = useTranslations("site.language");
  const locale = useLocale();
  const pathname = usePathname();
  return (
    <form method="post" action="/language" className="language-switcher">
      <input type="hidden" name="back" value={pathname} />
      <label htmlFor="footer-language">{t("label")}</label>
      <select id="footer-language" name="language" defaultValue={locale} className="select" data-testid="language-select">
        {locales.map((option) => (
          // Each name in its own language, so a reader who cannot read this page finds theirs.
          <option key={option} value={option} lang={option === "en-XA" ? "en" : option} translate="no">
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
      <Button type="submit" small>
        {t("change")}
      </Button>
    </form>
  );
}
