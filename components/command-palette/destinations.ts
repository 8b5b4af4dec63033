// The pages the palette's "Go to" group leads to, as one table: adding a page is a row, and who
// is offered it is said beside it rather than by where a push sits among ifs. Only links: each
// page still checks its visitor (an admin page is a 404 to everyone else).

/** Who is offered a destination: anyone, a signed-in account, or an admin. */
type Audience = "everyone" | "signed-in" | "admin";

/** A destination's id, which names its label in the reader's language too (site.palette.go). */
export type DestinationId =
  | "new"
  | "explore"
  | "profile"
  | "manual"
  | "settings"
  | "tokens"
  | "bin"
  | "admin-announcements"
  | "admin-reports"
  | "admin-users"
  | "admin"
  | "admin-invitations"
  | "admin-audit";

interface Destination {
  id: DestinationId;
  /** Words that find it besides its label. */
  keywords: readonly string[];
  /** A page of the viewer's own takes their name (and is found by it too). */
  href: string | ((username: string) => string);
  audience: Audience;
}

/** In the order the palette lists them before anything is typed. */
const DESTINATIONS: readonly Destination[] = [
  { id: "new", keywords: ["create", "home"], href: "/", audience: "everyone" },
  { id: "explore", keywords: ["discover", "recent", "popular"], href: "/explore", audience: "everyone" },
  {
    id: "profile",
    keywords: ["pastes", "me"],
    href: (username) => `/~${encodeURIComponent(username)}`,
    audience: "signed-in",
  },
  { id: "manual", keywords: ["docs", "documentation", "help"], href: "/docs", audience: "everyone" },
  { id: "settings", keywords: ["preferences", "appearance", "behaviour"], href: "/settings", audience: "everyone" },
  { id: "tokens", keywords: ["api", "settings"], href: "/settings/tokens", audience: "signed-in" },
  { id: "bin", keywords: ["deleted", "restore", "trash", "settings"], href: "/settings/bin", audience: "signed-in" },
  {
    id: "admin-announcements",
    keywords: ["admin", "banner"],
    href: "/admin/announcements",
    audience: "admin",
  },
  { id: "admin-reports", keywords: ["admin", "moderation", "queue"], href: "/admin/reports", audience: "admin" },
  { id: "admin-users", keywords: ["admin", "users", "disable"], href: "/admin/users", audience: "admin" },
  { id: "admin", keywords: ["admin", "statistics", "instance"], href: "/admin", audience: "admin" },
  {
    id: "admin-invitations",
    keywords: ["admin", "invite", "registration"],
    href: "/admin/invitations",
    audience: "admin",
  },
  { id: "admin-audit", keywords: ["admin", "moderation"], href: "/admin/audit", audience: "admin" },
];

export interface OfferedDestination {
  value: string;
  label: string;
  keywords: string[];
  href: string;
}

/** The destinations a viewer is offered (null: signed out), with their links filled in and their labels in `labelOf`'s words. */
export function destinationsFor(
  viewer: { username: string; isAdmin: boolean } | null,
  labelOf: (id: DestinationId) => string,
): OfferedDestination[] {
  const offered: OfferedDestination[] = [];
  for (const { id, keywords, href, audience } of DESTINATIONS) {
    const label = labelOf(id);
    if (audience !== "everyone" && (viewer === null || (audience === "admin" && !viewer.isAdmin))) continue;
    const value = `go:${id}`;
    if (typeof href === "string") offered.push({ value, label, keywords: [...keywords], href });
    else if (viewer) offered.push({ value, label, keywords: [...keywords, viewer.username], href: href(viewer.username) });
  }
  return offered;
}
