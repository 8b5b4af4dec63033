import type { Metadata } from "next";
import { languageColorStyle } from "@/components/paste/language-color";
import { RelativeTime } from "@/components/ui/relative-time";
import { findLanguage } from "@/lib/languages/resolve";
import { getSiteStats } from "@/lib/site/stats";
import "@/components/paste/paste.css";

export const metadata: Metadata = { title: "Statistics" };
export const dynamic = "force-dynamic";

const number = new Intl.NumberFormat("en");
const LANGUAGES_SHOWN = 20;

/** How many pastes and accounts this instance has, and the languages people paste in. */
export default async function StatsPage() {
  const stats = await getSiteStats();
  return (
    <article className="info-page" aria-labelledby="stats-title">
      <h1 id="stats-title">Statistics</h1>
      <dl className="stat-figures">
        <div>
          <dt>Pastes</dt>
          <dd>{number.format(stats.pastes)}</dd>
        </div>
        <div>
          <dt>Users</dt>
          <dd>{number.format(stats.users)}</dd>
        </div>
        <div>
          <dt>Languages used</dt>
          <dd>{number.format(stats.languages.length)}</dd>
        </div>
      </dl>
      <h2>Most used languages</h2>
      {stats.languages.length === 0 ? (
        <p className="empty-state">No pastes yet.</p>
      ) : (
        <table className="stat-languages">
          <caption className="visually-hidden">Pasties per language, most used first</caption>
          <thead>
            <tr>
              <th scope="col">Language</th>
              <th scope="col">Pasties</th>
            </tr>
          </thead>
          <tbody>
            {stats.languages.slice(0, LANGUAGES_SHOWN).map((language) => (
              <tr key={language.name}>
                <td>
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
        Pastes that have not expired; the languages of encrypted pastes are not readable. Counted <RelativeTime date={stats.countedAt} />.
        The count of pastes is served at <a href="/api/v2/data/numPastes">/api/v2/data/numPastes</a> too.
      </p>
    </article>
  );
}
