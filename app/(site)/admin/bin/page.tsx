import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
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
  const [bin, t, titles, common, pager, locale] = await Promise.all([
    orNotFound(adminPageCaller().then((caller) => listEveryBin(caller, query))),
    getTranslations("admin.binPage"),
    getTranslations("admin.titles"),
    getTranslations("admin.common"),
    getTranslations("admin.pager"),
    getLocale(),
  ]);
  return (
    <section className="moderation" aria-labelledby="bin-title">
      <h1 id="bin-title">{titles("bin")}</h1>
      <p className="muted">{t.rich("intro", { link: (chunks) => <a href="/admin/audit">{chunks}</a> })}</p>
      {bin.items.length === 0 ? (
        <p className="empty-state">{t("empty")}</p>
      ) : (
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">{common("columns.paste")}</th>
              <th scope="col">{common("columns.owner")}</th>
              <th scope="col">{t("deleted")}</th>
              <th scope="col">{t("purgesAt")}</th>
              <th scope="col">{t("purge")}</th>
            </tr>
          </thead>
          <tbody>
            {bin.items.map((paste) => (
              <tr key={paste.id} data-testid="bin-row">
                <td data-label={common("columns.paste")}>
                  {paste.title ? <span translate="no">{paste.title}</span> : <span className="muted">{common("untitled")}</span>}{" "}
                  <code>{paste.id}</code>
                </td>
                <td data-label={common("columns.owner")}>
                  {paste.owner ? <span translate="no">{paste.owner}</span> : common("anonymous")}
                </td>
                <td data-label={t("deleted")}>
                  <RelativeTime date={paste.binnedAt} locale={locale} />
                </td>
                <td data-label={t("purgesAt")}>
                  <RelativeTime date={paste.purgesAt} locale={locale} />
                </td>
                <td data-label={t("purge")}>
                  <BinEntryActions id={paste.id} name={paste.title || t("pasteName", { id: paste.id })} purge />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AdminPager label={pager("bin")} page={query.page + 1} hasNext={bin.hasNextPage} link={(page) => `/admin/bin?page=${page - 1}`} />
    </section>
  );
}
