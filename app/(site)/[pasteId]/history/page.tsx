import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";
import { UnderReview } from "@/components/moderation/under-review";
import { PurgeRevision } from "@/components/paste/purge-revision";
import { ButtonLink } from "@/components/ui/button";
import { RelativeTime, TIME_SLOT } from "@/components/ui/relative-time";
import type { EditSummary } from "@/lib/pastes/diff-view";
import { isUnderReview, loadHistoryListPage, orUnavailable } from "@/lib/pastes/page";
import "@/components/paste/paste.css";
import { purgeDay } from "@/lib/pastes/purged";

interface HistoryPageProps {
  params: Promise<{ pasteId: string }>;
}

type Translator = Awaited<ReturnType<typeof getTranslations<"history.list">>>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("history.list"))("metaTitle"), robots: { index: false } };
}

const name = (chunks: ReactNode) => <span translate="no">{chunks}</span>;

/** "title changed to “Notes”, +3 −1 lines, 1 pasty added, 1 renamed": what an edit changed, in the list. */
function describeEdit(summary: EditSummary, t: Translator): ReactNode[] {
  const parts: ReactNode[] = [];
  if (summary.newTitle !== null)
    parts.push(summary.newTitle ? t.rich("titleChanged", { title: summary.newTitle, name }) : t("titleRemoved"));
  const { linesAdded: added, linesRemoved: removed } = summary;
  parts.push(t("lines", { added, removed, total: added + removed }));
  if (summary.pastiesAdded > 0) parts.push(t("pastiesAdded", { count: summary.pastiesAdded }));
  if (summary.pastiesRemoved > 0) parts.push(t("pastiesRemoved", { count: summary.pastiesRemoved }));
  if (summary.pastiesRenamed > 0) parts.push(t("pastiesRenamed", { count: summary.pastiesRenamed }));
  return parts.flatMap((part, index) => (index === 0 ? [part] : [", ", part]));
}

export default function HistoryPage(props: HistoryPageProps) {
  return (
    <ClientMessages pick={["history.purge", "site.request"]}>
      <HistoryPageContent {...props} />
    </ClientMessages>
  );
}

async function HistoryPageContent({ params }: HistoryPageProps) {
  const { pasteId } = await params;
  const [history, t, untitled, locale] = await Promise.all([
    orUnavailable(loadHistoryListPage(pasteId)),
    getTranslations("history.list"),
    getTranslations("paste"),
    getLocale(),
  ]);
  if (isUnderReview(history)) return <UnderReview />;
  const { page, edits, maxEdits } = history;
  const title =
    page.kind === "open" && page.paste.title.trim()
      ? t.rich("title", { title: page.paste.title, name })
      : t("titleUntitled", { title: page.kind === "open" ? untitled("untitled") : t("encryptedPaste") });
  const oldest = edits.at(-1);
  // Edits past the kept history's bound were folded away: the oldest kept version is not the original.
  const original = oldest?.version === 0 ? oldest : undefined;
  // The owner, or an admin on a public paste (lib/pastes/access.ts purgeablePaste), purges revisions.
  const mayPurge = page.kind === "open" && (page.viewerIsOwner || page.viewerMayModerate);
  const purged = new Set(edits.filter((edit) => edit.purgedAt).map((edit) => edit.version));
  /** A revision's link and purge button (`purgeable`: its edit's row, not the creation's too), or the marker of its purge. */
  const revisionActions = (edit: (typeof edits)[number], label: string, purgeable: boolean) =>
    edit.purgedAt ? (
      <span className="muted">{t("purgedOn", { version: edit.version, day: purgeDay(new Date(edit.purgedAt)) })}</span>
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
        <a href={`/${pasteId}`}>{t("back")}</a>
      </p>
      <h1 id="history-title">{title}</h1>
      {/* Versions are compared by "What changed"; another paste or a text, on the compare page. */}
      {page.kind === "open" && !page.paste.e2e && !page.paste.burnAfterRead ? (
        <p>
          <ButtonLink small href={`/compare?left=${pasteId}`}>
            {t("compare")}
          </ButtonLink>
        </p>
      ) : null}
      {edits.length === 0 ? (
        <p className="empty-state">{t("notEdited")}</p>
      ) : (
        <ol className="history-list" aria-label={t("edits")}>
          {edits.map((edit) => (
            <li key={edit.id} id={`revision-${edit.version}`}>
              <span>
                {t("edit", { number: edit.version + 1 })} ·{" "}
                <RelativeTime date={edit.editedAt} label={t("made", { time: TIME_SLOT })} locale={locale} />
                {edit.summary ? <span className="history-summary">{describeEdit(edit.summary, t)}</span> : null}
              </span>
              <span className="history-actions">
                {revisionActions(edit, t("versionBefore"), true)}
                {/* A diff with a purged side would show nothing but its 410. */}
                {purged.has(edit.version) || purged.has(edit.version + 1) ? null : (
                  <ButtonLink small href={`/${pasteId}/history/${edit.id}/diff`}>
                    {t("whatChanged")}
                  </ButtonLink>
                )}
              </span>
            </li>
          ))}
          {/* Where the history starts: the paste as it was created is the version before its first edit. */}
          {original ? (
            <li>
              <span>
                {t("created")}
                {page.kind === "open" ? (
                  <>
                    {" · "}
                    <RelativeTime date={page.paste.createdAt} label={TIME_SLOT} locale={locale} />
                  </>
                ) : null}
              </span>
              <span className="history-actions">{revisionActions(original, t("versionAsCreated"), false)}</span>
            </li>
          ) : (
            <li>
              <span className="muted">{t("folded", { count: maxEdits })}</span>
            </li>
          )}
        </ol>
      )}
    </section>
  );
}
