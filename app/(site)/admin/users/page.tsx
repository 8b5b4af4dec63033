import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountDecision } from "@/components/moderation/account-decision";
import { AdminPager } from "@/components/moderation/admin-pager";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { countOf } from "@/lib/core/units";
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
  const list = await orNotFound(
    adminPageCaller().then((caller) => listUsersForAdmin(caller, { q: first(query.q), page: first(query.page) }, true)),
  );
  const pageLink = (page: number) =>
    `/admin/users?${new URLSearchParams({ ...(list.query ? { q: list.query } : {}), page: String(page) })}`;
  return (
    <section className="moderation" aria-labelledby="users-title">
      <h1 id="users-title">Accounts</h1>
      <p className="muted">
        Newest first. Disabling an account stops its sign-ins, sessions and tokens and quarantines its pastes; every decision is kept in the{" "}
        <a href="/admin/audit">audit log</a>.
      </p>
      <form className="audit-filter" method="get" action="/admin/users" role="search">
        <label className="field-label" htmlFor="users-query">
          Name contains
        </label>
        <input id="users-query" name="q" className="input" defaultValue={list.query} maxLength={20} autoComplete="off" />
        <Button small type="submit">
          Find
        </Button>
      </form>
      {list.users.length === 0 ? (
        <p className="empty-state">No accounts.</p>
      ) : (
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col">Created</th>
              <th scope="col">Pastes</th>
              <th scope="col">State</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {list.users.map((user) => (
              <tr key={user.id} data-testid="account-row">
                <td data-label="Account">
                  <a href={`/~${encodeURIComponent(user.username)}`}>{user.username}</a>
                </td>
                <td data-label="Created">
                  <RelativeTime date={user.createdAt} />
                </td>
                <td data-label="Pastes">
                  <a
                    href={`/admin/pastes?owner=${encodeURIComponent(user.username)}`}
                    aria-label={`${countOf(user.pasteCount, "paste")} of ${user.username}`}
                  >
                    {user.pasteCount}
                  </a>
                </td>
                <td data-label="State">{user.disabled ? "Disabled" : user.isAdmin ? "Admin" : "Active"}</td>
                <td data-label="Decision">
                  <AccountDecision username={user.username} disabled={user.disabled} isAdmin={user.isAdmin} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AdminPager label="Account pages" page={list.page} hasNext={list.hasNext} link={pageLink} />
    </section>
  );
}
