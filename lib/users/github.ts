import "../openapi/zod";
import { z } from "zod";
import { getUserDto, requireProfileUser } from "./queries";

// A Myst user as GitHub's REST API shows a user (https://docs.github.com/en/rest/users/users):
// what the Gist-compatible API (lib/gists) answers for gist owners, GET /api/v3/user and, to
// GitHub's clients, GET /api/v3/users/:username. Only what Myst has: no followers, repositories
// or e-mail; the numeric id GitHub's clients expect is the Myst id read in base 36 (ids are 8
// characters of a-z and 0-9, so it is exact and stays below 2^53).

export const githubSimpleUserSchema = z.object({
  login: z.string(),
  id: z.number().int(),
  node_id: z.string(),
  avatar_url: z.string(),
  gravatar_id: z.string(),
  url: z.string(),
  html_url: z.string(),
  gists_url: z.string(),
  starred_url: z.string(),
  type: z.literal("User"),
  site_admin: z.boolean(),
});
export type GithubSimpleUser = z.infer<typeof githubSimpleUserSchema>;

export const githubUserSchema = githubSimpleUserSchema
  .extend({
    name: z.string().nullable(),
    company: z.null(),
    blog: z.string(),
    location: z.null(),
    email: z.null(),
    bio: z.null(),
    public_repos: z.number().int(),
    public_gists: z.number().int(),
    followers: z.number().int(),
    following: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("GitHubUser");
export type GithubUser = z.infer<typeof githubUserSchema>;

/** What a simple user is made of: a user's id, name and avatar. */
export interface UserFacts {
  id: string;
  username: string;
  avatarId: string | null;
  isAdmin: boolean;
}

/** GitHub's timestamps have no milliseconds: `2011-06-20T11:34:15Z`. */
export const githubTime = (date: Date | string) => new Date(date).toISOString().replace(/\.\d{3}Z$/, "Z");

export function githubUserId(mystId: string): number {
  return Number.parseInt(mystId, 36);
}

export function toGithubSimpleUser(user: UserFacts, origin: string): GithubSimpleUser {
  const url = `${origin}/api/v3/users/${user.username}`;
  return {
    login: user.username,
    id: githubUserId(user.id),
    node_id: Buffer.from(`User:${user.id}`).toString("base64"),
    avatar_url: user.avatarId ? `${origin}/api/v3/images/${user.avatarId}` : "",
    gravatar_id: "",
    url,
    html_url: `${origin}/profile/${user.username}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    type: "User",
    site_admin: user.isAdmin,
  };
}

/** The user `username` names (any letter case) as GitHub shows a user; 404 when there is none. */
export async function getGithubUser(username: string, origin: string): Promise<GithubUser> {
  const row = await requireProfileUser(username);
  const dto = await getUserDto(row.id);
  return {
    ...toGithubSimpleUser({ id: dto.id, username: dto.username, avatarId: dto.avatarId, isAdmin: dto.isAdmin }, origin),
    name: dto.username,
    company: null,
    blog: "",
    location: null,
    email: null,
    bio: null,
    public_repos: 0,
    // Counted for others only where the profile lists them all: else the number is the owner's business.
    public_gists: row.showAllPastesOnProfile ? row.publicPasteCount : 0,
    followers: 0,
    following: 0,
    created_at: githubTime(dto.createdAt),
    updated_at: githubTime(dto.createdAt),
  };
}
