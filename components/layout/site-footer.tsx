import { getTranslations } from "next-intl/server";
import { env } from "@/lib/core/env";
import { serviceVersion } from "@/lib/core/meta";
import { selectableLocales } from "@/lib/i18n/locales";
import { LanguageSwitcher } from "./language-switcher";

/**
 * On every page of the site: the version, where the public pastes, manual, API docs, numbers,
 * source and terms are, and the choice of language.
 */
export async function SiteFooter() {
  const { SOURCE_URL, LEGAL_URL, PSEUDO_LOCALE } = env();
  const t = await getTranslations("site.footer");
  return (
    <footer className="site-footer">
      <span translate="no">Myst {serviceVersion}</span>
      <nav aria-label={t("nav")}>
        <a href="/explore">{t("explore")}</a>
        <a href="/docs">{t("manual")}</a>
        <a href="/api/docs">{t("apiDocs")}</a>
        <a href="/stats">{t("statistics")}</a>
        <a href={SOURCE_URL ?? "/about#self-hosting"}>{t("source")}</a>
        <a href={LEGAL_URL ?? "/about#legal"}>{t("legal")}</a>
      </nav>
      <LanguageSwitcher locales={selectableLocales(PSEUDO_LOCALE)} />
    </footer>
  );
}
