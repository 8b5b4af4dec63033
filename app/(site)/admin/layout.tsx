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
  { href: "/admin/users", label: "Users" },
  { href: "/admin/invitations", label: "Invitations" },
  { href: "/admin/announcements", label: "Announcements" },
  { href: "/admin/audit", label: "Audit" },
] as const;

/**
 * Only admins learn the admin pages exist: everyone else gets the site's not-found page, title
 * included (the metadata is checked as well as the page). Each page's own title replaces this one.
 */
export async function generateMetadata(): Promise<Metadata> {
  await orNotFound(adminPageCaller());
  return { title: "Administration", robots: { index: false } };
}

/**
 * Every admin page: the gate above and the tabs between them. Next.js renders a page beside its
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
