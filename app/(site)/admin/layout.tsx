import type { Metadata } from "next";
import type { ReactNode } from "react";
import { NavTabs } from "@/components/ui/nav-tabs";
import { adminPageCaller } from "@/lib/moderation/access";
import { orNotFound } from "@/lib/pastes/page";
import "@/components/moderation/moderation.css";

export const dynamic = "force-dynamic";

const ADMIN_TABS = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/reports", label: "Reports" },
  { href: "/admin/pastes", label: "Pastes" },
  { href: "/admin/bin", label: "Recycle bins" },
  { href: "/admin/users", label: "Accounts" },
  { href: "/admin/invitations", label: "Invitations" },
  { href: "/admin/announcements", label: "Announcements" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/audit", label: "Audit" },
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
  return (
    <div className="admin-shell">
      <NavTabs label="Admin pages" tabs={ADMIN_TABS} />
      {children}
    </div>
  );
}
