import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReportDecision } from "@/components/moderation/report-decision";
import { RelativeTime } from "@/components/ui/relative-time";
import { adminPageCaller, adminPageMetadata } from "@/lib/moderation/access";
import { loadReportQueue } from "@/lib/moderation/queue";
import { REPORT_REASON_LABELS } from "@/lib/moderation/reasons";
import { orNotFound } from "@/lib/pastes/page";
import { pasteName } from "@/lib/pastes/names";
import { countOf } from "@/lib/core/units";
import { reportChoices } from "@/lib/moderation/report-choices";

export const generateMetadata = async (): Promise<Metadata> => adminPageMetadata((await getTranslations("admin.titles"))("reports"));

export default async function ReportQueuePage() {
  const queue = await orNotFound(adminPageCaller().then(loadReportQueue));
  return (
    <section className="moderation" aria-labelledby="reports-title">
      <h1 id="reports-title">Reports</h1>
      <p className="muted">
        Open reports, by paste, the most recently reported first. Every decision is kept in the <a href="/admin/audit">audit log</a>.
      </p>
      {queue.length === 0 ? (
        <p className="empty-state">No open reports.</p>
      ) : (
        <ul className="report-queue" aria-label="Reported pastes">
          {queue.map((entry) => {
            const title = pasteName(entry.title);
            return (
              <li key={entry.pasteId} className="card report-entry" data-testid="reported-paste">
                <header className="report-entry-head">
                  <h2>
                    <a href={`/${entry.pasteId}`}>{title}</a>
                  </h2>
                  {entry.quarantined ? <p className="quarantined-badge">Quarantined: only its owner and the admins can see it</p> : null}
                  <p className="muted">
                    {entry.owner ? (
                      <>
                        by <a href={`/profile/${entry.owner}`}>{entry.owner}</a>
                        {entry.ownerDisabled ? " (disabled)" : null}
                      </>
                    ) : (
                      "anonymous"
                    )}{" "}
                    · {countOf(entry.reporters, "reporter")} · {entry.reasons.map((reason) => REPORT_REASON_LABELS[reason]).join(", ")} ·{" "}
                    <RelativeTime date={entry.newestAt} prefix="last reported" />
                  </p>
                </header>
                <ol className="report-list" aria-label={`Reports of ${title}, newest first`}>
                  {entry.reports.map((report) => (
                    <li key={report.reference}>
                      <strong>{REPORT_REASON_LABELS[report.reason]}</strong> · <RelativeTime date={report.createdAt} /> · reference{" "}
                      <code>{report.reference}</code>
                      {report.details ? <p className="report-details">{report.details}</p> : null}
                      {report.contact ? <p className="muted">Contact: {report.contact}</p> : null}
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
