// The pages the palette's "Go to" group leads to, as one table: adding a page is a row, and who
// is offered it is said beside it rather than by where a push sits among ifs. Only links: each
// page still checks its visitor (an admin page is a 404 to everyone else).

/** Who is offered a destination: anyone, a signed-in account, or an admin. */
type Audience = "everyone" | "signed-in" | "admin";

interface Destination {
  id: string;
  label: string;
  /** Words that find it besides its label. */
  keywords: readonly string[];
  /** A page of the viewer's own takes their name (and is found by it too). */
  href: string | ((username: string) => string);
  audience: Audience;
}

/** In the order the palette lists them before anything is typed. */
const DESTINATIONS: readonly Destination[] = [
  { id: "new", label: "New paste", keywords: ["create", "home"], href: "/", audience: "everyone" },
  { id: "explore", label: "Explore public pastes", keywords: ["discover", "recent", "popular"], href: "/explore", audience: "everyone" },
  {
    id: "profile",
    label: "Your profile",
    keywords: ["pastes", "me"],
    href: (username) => `/~${encodeURIComponent(username)}`,
    audience: "signed-in",
  },
  { id: "manual", label: "Manual", keywords: ["docs", "documentation", "help"], href: "/docs", audience: "everyone" },
  { id: "settings", label: "Settings", keywords: ["preferences", "appearance", "behaviour"], href: "/settings", audience: "everyone" },
  { id: "tokens", label: "Access tokens", keywords: ["api", "settings"], href: "/settings/tokens", audience: "signed-in" },
  { id: "bin", label: "Recycle bin", keywords: ["deleted", "restore", "trash", "settings"], href: "/settings/bin", audience: "signed-in" },
  {
    id: "admin-announcements",
    label: "Announcements (admin)",
    keywords: ["admin", "banner"],
    href: "/admin/announcements",
    audience: "admin",
  },
  { id: "admin-reports", label: "Reports (admin)", keywords: ["admin", "moderation", "queue"], href: "/admin/reports", audience: "admin" },
  { id: "admin-users", label: "Accounts (admin)", keywords: ["admin", "users", "disable"], href: "/admin/users", audience: "admin" },
  { id: "admin", label: "Administration (admin)", keywords: ["admin", "statistics", "instance"], href: "/admin", audience: "admin" },
  {
    id: "admin-invitations",
    label: "Invitations (admin)",
    keywords: ["admin", "invite", "registration"],
    href: "/admin/invitations",
    audience: "admin",
  },
  { id: "admin-audit", label: "Audit log (admin)", keywords: ["admin", "moderation"], href: "/admin/audit", audience: "admin" },
];

export interface OfferedDestination {
  value: string;
  label: string;
  keywords: string[];
  href: string;
}

/** The destinations a viewer is offered (null: signed out), with their links filled in. */
export function destinationsFor(viewer: { username: string; isAdmin: boolean } | null): OfferedDestination[] {
  const offered: OfferedDestination[] = [];
  for (const { id, label, keywords, href, audience } of DESTINATIONS) {
    if (audience !== "everyone" && (viewer === null || (audience === "admin" && !viewer.isAdmin))) continue;
    const value = `go:${id}`;
    if (typeof href === "string") offered.push({ value, label, keywords: [...keywords], href });
    else if (viewer) offered.push({ value, label, keywords: [...keywords, viewer.username], href: href(viewer.username) });
  }
  return offered;
}
