import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPager } from "@/components/moderation/admin-pager";
import { ReportDecision } from "@/components/moderation/report-decision";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { adminPageCaller, adminPageMetadata } from "@/lib/moderation/access";
import { countOf } from "@/lib/core/units";
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
  const found = await orNotFound(adminPageCaller().then((caller) => findPastesForAdmin(caller, asked, true)));
  const query = adminPastesQuery(asked);
  const pageLink = (page: number) =>
    `/admin/pastes?${new URLSearchParams({ ...Object.fromEntries(Object.entries(query).filter(([, value]) => value)), page: String(page) })}`;
  return (
    <section className="moderation" aria-labelledby="pastes-title">
      <h1 id="pastes-title">Pastes</h1>
      <p className="muted">
        Newest first, anonymous and quarantined ones included (never someone&apos;s private paste). The decisions are the queue&apos;s, each
        with a note for the <a href="/admin/audit">audit log</a>.
      </p>
      <form className="audit-filter" method="get" action="/admin/pastes" role="search">
        <label className="field-label" htmlFor="pastes-id">
          Id
        </label>
        <input id="pastes-id" name="id" className="input" defaultValue={query.id} maxLength={16} autoComplete="off" />
        <label className="field-label" htmlFor="pastes-owner">
          Owner
        </label>
        <input id="pastes-owner" name="owner" className="input" defaultValue={query.owner} maxLength={20} autoComplete="off" />
        <label className="field-label" htmlFor="pastes-words">
          Words
        </label>
        <input id="pastes-words" name="q" className="input" defaultValue={query.q} maxLength={200} autoComplete="off" />
        <Button small type="submit">
          Find
        </Button>
      </form>
      {found.pastes.length === 0 ? (
        <p className="empty-state">No pastes.</p>
      ) : (
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">Paste</th>
              <th scope="col">Owner</th>
              <th scope="col">Created</th>
              <th scope="col">State</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {found.pastes.map((paste) => (
              <tr key={paste.id} data-testid="paste-row">
                <td data-label="Paste">
                  <a href={`/${paste.id}`}>{paste.title || paste.id}</a>
                </td>
                <td data-label="Owner">
                  {paste.owner ? <a href={`/admin/pastes?owner=${encodeURIComponent(paste.owner)}`}>{paste.owner}</a> : "anonymous"}
                </td>
                <td data-label="Created">
                  <RelativeTime date={paste.createdAt} />
                </td>
                <td data-label="State">
                  {[
                    paste.quarantined ? "Quarantined" : "Visible",
                    paste.encrypted ? "encrypted" : null,
                    paste.endToEnd ? "end-to-end encrypted" : null,
                    paste.openReports > 0 ? countOf(paste.openReports, "open report") : null,
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </td>
                <td data-label="Decision">
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
      <AdminPager label="Paste pages" page={found.page} hasNext={found.hasNext} link={pageLink} />
    </section>
  );
}
