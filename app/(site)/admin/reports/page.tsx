import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { ReportDecision } from "@/components/moderation/report-decision";
import { RelativeTime, TIME_SLOT } from "@/components/ui/relative-time";
import { adminPageCaller, adminPageMetadata } from "@/lib/moderation/access";
import { loadReportQueue } from "@/lib/moderation/queue";
import { orNotFound } from "@/lib/pastes/page";
import { reportChoices } from "@/lib/moderation/report-choices";

export const generateMetadata = async (): Promise<Metadata> => adminPageMetadata((await getTranslations("admin.titles"))("reports"));

export default async function ReportQueuePage() {
  const [queue, t, titles, common, reasons, pasteWords, format, locale] = await Promise.all([
    orNotFound(adminPageCaller().then(loadReportQueue)),
    getTranslations("admin.reportsPage"),
    getTranslations("admin.titles"),
    getTranslations("admin.common"),
    getTranslations("paste.report.reasons"),
    getTranslations("paste"),
    getFormatter(),
    getLocale(),
  ]);
  const auditLink = (chunks: ReactNode) => <a href="/admin/audit">{chunks}</a>;
  return (
    <section className="moderation" aria-labelledby="reports-title">
      <h1 id="reports-title">{titles("reports")}</h1>
      <p className="muted">{t.rich("intro", { link: auditLink })}</p>
      {queue.length === 0 ? (
        <p className="empty-state">{t("empty")}</p>
      ) : (
        <ul className="report-queue" aria-label={t("list")}>
          {queue.map((entry) => {
            // A title is the writer's, left as written; an untitled paste is called so in the reader's language.
            const titled = entry.title.trim() !== "";
            const title = titled ? entry.title : pasteWords("untitled");
            return (
              <li key={entry.pasteId} className="card report-entry" data-testid="reported-paste">
                <header className="report-entry-head">
                  <h2>
                    <a href={`/${entry.pasteId}`} translate={titled ? "no" : undefined}>
                      {title}
                    </a>
                  </h2>
                  {entry.quarantined ? <p className="quarantined-badge">{t("quarantined")}</p> : null}
                  <p className="muted">
                    {entry.owner
                      ? t.rich(entry.ownerDisabled ? "byDisabled" : "by", {
                          owner: entry.owner,
                          link: (chunks) => (
                            <a href={`/profile/${entry.owner}`} translate="no">
                              {chunks}
                            </a>
                          ),
                        })
                      : common("anonymous")}{" "}
                    · {t("reporters", { count: entry.reporters })} ·{" "}
                    {format.list(
                      entry.reasons.map((reason) => reasons(reason)),
                      { type: "unit" },
                    )}{" "}
                    · <RelativeTime date={entry.newestAt} label={t("lastReported", { time: TIME_SLOT })} locale={locale} />
                  </p>
                </header>
                <ol className="report-list" aria-label={t("reportsOf", { title })}>
                  {entry.reports.map((report) => (
                    <li key={report.reference}>
                      <strong>{reasons(report.reason)}</strong> · <RelativeTime date={report.createdAt} locale={locale} /> ·{" "}
                      {t.rich("reference", { reference: report.reference, code: (chunks) => <code>{chunks}</code> })}
                      {report.details ? (
                        <p className="report-details" dir="auto" translate="no">
                          {report.details}
                        </p>
                      ) : null}
                      {report.contact ? (
                        <p className="muted">
                          {t.rich("contact", { contact: report.contact, words: (chunks) => <span translate="no">{chunks}</span> })}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ol>
                <ReportDecision
                  pasteId={entry.pasteId}
                  title={title}
                  owner={entry.owner}
                  offered={reportChoices({
                    openReports: entry.reports.length,
                    quarantined: entry.quarantined,
                    private: entry.private,
                    owner: entry.owner ? { disabled: entry.ownerDisabled, isAdmin: entry.ownerIsAdmin } : null,
                  })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
