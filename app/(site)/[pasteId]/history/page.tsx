import type { Metadata } from "next";
import { UnderReview } from "@/components/moderation/under-review";
import { PurgeRevision } from "@/components/paste/purge-revision";
import { ButtonLink } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import type { EditSummary } from "@/lib/pastes/diff-view";
import { isUnderReview, loadHistoryListPage, orUnavailable } from "@/lib/pastes/page";
import "@/components/paste/paste.css";
import { pasteName } from "@/lib/pastes/names";
import { purgeDay } from "@/lib/pastes/purged";

interface HistoryPageProps {
  params: Promise<{ pasteId: string }>;
}

export const metadata: Metadata = { title: "History", robots: { index: false } };

/** "title changed to “Notes”, +3 −1 lines, 1 pasty added, 1 renamed": what an edit changed, in the list. */
function describeEdit(summary: EditSummary): string {
  const parts: string[] = [];
  if (summary.newTitle !== null) parts.push(summary.newTitle ? `title changed to “${summary.newTitle}”` : "title removed");
  parts.push(`+${summary.linesAdded} −${summary.linesRemoved} ${summary.linesAdded + summary.linesRemoved === 1 ? "line" : "lines"}`);
  const pasties = (count: number, what: string) => {
    if (count > 0) parts.push(`${count} ${count === 1 ? "pasty" : "pasties"} ${what}`);
  };
  pasties(summary.pastiesAdded, "added");
  pasties(summary.pastiesRemoved, "removed");
  pasties(summary.pastiesRenamed, "renamed");
  return parts.join(", ");
}

export default async function HistoryPage({ params }: HistoryPageProps) {
  const { pasteId } = await params;
  const history = await orUnavailable(loadHistoryListPage(pasteId));
  if (isUnderReview(history)) return <UnderReview />;
  const { page, edits, maxEdits } = history;
  const title = page.kind === "open" ? pasteName(page.paste.title) : "encrypted paste";
  const oldest = edits.at(-1);
  // Edits past the kept history's bound were folded away: the oldest kept version is not the original.
  const original = oldest?.version === 0 ? oldest : undefined;
  // The owner, or an admin on a public paste (lib/pastes/access.ts purgeablePaste), purges revisions.
  const mayPurge = page.kind === "open" && (page.viewerIsOwner || page.viewerMayModerate);
  const purged = new Set(edits.filter((edit) => edit.purgedAt).map((edit) => edit.version));
  /** A revision's link and purge button (`purgeable`: its edit's row, not the creation's too), or the marker of its purge. */
  const revisionActions = (edit: (typeof edits)[number], label: string, purgeable: boolean) =>
    edit.purgedAt ? (
      <span className="muted">
        Revision {edit.version} was purged on {purgeDay(new Date(edit.purgedAt))}.
      </span>
    ) : (
      <>
        <ButtonLink small href={`/${pasteId}/history/${edit.id}`}>
          {label}
        </ButtonLink>
        {mayPurge && purgeable ? <PurgeRevision pasteId={pasteId} revision={edit.version} /> : null}
      </>
    );
  return (
    <section aria-labelledby="history-title">
      <p>
        <a href={`/${pasteId}`}>← Back to the paste</a>
      </p>
      <h1 id="history-title">History of {title}</h1>
      {/* Versions are compared by "What changed"; another paste or a text, on the compare page. */}
      {page.kind === "open" && !page.paste.e2e && !page.paste.burnAfterRead ? (
        <p>
          <ButtonLink small href={`/compare?left=${pasteId}`}>
            Compare with another paste or text
          </ButtonLink>
        </p>
      ) : null}
      {edits.length === 0 ? (
        <p className="empty-state">This paste has not been edited.</p>
      ) : (
        <ol className="history-list" aria-label="Edits, newest first, and the creation">
          {edits.map((edit) => (
            <li key={edit.id} id={`revision-${edit.version}`}>
              <span>
                Edit {edit.version + 1} · <RelativeTime date={edit.editedAt} prefix="made" />
                {edit.summary ? <span className="history-summary">{describeEdit(edit.summary)}</span> : null}
              </span>
              <span className="history-actions">
                {revisionActions(edit, "Version before this edit", true)}
                {/* A diff with a purged side would show nothing but its 410. */}
                {purged.has(edit.version) || purged.has(edit.version + 1) ? null : (
                  <ButtonLink small href={`/${pasteId}/history/${edit.id}/diff`}>
                    What changed
                  </ButtonLink>
                )}
              </span>
            </li>
          ))}
          {/* Where the history starts: the paste as it was created is the version before its first edit. */}
          {original ? (
            <li>
              <span>
                Created
                {page.kind === "open" ? (
                  <>
                    {" · "}
                    <RelativeTime date={page.paste.createdAt} />
                  </>
                ) : null}
              </span>
              <span className="history-actions">{revisionActions(original, "Version as created", false)}</span>
            </li>
          ) : (
            <li>
              <span className="muted">
                Older edits were folded away: a paste keeps its newest {maxEdits} edits, fewer when they are large.
              </span>
            </li>
          )}
        </ol>
      )}
    </section>
  );
}
