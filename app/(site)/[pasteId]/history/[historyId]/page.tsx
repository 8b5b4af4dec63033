import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { E2ePasteView } from "@/components/end-to-end/paste-view";
import { pastyLanguagesOf } from "@/lib/end-to-end/languages";
import { UnderReview } from "@/components/moderation/under-review";
import { LineLinks } from "@/components/paste/line-links";
import { PastiesView } from "@/components/paste/pasties-view";
import { RestoreVersion } from "@/components/paste/restore-version";
import { UnlockForm } from "@/components/paste/unlock-form";
import { ButtonLink } from "@/components/ui/button";
import { RelativeTime, TIME_SLOT } from "@/components/ui/relative-time";
import { PurgedRevision } from "@/components/paste/purged-revision";
import { loadHistoryVersionPage, orPurged, orUnavailable } from "@/lib/pastes/page";
import { pageSettings } from "@/lib/settings/page-settings";
import "@/components/paste/paste.css";
import "@/components/paste/highlight.css";

interface VersionPageProps {
  params: Promise<{ pasteId: string; historyId: string }>;
  searchParams: Promise<{ unlock?: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("history.version"))("metaTitle"), robots: { index: false } };
}

/** The paste as it was before one edit. */
export default function HistoryVersionPage(props: VersionPageProps) {
  return (
    <ClientMessages pick={["history.version", "paste", "reader.comments", "reader.endToEnd", "site.request", "site.units"]}>
      <HistoryVersionPageContent {...props} />
    </ClientMessages>
  );
}

async function HistoryVersionPageContent({ params, searchParams }: VersionPageProps) {
  const [{ pasteId, historyId }, { unlock }] = await Promise.all([params, searchParams]);
  const [page, settings, t, nav, untitled, locale] = await Promise.all([
    orUnavailable(orPurged(loadHistoryVersionPage(pasteId, historyId))),
    pageSettings(),
    getTranslations("history.version"),
    getTranslations("history.nav"),
    getTranslations("paste"),
    getLocale(),
  ]);
  if (page.kind === "under-review") return <UnderReview />;
  if (page.kind === "purged") return <PurgedRevision pasteId={pasteId} message={page.message} />;
  if (page.kind === "locked") {
    return <UnlockForm pasteId={pasteId} wrongKey={page.wrongKey || unlock === "failed"} returnTo={`history/${historyId}`} />;
  }
  const { paste, pasties, viewerIsOwner } = page;
  const backLinks = (
    <p>
      <a href={`/${pasteId}/history`}>{nav("history")}</a> · <a href={`/${pasteId}`}>{nav("current")}</a>
    </p>
  );
  const aboutVersion = (
    <p className="muted">
      {paste.editedAt ? (
        <RelativeTime date={paste.editedAt} label={t("earlierEdited", { time: TIME_SLOT })} locale={locale} />
      ) : (
        t("earlierCreated")
      )}{" "}
      <ButtonLink small href={`/${pasteId}/history/${historyId}/diff`}>
        {t("nextChanges")}
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
          {paste.title ? <span translate="no">{paste.title}</span> : <span className="untitled">{untitled("untitled")}</span>}
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
