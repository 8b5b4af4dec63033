import type { Metadata } from "next";
import { E2ePasteView } from "@/components/end-to-end/paste-view";
import { pastyLanguagesOf } from "@/lib/end-to-end/languages";
import { UnderReview } from "@/components/moderation/under-review";
import { LineLinks } from "@/components/paste/line-links";
import { PastiesView } from "@/components/paste/pasties-view";
import { RestoreVersion } from "@/components/paste/restore-version";
import { UnlockForm } from "@/components/paste/unlock-form";
import { ButtonLink } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { PurgedRevision } from "@/components/paste/purged-revision";
import { loadHistoryVersionPage, orPurged, orUnavailable } from "@/lib/pastes/page";
import { pageSettings } from "@/lib/settings/page-settings";
import "@/components/paste/paste.css";
import "@/components/paste/highlight.css";
import { UNTITLED_PASTE } from "@/lib/pastes/names";

interface VersionPageProps {
  params: Promise<{ pasteId: string; historyId: string }>;
  searchParams: Promise<{ unlock?: string }>;
}

export const metadata: Metadata = { title: "Earlier version", robots: { index: false } };

/** The paste as it was before one edit. */
export default async function HistoryVersionPage({ params, searchParams }: VersionPageProps) {
  const [{ pasteId, historyId }, { unlock }] = await Promise.all([params, searchParams]);
  const [page, settings] = await Promise.all([orUnavailable(orPurged(loadHistoryVersionPage(pasteId, historyId))), pageSettings()]);
  if (page.kind === "under-review") return <UnderReview />;
  if (page.kind === "purged") return <PurgedRevision pasteId={pasteId} message={page.message} />;
  if (page.kind === "locked") {
    return <UnlockForm pasteId={pasteId} wrongKey={page.wrongKey || unlock === "failed"} returnTo={`history/${historyId}`} />;
  }
  const { paste, pasties, viewerIsOwner } = page;
  const backLinks = (
    <p>
      <a href={`/${pasteId}/history`}>← History</a> · <a href={`/${pasteId}`}>Current version</a>
    </p>
  );
  const aboutVersion = (
    <p className="muted">
      An earlier version
      {paste.editedAt ? (
        <>
          {" "}
          (<RelativeTime date={paste.editedAt} prefix="edited" />)
        </>
      ) : (
        " (as first created)"
      )}
      .{" "}
      <ButtonLink small href={`/${pasteId}/history/${historyId}/diff`}>
        What the next edit changed
      </ButtonLink>{" "}
      {viewerIsOwner ? <RestoreVersion pasteId={pasteId} historyId={historyId} /> : null}
    </p>
  );
  if (paste.e2e) {
    return (
      <article className="paste" aria-labelledby="paste-title">
        <E2ePasteView
          pasteId={pasteId}
          sealed={{ e2e: paste.e2e, pasties: paste.pasties }}
          languages={pastyLanguagesOf(paste.pasties)}
          view={settings.pasteView}
          above={backLinks}
          about={aboutVersion}
        />
      </article>
    );
  }
  return (
    <article className="paste" aria-labelledby="paste-title">
      <header className="paste-header">
        {backLinks}
        <h1 className="paste-title" id="paste-title">
          {paste.title || <span className="untitled">{UNTITLED_PASTE}</span>}
        </h1>
        {aboutVersion}
      </header>
      <PastiesView
        pasties={pasties}
        view={settings.pasteView}
        wrap={settings.textWrap}
        rawUrl={(pastyId) => `/raw/${pasteId}/${pastyId}/${historyId}`}
      />
      <LineLinks />
    </article>
  );
}
