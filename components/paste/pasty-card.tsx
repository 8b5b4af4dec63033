import type { ReactNode } from "react";
import { formatBytes } from "@/lib/core/units";
import type { TextStats } from "@/lib/pastes/text-stats";
import { languageColorStyle } from "./language-color";

interface PastyCardProps {
  id: string;
  title: string;
  /** The title, or "Pasty n" (lib/pastes/names.ts). */
  name: string;
  language: { name: string; color: string | null };
  stats: TextStats;
  headingLevel?: 2 | 3;
  /** Everything done with the pasty's text (link to lines, copy, raw, download), at the end of its header. */
  actions: ReactNode;
  /** Its text: the server's highlighted block, or the editor an E2E paste is opened in. */
  children: ReactNode;
}

/** A pasty's card: its header (name, language, counts, actions) above its text, on every paste page. */
export function PastyCard({ id, title, name, language, stats, headingLevel = 2, actions, children }: PastyCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="pasty" aria-label={title ? `Pasty ${name}` : name} data-pasty-id={id}>
      <header className="pasty-header">
        <Heading className="pasty-title">{title || <span className="muted">{name}</span>}</Heading>
        <span className="pasty-meta">
          <span className="language-dot" style={languageColorStyle(language.color)} aria-hidden="true" />
          {language.name}
        </span>
        <span className="pasty-meta">
          {stats.lines} {stats.lines === 1 ? "line" : "lines"} · {stats.words} {stats.words === 1 ? "word" : "words"} ·{" "}
          {formatBytes(stats.bytes)}
        </span>
        <span className="pasty-actions">{actions}</span>
      </header>
      {children}
    </section>
  );
}
