import type { GistUser } from "./extras-schema";

/** A Myst user as GitHub's simple user object, its URLs on this site (`origin`). */
export function toGistUser(origin: string, user: { id: string; username: string; isAdmin?: boolean }, avatarId?: string): GistUser {
  return {
    login: user.username,
    id: user.id,
    node_id: user.id,
    avatar_url: avatarId ? `${origin}/api/v3/images/${avatarId}` : "",
    url: `${origin}/api/v3/users/${encodeURIComponent(user.username)}`,
    html_url: `${origin}/profile/${encodeURIComponent(user.username)}`,
    type: "User",
    site_admin: user.isAdmin ?? false,
  };
}
