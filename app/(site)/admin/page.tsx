import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { byteSize } from "@/lib/i18n/byte-size";
import { adminPageCaller, adminPageMetadata } from "@/lib/moderation/access";
import { getInstanceStats } from "@/lib/moderation/instance-stats";
import { orNotFound } from "@/lib/pastes/page";

export const generateMetadata = async (): Promise<Metadata> => adminPageMetadata((await getTranslations("admin.titles"))("administration"));

const SECTIONS = [
  { href: "/admin/reports", key: "reports" },
  { href: "/admin/pastes", key: "pastes" },
  { href: "/admin/users", key: "users" },
  { href: "/admin/invitations", key: "invitations" },
  { href: "/admin/announcements", key: "announcements" },
  { href: "/admin/settings", key: "settings" },
  { href: "/admin/audit", key: "audit" },
] as const;

/** /admin: where the admin pages are, and the instance in numbers (lib/moderation/instance-stats.ts). */
export default async function AdminPage() {
  const [stats, t, titles, units, format] = await Promise.all([
    orNotFound(adminPageCaller().then((caller) => getInstanceStats(caller, true))),
    getTranslations("admin.overview"),
    getTranslations("admin.titles"),
    getTranslations("site.units"),
    getFormatter(),
  ]);
  const figures = [
    ["openReports", stats.reports.open],
    ["reportsLastWeek", stats.reports.lastWeek],
    ["quarantined", stats.pastes.quarantined],
    ["blockedContents", stats.blockedContents],
    ["accounts", stats.users.total],
    ["joinedLastWeek", stats.users.joinedLastWeek],
    ["admins", stats.users.admins],
    ["disabled", stats.users.disabled],
    ["pastes", stats.pastes.total],
    ["createdLastWeek", stats.pastes.createdLastWeek],
    ["private", stats.pastes.private],
    ["anonymous", stats.pastes.anonymous],
    ["encrypted", stats.pastes.encrypted],
    ["endToEnd", stats.pastes.endToEnd],
    ["expiring", stats.pastes.expiring],
    ["invitations", stats.activeInvitations],
  ] as const;
  return (
    <section className="moderation" aria-labelledby="admin-title">
      <h1 id="admin-title">{titles("administration")}</h1>
      <ul className="admin-sections">
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <a href={section.href}>{titles(section.key)}</a> <span className="muted">{t(`sections.${section.key}`)}</span>
          </li>
        ))}
      </ul>
      <h2>{t("instance")}</h2>
      <p className="muted">
        {t.rich("registration", {
          mode: stats.registration,
          size: byteSize(stats.databaseBytes, units),
          code: (chunks) => <code>{chunks}</code>,
          link: (chunks) => <a href="/admin/settings">{chunks}</a>,
        })}
      </p>
      <dl className="stat-figures" aria-label={t("statistics")}>
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`figures.${key}`)}</dt>
            <dd>{format.number(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
