import { formatLanguageShare } from "@/lib/pastes/stats";

export interface LanguageShare {
  language: { name: string; color: string | null };
  percentage: number;
}

const FALLBACK_COLOR = "#8b949e";

/** How much of a paste is in which language: a bar and its legend (profiles use it too). */
export function LanguageBar({ stats, legend = true }: { stats: readonly LanguageShare[]; legend?: boolean }) {
  if (stats.length === 0) return null;
  const summary = stats.map((stat) => `${stat.language.name} ${formatLanguageShare(stat.percentage)}`).join(", ");
  return (
    <div className="language-summary">
      <div className="language-bar" role="img" aria-label={`Languages: ${summary}`}>
        {stats.map((stat) => (
          <span key={stat.language.name} style={{ width: `${stat.percentage}%`, background: stat.language.color ?? FALLBACK_COLOR }} />
        ))}
      </div>
      {legend ? (
        <ul className="language-bar-legend">
          {stats.map((stat) => (
            <li key={stat.language.name}>
              <span className="language-dot" style={{ background: stat.language.color ?? FALLBACK_COLOR }} aria-hidden="true" />
              {stat.language.name} <span>{formatLanguageShare(stat.percentage)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
