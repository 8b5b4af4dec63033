import type { Metadata } from "next";
import { AdminPager } from "@/components/moderation/admin-pager";
import { ReportDecision } from "@/components/moderation/report-decision";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { adminPageCaller } from "@/lib/moderation/access";
import { adminPastesQuery, findPastesForAdmin } from "@/lib/moderation/admin-pastes";
import { orNotFound } from "@/lib/pastes/page";
import "@/components/moderation/moderation.css";

export const dynamic = "force-dynamic";

interface PastesPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Only admins learn the page exists: everyone else gets the site's not-found page, title included. */
export async function generateMetadata(): Promise<Metadata> {
  await orNotFound(adminPageCaller());
  return { title: "Pastes", robots: { index: false } };
}

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
                <td>
                  <a href={`/${paste.id}`}>{paste.title || paste.id}</a>
                </td>
                <td>{paste.owner ? <a href={`/admin/pastes?owner=${encodeURIComponent(paste.owner)}`}>{paste.owner}</a> : "anonymous"}</td>
                <td>
                  <RelativeTime date={paste.createdAt} />
                </td>
                <td>
                  {[
                    paste.quarantined ? "Quarantined" : "Visible",
                    paste.encrypted ? "encrypted" : null,
                    paste.openReports > 0 ? `${paste.openReports} open reports` : null,
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </td>
                <td>
                  <ReportDecision pasteId={paste.id} title={paste.title || paste.id} quarantined={paste.quarantined} owner={null} />
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
