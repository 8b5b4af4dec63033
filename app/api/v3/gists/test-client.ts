import * as userRoute from "@/app/api/v3/users/[username]/route";
import * as userGistsRoute from "@/app/api/v3/users/[username]/gists/route";
import * as rateLimitRoute from "@/app/api/v3/rate_limit/route";
import * as selfRoute from "@/app/api/v3/user/route";
import { type CallOptions, callRoute } from "@/lib/testing/http";
import * as revision from "./[gistId]/[sha]/route";
import * as comment from "./[gistId]/comments/[comment_id]/route";
import * as comments from "./[gistId]/comments/route";
import * as commits from "./[gistId]/commits/route";
import * as forks from "./[gistId]/forks/route";
import * as gist from "./[gistId]/route";
import * as star from "./[gistId]/star/route";
import * as publicGists from "./public/route";
import * as gists from "./route";
import * as starred from "./starred/route";

// Calls the real Gist API route handlers for the tests, as a GitHub client would: GitHub's media
// type in Accept and the token as `Authorization: token …` (Octokit's and gh's form).

export interface GistOptions {
  token?: string;
  headers?: Record<string, string>;
}

const call = (
  handler: Parameters<typeof callRoute>[0],
  method: string,
  path: string,
  params: Record<string, string>,
  options: GistOptions,
  body?: unknown,
) => {
  const headers: CallOptions["headers"] = { Accept: "application/vnd.github.v3+json", ...options.headers };
  if (options.token) headers.Authorization = `token ${options.token}`;
  return callRoute(handler, { method, path, params, headers, body });
};

export const gistApi = {
  create: (body: unknown, options: GistOptions = {}) => call(gists.POST, "POST", "/api/v3/gists", {}, options, body),
  get: (id: string, options: GistOptions = {}) => call(gist.GET, "GET", `/api/v3/gists/${id}`, { gistId: id }, options),
  head: (id: string, options: GistOptions = {}) => call(gist.GET, "HEAD", `/api/v3/gists/${id}`, { gistId: id }, options),
  edit: (id: string, body: unknown, options: GistOptions = {}) =>
    call(gist.PATCH, "PATCH", `/api/v3/gists/${id}`, { gistId: id }, options, body),
  remove: (id: string, options: GistOptions = {}) => call(gist.DELETE, "DELETE", `/api/v3/gists/${id}`, { gistId: id }, options),
  /** `query`: the query string, `?page=2&per_page=1`. */
  mine: (query = "", options: GistOptions = {}) => call(gists.GET, "GET", `/api/v3/gists${query}`, {}, options),
  public: (query = "", options: GistOptions = {}) => call(publicGists.GET, "GET", `/api/v3/gists/public${query}`, {}, options),
  starred: (query = "", options: GistOptions = {}) => call(starred.GET, "GET", `/api/v3/gists/starred${query}`, {}, options),
  ofUser: (username: string, query = "", options: GistOptions = {}) =>
    call(userGistsRoute.GET, "GET", `/api/v3/users/${username}/gists${query}`, { username }, options),
  self: (options: GistOptions = {}) => call(selfRoute.GET, "GET", "/api/v3/user", {}, options),
  user: (username: string, options: GistOptions = {}) => call(userRoute.GET, "GET", `/api/v3/users/${username}`, { username }, options),
  rateLimit: (options: GistOptions = {}) => call(rateLimitRoute.GET, "GET", "/api/v3/rate_limit", {}, options),
  commits: (id: string, options: GistOptions = {}) => call(commits.GET, "GET", `/api/v3/gists/${id}/commits`, { gistId: id }, options),
  revision: (id: string, sha: string, options: GistOptions = {}) =>
    call(revision.GET, "GET", `/api/v3/gists/${id}/${sha}`, { gistId: id, sha }, options),
  fork: (id: string, options: GistOptions = {}) => call(forks.POST, "POST", `/api/v3/gists/${id}/forks`, { gistId: id }, options),
  forks: (id: string, options: GistOptions = {}) => call(forks.GET, "GET", `/api/v3/gists/${id}/forks`, { gistId: id }, options),
  star: (id: string, method: "GET" | "PUT" | "DELETE", options: GistOptions = {}) =>
    call(star[method], method, `/api/v3/gists/${id}/star`, { gistId: id }, options),
  comment: (id: string, body: unknown, options: GistOptions = {}) =>
    call(comments.POST, "POST", `/api/v3/gists/${id}/comments`, { gistId: id }, options, body),
  comments: (id: string, options: GistOptions = {}) => call(comments.GET, "GET", `/api/v3/gists/${id}/comments`, { gistId: id }, options),
  commentById: (id: string, commentId: string, options: GistOptions = {}) =>
    call(comment.GET, "GET", `/api/v3/gists/${id}/comments/${commentId}`, { gistId: id, comment_id: commentId }, options),
};

/** A gist object as the tests read it. */
export interface GistJson {
  id: string;
  description: string | null;
  public: boolean;
  owner: { login: string } | null;
  files: Record<
    string,
    { filename: string; language: string | null; content?: string; size: number; truncated?: boolean; raw_url: string }
  >;
  history?: { version: string; change_status: { additions?: number; deletions?: number } }[];
  [key: string]: unknown;
}
