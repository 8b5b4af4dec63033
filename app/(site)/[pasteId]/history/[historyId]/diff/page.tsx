import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";
import { E2eDiffView } from "@/components/end-to-end/diff-view";
import { UnderReview } from "@/components/moderation/under-review";
import { PastyDiffView } from "@/components/paste/pasty-diff";
import { UnlockForm } from "@/components/paste/unlock-form";
import { RelativeTime, TIME_SLOT } from "@/components/ui/relative-time";
import { PurgedRevision } from "@/components/paste/purged-revision";
import { loadHistoryDiffPage, orPurged, orUnavailable } from "@/lib/pastes/page";
import "@/components/paste/paste.css";
import "@/components/paste/highlight.css";

interface DiffPageProps {
  params: Promise<{ pasteId: string; historyId: string }>;
  searchParams: Promise<{ unlock?: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("history.diff"))("metaTitle"), robots: { index: false } };
}

const name = (chunks: ReactNode) => <span translate="no">{chunks}</span>;

/** What one edit changed, pasty by pasty. */
export default function HistoryDiffPage(props: DiffPageProps) {
  return (
    <ClientMessages pick={["history.diff", "paste.pastyNumber", "reader.endToEnd"]}>
      <HistoryDiffPageContent {...props} />
    </ClientMessages>
  );
}

async function HistoryDiffPageContent({ params, searchParams }: DiffPageProps) {
  const [{ pasteId, historyId }, { unlock }] = await Promise.all([params, searchParams]);
  const [page, t, nav, untitled, locale] = await Promise.all([
    orUnavailable(orPurged(loadHistoryDiffPage(pasteId, historyId))),
    getTranslations("history.diff"),
    getTranslations("history.nav"),
    getTranslations("paste"),
    getLocale(),
  ]);
  if (page.kind === "under-review") return <UnderReview />;
  if (page.kind === "purged") return <PurgedRevision pasteId={pasteId} message={page.message} />;
  if (page.kind === "locked") {
    return <UnlockForm pasteId={pasteId} wrongKey={page.wrongKey || unlock === "failed"} returnTo={`history/${historyId}/diff`} />;
  }
  const { diff, pasties, olderEditId, newerEditId } = page;
  if (diff.oldPaste.e2e && diff.newPaste.e2e) {
    return (
      <article aria-labelledby="diff-title">
        <nav className="diff-nav" aria-label={nav("edits")}>
          <a href={`/${pasteId}/history`}>{nav("history")}</a>
          <a href={`/${pasteId}`}>{nav("current")}</a>
        </nav>
        <h1 id="diff-title">{t("endToEndTitle")}</h1>
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
      <nav className="diff-nav" aria-label={nav("edits")}>
        <a href={`/${pasteId}/history`}>{nav("history")}</a>
        <a href={`/${pasteId}`}>{nav("current")}</a>
        {olderEditId ? (
          <a href={`/${pasteId}/history/${olderEditId}/diff`} rel="prev">
            {nav("previous")}
          </a>
        ) : null}
        {newerEditId ? (
          <a href={`/${pasteId}/history/${newerEditId}/diff`} rel="next">
            {nav("next")}
          </a>
        ) : null}
      </nav>
      <h1 id="diff-title">
        {diff.newPaste.title.trim()
          ? t.rich("title", { title: diff.newPaste.title, name })
          : t("titleUntitled", { title: untitled("untitled") })}
      </h1>
      <p className="muted">
        {t.rich("span", {
          older: () => <RelativeTime date={diff.oldPaste.editedAt} label={TIME_SLOT} locale={locale} />,
          newer: () => <RelativeTime date={diff.newPaste.editedAt} label={TIME_SLOT} locale={locale} />,
        })}
        {titleChanged ? (
          <> {t.rich("titleChange", { old: diff.oldPaste.title || t("untitled"), new: diff.newPaste.title || t("untitled"), name })}</>
        ) : null}
      </p>
      <div className="pasties-stacked">
        {pasties.map((pasty, index) => (
          <PastyDiffView key={pasty.id} diff={pasty} index={index} />
        ))}
      </div>
    </article>
  );
}
