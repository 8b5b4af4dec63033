import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AdminPager } from "@/components/moderation/admin-pager";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { adminPageCaller, adminPageMetadata } from "@/lib/moderation/access";
import { AUDIT_ACTIONS, loadAuditLog } from "@/lib/moderation/audit-log";
import { orNotFound } from "@/lib/pastes/page";

interface AuditPageProps {
  searchParams: Promise<{ action?: string | string[]; page?: string | string[] }>;
}

export const generateMetadata = async (): Promise<Metadata> => adminPageMetadata((await getTranslations("admin.titles"))("audit"));

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function AuditLogPage({ searchParams }: AuditPageProps) {
  const query = await searchParams;
  const [log, t, titles, common, pager, locale] = await Promise.all([
    orNotFound(adminPageCaller().then((caller) => loadAuditLog(caller, { action: first(query.action), page: first(query.page) }))),
    getTranslations("admin.auditPage"),
    getTranslations("admin.titles"),
    getTranslations("admin.common"),
    getTranslations("admin.pager"),
    getLocale(),
  ]);
  const pageLink = (page: number) =>
    `/admin/audit?${new URLSearchParams({ ...(log.action ? { action: log.action } : {}), page: String(page) })}`;
  return (
    <section className="moderation" aria-labelledby="audit-title">
      <h1 id="audit-title">{titles("audit")}</h1>
      <p className="muted">{t("intro")}</p>
      <form className="audit-filter" method="get" action="/admin/audit">
        <label className="field-label" htmlFor="audit-action">
          {t("action")}
        </label>
        <select id="audit-action" name="action" className="select" defaultValue={log.action ?? ""}>
          <option value="">{t("allActions")}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`actions.${action}`)}
            </option>
          ))}
        </select>
        <Button small type="submit">
          {common("filter")}
        </Button>
      </form>
      {log.entries.length === 0 ? (
        <p className="empty-state">{t("empty")}</p>
      ) : (
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">{t("when")}</th>
              <th scope="col">{t("admin")}</th>
              <th scope="col">{t("action")}</th>
              <th scope="col">{t("target")}</th>
              <th scope="col">{t("note")}</th>
            </tr>
          </thead>
          <tbody>
            {log.entries.map((entry) => (
              <tr key={entry.id} data-testid="audit-entry">
                <td data-label={t("when")}>
                  <RelativeTime date={entry.createdAt} locale={locale} />
                </td>
                <td data-label={t("admin")} translate="no">
                  {entry.actor}
                </td>
                <td data-label={t("action")}>{t(`actions.${entry.action}`)}</td>
                <td data-label={t("target")}>
                  {t("targetType", { type: entry.targetType })} <code>{entry.targetId}</code>
                  {entry.targetLabel ? <span translate="no"> ({entry.targetLabel})</span> : null}
                </td>
                <td data-label={t("note")} dir="auto" translate="no">
                  {entry.note}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AdminPager label={pager("audit")} page={log.page} hasNext={log.hasNext} link={pageLink} />
    </section>
  );
}
