import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPager } from "@/components/moderation/admin-pager";
import { BinEntryActions } from "@/components/settings/bin-entry-actions";
import { RelativeTime } from "@/components/ui/relative-time";
import { adminPageCaller, adminPageMetadata } from "@/lib/moderation/access";
import { orNotFound } from "@/lib/pastes/page";
import { listEveryBin } from "@/lib/recycle-bin/queries";
import { binQuerySchema } from "@/lib/recycle-bin/schema";

interface AdminBinPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const generateMetadata = async (): Promise<Metadata> => adminPageMetadata((await getTranslations("admin.titles"))("bin"));

/** /admin/bin: what owners deleted and may still restore; an admin can purge any of it at once. */
export default async function AdminBinPage({ searchParams }: AdminBinPageProps) {
  const asked = binQuerySchema.safeParse({ page: (await searchParams).page });
  const query = asked.success ? asked.data : binQuerySchema.parse({});
  const bin = await orNotFound(adminPageCaller().then((caller) => listEveryBin(caller, query)));
  return (
    <section className="moderation" aria-labelledby="bin-title">
      <h1 id="bin-title">Recycle bins</h1>
      <p className="muted">
        Pastes their owners deleted, most recent first; each answers &ldquo;not found&rdquo; until its owner restores it or it is deleted
        for good. A purge is final and goes to the <a href="/admin/audit">audit log</a>.
      </p>
      {bin.items.length === 0 ? (
        <p className="empty-state">Every bin is empty.</p>
      ) : (
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">Paste</th>
              <th scope="col">Owner</th>
              <th scope="col">Deleted</th>
              <th scope="col">Deleted for good</th>
              <th scope="col">Purge</th>
            </tr>
          </thead>
          <tbody>
            {bin.items.map((paste) => (
              <tr key={paste.id} data-testid="bin-row">
                <td data-label="Paste">
                  {paste.title || <span className="muted">Untitled</span>} <code>{paste.id}</code>
                </td>
                <td data-label="Owner">{paste.owner ?? "anonymous"}</td>
                <td data-label="Deleted">
                  <RelativeTime date={paste.binnedAt} />
                </td>
                <td data-label="Deleted for good">
                  <RelativeTime date={paste.purgesAt} />
                </td>
                <td data-label="Purge">
                  <BinEntryActions id={paste.id} name={paste.title || `paste ${paste.id}`} purge />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AdminPager
        label="Recycle bin pages"
        page={query.page + 1}
        hasNext={bin.hasNextPage}
        link={(page) => `/admin/bin?page=${page - 1}`}
      />
    </section>
  );
}
