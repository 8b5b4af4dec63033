import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPager } from "@/components/moderation/admin-pager";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { adminPageCaller, adminPageMetadata } from "@/lib/moderation/access";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, loadAuditLog } from "@/lib/moderation/audit-log";
import { orNotFound } from "@/lib/pastes/page";

interface AuditPageProps {
  searchParams: Promise<{ action?: string | string[]; page?: string | string[] }>;
}

export const generateMetadata = async (): Promise<Metadata> => adminPageMetadata((await getTranslations("admin.titles"))("audit"));

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function AuditLogPage({ searchParams }: AuditPageProps) {
  const query = await searchParams;
  const log = await orNotFound(
    adminPageCaller().then((caller) => loadAuditLog(caller, { action: first(query.action), page: first(query.page) })),
  );
  const pageLink = (page: number) =>
    `/admin/audit?${new URLSearchParams({ ...(log.action ? { action: log.action } : {}), page: String(page) })}`;
  return (
    <section className="moderation" aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <p className="muted">What admins did, newest first. Entries are never changed or removed.</p>
      <form className="audit-filter" method="get" action="/admin/audit">
        <label className="field-label" htmlFor="audit-action">
          Action
        </label>
        <select id="audit-action" name="action" className="select" defaultValue={log.action ?? ""}>
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </select>
        <Button small type="submit">
          Filter
        </Button>
      </form>
      {log.entries.length === 0 ? (
        <p className="empty-state">No entries.</p>
      ) : (
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Admin</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {log.entries.map((entry) => (
              <tr key={entry.id} data-testid="audit-entry">
                <td data-label="When">
                  <RelativeTime date={entry.createdAt} />
                </td>
                <td data-label="Admin">{entry.actor}</td>
                <td data-label="Action">{AUDIT_ACTION_LABELS[entry.action]}</td>
                <td data-label="Target">
                  {entry.targetType} <code>{entry.targetId}</code>
                  {entry.targetLabel ? ` (${entry.targetLabel})` : null}
                </td>
                <td data-label="Note">{entry.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AdminPager label="Audit log pages" page={log.page} hasNext={log.hasNext} link={pageLink} />
    </section>
  );
}
