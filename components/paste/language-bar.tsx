import { useFormatter, useLocale, useTranslations } from "next-intl";
import { formatLanguageShare } from "@/lib/pastes/text-stats";
import { languageColorStyle } from "./language-color";

export interface LanguageShare {
  language: { name: string; color: string | null };
  percentage: number;
}

/**
 * How much of a paste is in which language: a bar and its legend.
 * Neighbouring languages can have nearly the same colour (Python and TypeScript are both blue),
 * so the segments are drawn apart and each names itself on hover; on a paste's page (one bar)
 * they are also buttons, so they name themselves on focus and on a tap. A list of pastes (a
 * profile) passes `focusable={false}`: one image per bar, not a focus stop per language.
 */
export function LanguageBar({
  stats,
  legend = true,
  focusable = true,
}: {
  stats: readonly LanguageShare[];
  legend?: boolean;
  focusable?: boolean;
}) {
  const t = useTranslations("paste");
  const locale = useLocale();
  const format = useFormatter();
  if (stats.length === 0) return null;
  const share = (stat: LanguageShare) => formatLanguageShare(stat.percentage, locale);
  const label = (stat: LanguageShare) => `${stat.language.name} ${share(stat)}`;
  const segmentStyle = (stat: LanguageShare) => ({ flexGrow: stat.percentage, ...languageColorStyle(stat.language.color) });
  return (
    <div className="language-summary">
      {focusable ? (
        <div className="language-bar" role="group" aria-label={t("languages")}>
          {stats.map((stat) => (
            <button key={stat.language.name} type="button" className="language-segment" style={segmentStyle(stat)} aria-label={label(stat)}>
              <span className="language-segment-label" aria-hidden="true" translate="no">
                {label(stat)}
              </span>
            </button>
          ))}
        </div>
      ) : (
        <div className="language-bar" role="img" aria-label={t("languagesOf", { list: format.list(stats.map(label), { type: "unit" }) })}>
          {stats.map((stat) => (
            <span key={stat.language.name} className="language-segment" style={segmentStyle(stat)}>
              <span className="language-segment-label" translate="no">
                {label(stat)}
              </span>
            </span>
          ))}
        </div>
      )}
      {legend ? (
        <ul className="language-bar-legend">
          {stats.map((stat) => (
            <li key={stat.language.name}>
              <span className="language-dot" style={languageColorStyle(stat.language.color)} aria-hidden="true" />
              <span translate="no">{stat.language.name}</span> <span>{share(stat)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
