import type { Metadata } from "next";
import { formatBytes } from "@/lib/core/units";
import { adminPageCaller, adminPageMetadata } from "@/lib/moderation/access";
import { getInstanceStats } from "@/lib/moderation/instance-stats";
import { orNotFound } from "@/lib/pastes/page";

export const generateMetadata = (): Promise<Metadata> => adminPageMetadata("Administration");

const number = new Intl.NumberFormat("en");

const SECTIONS = [
  { href: "/admin/reports", title: "Reports", about: "The moderation queue: reported pastes, grouped, with their decisions." },
  {
    href: "/admin/pastes",
    title: "Pastes",
    about: "Find pastes by id, owner or words, anonymous and quarantined ones too; decide on them.",
  },
  { href: "/admin/users", title: "Accounts", about: "Find an account; disable or enable it; grant or remove the admin right." },
  { href: "/admin/invitations", title: "Invitations", about: "Sign-up links for registration by invitation: make, see and revoke them." },
  { href: "/admin/announcements", title: "Announcements", about: "The banner every page shows: publish, edit and delete it." },
  {
    href: "/admin/settings",
    title: "Instance settings",
    about: "Registration, captcha, rate limits and automatic quarantine, changed without a restart.",
  },
  { href: "/admin/audit", title: "Audit log", about: "Every moderation and admin decision, who made it and why." },
] as const;

/** /admin: where the admin pages are, and the instance in numbers (lib/moderation/instance-stats.ts). */
export default async function AdminPage() {
  const stats = await orNotFound(adminPageCaller().then((caller) => getInstanceStats(caller, true)));
  const figures: [string, number][] = [
    ["Open reports", stats.reports.open],
    ["Reports in the last 7 days", stats.reports.lastWeek],
    ["Quarantined pastes", stats.pastes.quarantined],
    ["Blocked contents", stats.blockedContents],
    ["Accounts", stats.users.total],
    ["Joined in the last 7 days", stats.users.joinedLastWeek],
    ["Admins", stats.users.admins],
    ["Disabled accounts", stats.users.disabled],
    ["Pastes", stats.pastes.total],
    ["Created in the last 7 days", stats.pastes.createdLastWeek],
    ["Private", stats.pastes.private],
    ["Anonymous", stats.pastes.anonymous],
    ["Encrypted with a password", stats.pastes.encrypted],
    ["End-to-end encrypted", stats.pastes.endToEnd],
    ["Expiring", stats.pastes.expiring],
    ["Usable invitations", stats.activeInvitations],
  ];
  return (
    <section className="moderation" aria-labelledby="admin-title">
      <h1 id="admin-title">Administration</h1>
      <ul className="admin-sections">
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <a href={section.href}>{section.title}</a> <span className="muted">{section.about}</span>
          </li>
        ))}
      </ul>
      <h2>This instance</h2>
      <p className="muted">
        Registration is {stats.registration} (<a href="/admin/settings">settings</a>). The database takes {formatBytes(stats.databaseBytes)}{" "}
        on disk.
      </p>
      <dl className="stat-figures" aria-label="Instance statistics">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{number.format(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
