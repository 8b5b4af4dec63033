import type { RequestHead } from "../http/request-head";
import { json } from "../http/responses";
import type { ErrorShape } from "../http/error-response";
import type { GistPage } from "./lists";
import type { Gist } from "./schema";

/**
 * No cache keeps a gist answer: it may hold a private or decrypted paste, or one that this read
 * burned, and its caller is told by a header GitHub's clients send (Authorization) or by none.
 */
const PERSONAL = { "Cache-Control": "private, no-store" } as const;

/** A gist, or a comment of one, as an answer (`status` 201 for a create, with its Location). */
export function gistResponse(gist: Pick<Gist, "url">, status = 200): Response {
  return json(gist, { status, headers: status === 201 ? { ...PERSONAL, Location: gist.url } : PERSONAL });
}

// The HTTP details of the Gist-compatible API: telling GitHub's clients from Myst's where one
// path serves both, GitHub's media type header, and GitHub's pagination headers.

/**
 * GitHub names the media type of every answer of its API (`X-GitHub-Media-Type`): Myst serves only
 * the default one, JSON of version 3 (docs/api/gists.md). Clients that log or check it (gh's
 * debug output, Octokit's response headers) see what GitHub would have said.
 */
export const GITHUB_MEDIA_TYPE_HEADERS = { "X-GitHub-Media-Type": "github.v3; format=json" } as const;

/**
 * Whether a request comes from a GitHub client: every one sends GitHub's media type
 * (`Accept: application/vnd.github.v3+json`, `application/vnd.github+json`: Octokit, gh, the
 * `gist` command) or names the API version (`X-GitHub-Api-Version`). Myst's own clients send
 * neither, so where GitHub's paths meet Myst's (/api/v3/users/:username) they keep Myst's answer.
 */
export function isGithubClient(request: Pick<RequestHead, "headers">): boolean {
  return /application\/vnd\.github/i.test(request.headers.get("accept") ?? "") || request.headers.get("x-github-api-version") !== null;
}

/**
 * The paths of the Gist API that are GitHub's alone (all but /users/:username, which is Myst's
 * too), and what lies under them (GitHub's /user/starred and the like; Myst has nothing there):
 * their errors are GitHub's shape, whoever asks (the server's answers before any route,
 * lib/server/malformed-path.ts, too).
 */
export function isGistApiPath(path: string): boolean {
  return /^\/api\/v3\/(?:gists|user|rate_limit|users\/[^/]+\/gists)(?:\/|$)/.test(path);
}

/** The error shape for the request: GitHub's to GitHub's clients, else v3's. */
export const errorShapeFor = (request: Request): ErrorShape => (isGithubClient(request) ? "github" : "v3");

/**
 * A page of a list with GitHub's `Link` header: rel next, prev, first and last (last only when the
 * list is counted), each the request's own URL at `origin` with its `page` changed.
 */
export function gistPageResponse(request: Request, origin: string, { items, page, hasNext, lastPage }: GistPage<unknown>): Response {
  const url = new URL(request.url);
  const at = (number: number) => {
    const link = new URL(`${url.pathname}${url.search}`, origin);
    link.searchParams.set("page", String(number));
    return link.href;
  };
  const links: [number, string][] = [];
  if (hasNext) links.push([page + 1, "next"]);
  if (lastPage !== null && lastPage > page) links.push([lastPage, "last"]);
  if (page > 1) links.push([1, "first"], [page - 1, "prev"]);
  // A list may hold the caller's private gists and comments on them: no cache keeps it either.
  const headers: Record<string, string> = links.length
    ? { ...PERSONAL, Link: links.map(([number, rel]) => `<${at(number)}>; rel="${rel}"`).join(", ") }
    : { ...PERSONAL };
  return json(items, { headers });
}
