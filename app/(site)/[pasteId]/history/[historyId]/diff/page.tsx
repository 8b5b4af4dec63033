import type { Metadata } from "next";
import { E2eDiffView } from "@/components/end-to-end/diff-view";
import { UnderReview } from "@/components/moderation/under-review";
import { PastyDiffView } from "@/components/paste/pasty-diff";
import { UnlockForm } from "@/components/paste/unlock-form";
import { RelativeTime } from "@/components/ui/relative-time";
import { PurgedRevision } from "@/components/paste/purged-revision";
import { loadHistoryDiffPage, orPurged, orUnavailable } from "@/lib/pastes/page";
import "@/components/paste/paste.css";
import "@/components/paste/highlight.css";
import { pasteName } from "@/lib/pastes/names";

interface DiffPageProps {
  params: Promise<{ pasteId: string; historyId: string }>;
  searchParams: Promise<{ unlock?: string }>;
}

export const metadata: Metadata = { title: "Changes", robots: { index: false } };

/** What one edit changed, pasty by pasty. */
export default async function HistoryDiffPage({ params, searchParams }: DiffPageProps) {
  const [{ pasteId, historyId }, { unlock }] = await Promise.all([params, searchParams]);
  const page = await orUnavailable(orPurged(loadHistoryDiffPage(pasteId, historyId)));
  if (page.kind === "under-review") return <UnderReview />;
  if (page.kind === "purged") return <PurgedRevision pasteId={pasteId} message={page.message} />;
  if (page.kind === "locked") {
    return <UnlockForm pasteId={pasteId} wrongKey={page.wrongKey || unlock === "failed"} returnTo={`history/${historyId}/diff`} />;
  }
  const { diff, pasties, olderEditId, newerEditId } = page;
  if (diff.oldPaste.e2e && diff.newPaste.e2e) {
    return (
      <article aria-labelledby="diff-title">
        <nav className="diff-nav" aria-label="Edits">
          <a href={`/${pasteId}/history`}>← History</a>
          <a href={`/${pasteId}`}>Current version</a>
        </nav>
        <h1 id="diff-title">Changes of an end-to-end encrypted paste</h1>
        <E2eDiffView
          pasteId={pasteId}
          before={{ e2e: diff.oldPaste.e2e, pasties: diff.oldPaste.pasties }}
          after={{ e2e: diff.newPaste.e2e, pasties: diff.newPaste.pasties }}
        />
      </article>
    );
  }
  const titleChanged = diff.oldPaste.title !== diff.newPaste.title;
  return (
    <article aria-labelledby="diff-title">
      <nav className="diff-nav" aria-label="Edits">
        <a href={`/${pasteId}/history`}>← History</a>
        <a href={`/${pasteId}`}>Current version</a>
        {olderEditId ? (
          <a href={`/${pasteId}/history/${olderEditId}/diff`} rel="prev">
            Previous edit
          </a>
        ) : null}
        {newerEditId ? (
          <a href={`/${pasteId}/history/${newerEditId}/diff`} rel="next">
            Next edit
          </a>
        ) : null}
      </nav>
      <h1 id="diff-title">Changes of {pasteName(diff.newPaste.title)}</h1>
      <p className="muted">
        From the version <RelativeTime date={diff.oldPaste.editedAt} prefix="of" /> to the edit{" "}
        <RelativeTime date={diff.newPaste.editedAt} prefix="made" />.
        {titleChanged ? ` Title: “${diff.oldPaste.title || "untitled"}” → “${diff.newPaste.title || "untitled"}”.` : null}
      </p>
      <div className="pasties-stacked">
        {pasties.map((pasty, index) => (
          <PastyDiffView key={pasty.id} diff={pasty} index={index} />
        ))}
      </div>
    </article>
  );
}
