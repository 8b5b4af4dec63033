import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AccountDecision } from "@/components/moderation/account-decision";
import { AdminPager } from "@/components/moderation/admin-pager";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { adminPageCaller, adminPageMetadata } from "@/lib/moderation/access";
import { listUsersForAdmin } from "@/lib/moderation/admin-users";
import { orNotFound } from "@/lib/pastes/page";

interface UsersPageProps {
  searchParams: Promise<{ q?: string | string[]; page?: string | string[] }>;
}

export const generateMetadata = async (): Promise<Metadata> => adminPageMetadata((await getTranslations("admin.titles"))("users"));

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /admin/users: find an account, see what it is, disable or enable it. */
export default async function AccountsPage({ searchParams }: UsersPageProps) {
  const query = await searchParams;
  const [list, t, titles, common, pager, locale] = await Promise.all([
    orNotFound(adminPageCaller().then((caller) => listUsersForAdmin(caller, { q: first(query.q), page: first(query.page) }, true))),
    getTranslations("admin.usersPage"),
    getTranslations("admin.titles"),
    getTranslations("admin.common"),
    getTranslations("admin.pager"),
    getLocale(),
  ]);
  const pageLink = (page: number) =>
    `/admin/users?${new URLSearchParams({ ...(list.query ? { q: list.query } : {}), page: String(page) })}`;
  return (
    <section className="moderation" aria-labelledby="users-title">
      <h1 id="users-title">{titles("users")}</h1>
      <p className="muted">{t.rich("intro", { link: (chunks) => <a href="/admin/audit">{chunks}</a> })}</p>
      <form className="audit-filter" method="get" action="/admin/users" role="search">
        <label className="field-label" htmlFor="users-query">
          {t("nameContains")}
        </label>
        <input id="users-query" name="q" className="input" defaultValue={list.query} maxLength={20} autoComplete="off" />
        <Button small type="submit">
          {common("find")}
        </Button>
      </form>
      {list.users.length === 0 ? (
        <p className="empty-state">{t("empty")}</p>
      ) : (
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">{common("columns.account")}</th>
              <th scope="col">{common("columns.created")}</th>
              <th scope="col">{common("columns.pastes")}</th>
              <th scope="col">{common("columns.state")}</th>
              <th scope="col">{common("columns.decision")}</th>
            </tr>
          </thead>
          <tbody>
            {list.users.map((user) => (
              <tr key={user.id} data-testid="account-row">
                <td data-label={common("columns.account")}>
                  <a href={`/~${encodeURIComponent(user.username)}`} translate="no">
                    {user.username}
                  </a>
                </td>
                <td data-label={common("columns.created")}>
                  <RelativeTime date={user.createdAt} locale={locale} />
                </td>
                <td data-label={common("columns.pastes")}>
                  <a
                    href={`/admin/pastes?owner=${encodeURIComponent(user.username)}`}
                    aria-label={t("pastesOf", { count: user.pasteCount, username: user.username })}
                  >
                    {user.pasteCount}
                  </a>
                </td>
                <td data-label={common("columns.state")}>{user.disabled ? t("disabled") : user.isAdmin ? t("admin") : t("active")}</td>
                <td data-label={common("columns.decision")}>
                  <AccountDecision username={user.username} disabled={user.disabled} isAdmin={user.isAdmin} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AdminPager label={pager("users")} page={list.page} hasNext={list.hasNext} link={pageLink} />
    </section>
  );
}
