import type { Metadata } from "next";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { languageColorStyle } from "@/components/paste/language-color";
import { RelativeTime, TIME_SLOT } from "@/components/ui/relative-time";
import { findLanguage } from "@/lib/languages/resolve";
import { getSiteStats } from "@/lib/site/stats";
import "@/components/paste/paste.css";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("browse.stats"))("title") };
}
export const dynamic = "force-dynamic";

const LANGUAGES_SHOWN = 20;

/** How many pastes and accounts this instance has, and the languages people paste in. */
export default async function StatsPage() {
  const [stats, t, format, locale] = await Promise.all([getSiteStats(), getTranslations("browse.stats"), getFormatter(), getLocale()]);
  const number = { format: (value: number) => format.number(value) };
  return (
    <article className="info-page" aria-labelledby="stats-title">
      <h1 id="stats-title">{t("title")}</h1>
      <dl className="stat-figures">
        <div>
          <dt>{t("pastes")}</dt>
          <dd>{number.format(stats.pastes)}</dd>
        </div>
        <div>
          <dt>{t("users")}</dt>
          <dd>{number.format(stats.users)}</dd>
        </div>
        <div>
          <dt>{t("languagesUsed")}</dt>
          <dd>{number.format(stats.languages.length)}</dd>
        </div>
      </dl>
      <h2>{t("mostUsed")}</h2>
      {stats.languages.length === 0 ? (
        <p className="empty-state">{t("none")}</p>
      ) : (
        <table className="stat-languages">
          <caption className="visually-hidden">{t("caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("language")}</th>
              <th scope="col">{t("pasties")}</th>
            </tr>
          </thead>
          <tbody>
            {stats.languages.slice(0, LANGUAGES_SHOWN).map((language) => (
              <tr key={language.name}>
                <td translate="no">
                  <span className="language-dot" style={languageColorStyle(findLanguage(language.name)?.color)} aria-hidden="true" />{" "}
                  {language.name}
                </td>
                <td>{number.format(language.pasties)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="muted">
        {t.rich("note", {
          time: () => <RelativeTime date={stats.countedAt} label={TIME_SLOT} locale={locale} />,
          link: (chunks) => <a href="/api/v2/data/numPastes">{chunks}</a>,
        })}
      </p>
    </article>
  );
}
