import { useTranslations } from "next-intl";
import type { PastyDiff } from "@/lib/pastes/diff-view";
import { diffPastyName } from "@/lib/pastes/names";
import { htmlSlotMarker } from "@/lib/render/slots";
import { type DiffWords, diffSegmentsHtml } from "./diff-segments";

/**
 * One pasty's changes: its hunks, and the long unchanged stretches between them folded into
 * <details>, which open without JavaScript. Their HTML (diff-segments.ts) is filled in by the
 * server after React renders (lib/render/slots.ts), so the page carries it once.
 */
export function PastyDiffView({ diff, index }: { diff: PastyDiff; index: number }) {
  const t = useTranslations("history.diff");
  const pasteWords = useTranslations("paste");
  const title = diffPastyName(diff, (number) => pasteWords("pastyNumber", { number }));
  // Line numbers as they are in the margin, without a thousands separator.
  const words: DiffWords = {
    fold: (count, first, last) => t("fold", { count, first: String(first), last: String(last) }),
    added: t("lineAdded"),
    removed: t("lineRemoved"),
  };
  const language =
    diff.oldLanguage && diff.newLanguage && diff.oldLanguage !== diff.newLanguage
      ? `${diff.oldLanguage} → ${diff.newLanguage}`
      : (diff.newLanguage ?? diff.oldLanguage);
  return (
    <section className={`pasty pasty-diff diff-${diff.change}`} aria-label={t("changesOf", { name: title })}>
      <header className="pasty-header">
        <h2 className="pasty-title" translate="no">
          {title}
        </h2>
        <span className="pasty-meta" translate="no">
          {language}
        </span>
        <span className={`badge diff-badge-${diff.change}`}>{t(`change.${diff.change}`)}</span>
        {diff.segments.length > 0 ? (
          <span className="pasty-meta">
            <span className="diff-count-added">+{diff.linesAdded}</span> <span className="diff-count-removed">−{diff.linesRemoved}</span>
            <span className="visually-hidden"> {t("lines")}</span>
          </span>
        ) : null}
      </header>
      {diff.segments.length === 0 ? (
        <p className="muted diff-note">{t("noChange")}</p>
      ) : (
        // A diff reads left to right on every page, a right-to-left one's too.
        <div
          className="diff-segments"
          dir="ltr"
          dangerouslySetInnerHTML={{ __html: htmlSlotMarker(diffSegmentsHtml(diff.segments, index, words)) }}
        />
      )}
    </section>
  );
}
