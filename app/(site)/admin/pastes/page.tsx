import type { Metadata } from "next";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { AdminPager } from "@/components/moderation/admin-pager";
import { ReportDecision } from "@/components/moderation/report-decision";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { adminPageCaller, adminPageMetadata } from "@/lib/moderation/access";
import { adminPastesQuery, findPastesForAdmin } from "@/lib/moderation/admin-pastes";
import { reportChoices } from "@/lib/moderation/report-choices";
import { orNotFound } from "@/lib/pastes/page";

interface PastesPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const generateMetadata = async (): Promise<Metadata> => adminPageMetadata((await getTranslations("admin.titles"))("pastes"));

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /admin/pastes: find pastes by id, owner or words, and decide on them as the queue does. */
export default async function AdminPastesPage({ searchParams }: PastesPageProps) {
  const params = await searchParams;
  const asked = { id: first(params.id), owner: first(params.owner), q: first(params.q), page: first(params.page) };
  const [found, t, titles, common, pager, format, locale] = await Promise.all([
    orNotFound(adminPageCaller().then((caller) => findPastesForAdmin(caller, asked, true))),
    getTranslations("admin.pastesPage"),
    getTranslations("admin.titles"),
    getTranslations("admin.common"),
    getTranslations("admin.pager"),
    getFormatter(),
    getLocale(),
  ]);
  const query = adminPastesQuery(asked);
  const pageLink = (page: number) =>
    `/admin/pastes?${new URLSearchParams({ ...Object.fromEntries(Object.entries(query).filter(([, value]) => value)), page: String(page) })}`;
  return (
    <section className="moderation" aria-labelledby="pastes-title">
      <h1 id="pastes-title">{titles("pastes")}</h1>
      <p className="muted">{t.rich("intro", { link: (chunks) => <a href="/admin/audit">{chunks}</a> })}</p>
      <form className="audit-filter" method="get" action="/admin/pastes" role="search">
        <label className="field-label" htmlFor="pastes-id">
          {t("id")}
        </label>
        <input id="pastes-id" name="id" className="input" defaultValue={query.id} maxLength={16} autoComplete="off" />
        <label className="field-label" htmlFor="pastes-owner">
          {t("owner")}
        </label>
        <input id="pastes-owner" name="owner" className="input" defaultValue={query.owner} maxLength={20} autoComplete="off" />
        <label className="field-label" htmlFor="pastes-words">
          {t("words")}
        </label>
        <input id="pastes-words" name="q" className="input" defaultValue={query.q} maxLength={200} autoComplete="off" />
        <Button small type="submit">
          {common("find")}
        </Button>
      </form>
      {found.pastes.length === 0 ? (
        <p className="empty-state">{t("empty")}</p>
      ) : (
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">{common("columns.paste")}</th>
              <th scope="col">{common("columns.owner")}</th>
              <th scope="col">{common("columns.created")}</th>
              <th scope="col">{common("columns.state")}</th>
              <th scope="col">{common("columns.decision")}</th>
            </tr>
          </thead>
          <tbody>
            {found.pastes.map((paste) => (
              <tr key={paste.id} data-testid="paste-row">
                <td data-label={common("columns.paste")}>
                  <a href={`/${paste.id}`} translate="no">
                    {paste.title || paste.id}
                  </a>
                </td>
                <td data-label={common("columns.owner")}>
                  {paste.owner ? (
                    <a href={`/admin/pastes?owner=${encodeURIComponent(paste.owner)}`} translate="no">
                      {paste.owner}
                    </a>
                  ) : (
                    common("anonymous")
                  )}
                </td>
                <td data-label={common("columns.created")}>
                  <RelativeTime date={paste.createdAt} locale={locale} />
                </td>
                <td data-label={common("columns.state")}>
                  {format.list(
                    [
                      paste.quarantined ? t("quarantined") : t("visible"),
                      paste.encrypted ? t("encrypted") : null,
                      paste.endToEnd ? t("endToEnd") : null,
                      paste.openReports > 0 ? t("openReports", { count: paste.openReports }) : null,
                    ].filter((state) => state !== null),
                    { type: "unit" },
                  )}
                </td>
                <td data-label={common("columns.decision")}>
                  <ReportDecision
                    pasteId={paste.id}
                    title={paste.title || paste.id}
                    owner={paste.owner}
                    // This page lists no private paste, and leaves disabling accounts to the accounts page.
                    offered={reportChoices({ ...paste, private: false, owner: null })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AdminPager label={pager("pastes")} page={found.page} hasNext={found.hasNext} link={pageLink} />
    </section>
  );
}
