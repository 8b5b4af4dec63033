import type { PastyDiff } from "@/lib/pastes/diff-view";
import { pastyNameAcrossEdit } from "@/lib/pastes/names";
import { htmlSlotMarker } from "@/lib/render/slots";
import { diffSegmentsHtml } from "./diff-segments";

/**
 * One pasty's changes: its hunks, and the long unchanged stretches between them folded into
 * <details>, which open without JavaScript. Their HTML (diff-segments.ts) is filled in by the
 * server after React renders (lib/render/slots.ts), so the page carries it once.
 */
export function PastyDiffView({ diff, index }: { diff: PastyDiff; index: number }) {
  const title = pastyNameAcrossEdit(diff.oldName, diff.newName);
  const language =
    diff.oldLanguage && diff.newLanguage && diff.oldLanguage !== diff.newLanguage
      ? `${diff.oldLanguage} → ${diff.newLanguage}`
      : (diff.newLanguage ?? diff.oldLanguage);
  return (
    <section className={`pasty pasty-diff diff-${diff.change}`} aria-label={`Changes of ${title}`}>
      <header className="pasty-header">
        <h2 className="pasty-title">{title}</h2>
        <span className="pasty-meta">{language}</span>
        <span className={`badge diff-badge-${diff.change}`}>{diff.change}</span>
        {diff.segments.length > 0 ? (
          <span className="pasty-meta">
            <span className="diff-count-added">+{diff.linesAdded}</span> <span className="diff-count-removed">−{diff.linesRemoved}</span>
            <span className="visually-hidden"> lines</span>
          </span>
        ) : null}
      </header>
      {diff.segments.length === 0 ? (
        <p className="muted diff-note">The content did not change.</p>
      ) : (
        // A diff reads left to right on every page, a right-to-left one's too.
        <div
          className="diff-segments"
          dir="ltr"
          dangerouslySetInnerHTML={{ __html: htmlSlotMarker(diffSegmentsHtml(diff.segments, index)) }}
        />
      )}
    </section>
  );
}
