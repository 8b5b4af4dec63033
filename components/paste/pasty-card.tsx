import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { byteSize } from "@/lib/i18n/byte-size";
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
  const t = useTranslations("paste.pasty");
  const units = useTranslations("site.units");
  return (
    <section className="pasty" aria-label={title ? t("label", { name }) : name} data-pasty-id={id}>
      <header className="pasty-header">
        <Heading className="pasty-title">{title ? <span translate="no">{title}</span> : <span className="muted">{name}</span>}</Heading>
        <span className="pasty-meta">
          <span className="language-dot" style={languageColorStyle(language.color)} aria-hidden="true" />
          <span translate="no">{language.name}</span>
        </span>
        <span className="pasty-meta">{t("stats", { lines: stats.lines, words: stats.words, size: byteSize(stats.bytes, units) })}</span>
        <span className="pasty-actions">{actions}</span>
      </header>
      {children}
    </section>
  );
}
