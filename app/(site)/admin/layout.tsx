import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";
import { NavTabs } from "@/components/ui/nav-tabs";
import { adminPageCaller } from "@/lib/moderation/access";
import { orNotFound } from "@/lib/pastes/page";
import "@/components/moderation/moderation.css";

export const dynamic = "force-dynamic";

const ADMIN_TABS = [
  { href: "/admin", key: "overview" },
  { href: "/admin/reports", key: "reports" },
  { href: "/admin/pastes", key: "pastes" },
  { href: "/admin/bin", key: "bin" },
  { href: "/admin/users", key: "users" },
  { href: "/admin/invitations", key: "invitations" },
  { href: "/admin/announcements", key: "announcements" },
  { href: "/admin/settings", key: "settings" },
  { href: "/admin/audit", key: "audit" },
] as const;

// Each page's title comes from adminPageMetadata, which gives everyone but an admin the
// not-found page's title.
export const metadata: Metadata = { robots: { index: false } };

/**
 * Every admin page: only admins learn they exist (everyone else gets the site's not-found page),
 * with the tabs between them. Next.js renders a page beside its
 * layout rather than after it, so the pages still read their data through adminPageCaller (and
 * lib/moderation's loaders check it again): the gate decides what a visitor sees, not what runs.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await orNotFound(adminPageCaller());
  const t = await getTranslations("admin.tabs");
  return (
    <ClientMessages pick={["admin.decisions", "admin.announcementsPage", "admin.invitationsPage", "admin.settingsPage", "site.request"]}>
      <div className="admin-shell">
        <NavTabs label={t("label")} tabs={ADMIN_TABS.map(({ href, key }) => ({ href, label: t(key) }))} />
        {children}
      </div>
    </ClientMessages>
  );
}
