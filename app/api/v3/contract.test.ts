import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as announcementsRoute from "@/app/api/v3/announcements/route";
import * as accessTokensRoute from "@/app/api/v3/auth/self/access_tokens/route";
import * as selfRoute from "@/app/api/v3/auth/self/route";
import * as invitationsRoute from "@/app/api/v3/invitations/route";
import * as languageRoute from "@/app/api/v3/langs/[name]/route";
import * as openApiRoute from "@/app/api/v3/openapi.json/route";
import * as linksRoute from "@/app/api/v3/pastes/[pasteId]/links/route";
import * as userPastesRoute from "@/app/api/v3/users/[username]/pastes/route";
import * as userRoute from "@/app/api/v3/users/[username]/route";
import type { User } from "@/lib/db/generated/client";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { fakeSecrets } from "@/lib/testing/fake-secrets";
import { type CallResult, callRoute } from "@/lib/testing/http";
import { type OpenApiDocument, openApiContract } from "@/lib/testing/openapi-contract";
import { gistApi } from "./gists/test-client";
import { commentsApi } from "./pastes/comments-test-client";
import { api, createPaste, fullScopes, pasteBody } from "./pastes/test-client";

// The v3 API answers what its published document says (issue 42, item 9): real answers of the
// real route handlers, one of each kind a client meets (create, read, edit, lists, comments,
// share links, users, tokens, announcements, invitations, and the refusals 400/401/403/404/415/
// 422/429), each checked against GET /api/v3/openapi.json for its path, method and status. Where they
// disagree, the document is what is fixed, unless the answer breaks interface.md.

// Rate limits on, with a small budget of misses, so a 429 is a real refusal of the wrapper; and
// secrets refused, so a paste holding one is a real 422.
const previous = vi.hoisted(() => {
  const names = ["RATE_LIMIT_ENABLED", "RATE_LIMIT_MISS_PER_MINUTE", "SECRET_SCAN"];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  Object.assign(process.env, { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_MISS_PER_MINUTE: "2", SECRET_SCAN: "refuse" });
  return saved;
});
afterAll(() => {
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** Each refusal comes from its own address, so the misses of one do not limit another. */
let addresses = 0;
const ownAddress = () => ({ [CLIENT_ADDRESS_HEADER]: `192.0.2.${(addresses += 1)}` });

let contract: ReturnType<typeof openApiContract>;
let actors: { owner: User; ownerToken: string; adminToken: string };
let pasteId: string;
let pastyId: string;
/** Share links are of private pastes only. */
let privateId: string;

beforeAll(async () => {
  const published = await callRoute(openApiRoute.GET, { path: "/api/v3/openapi.json" });
  contract = openApiContract(published.json as OpenApiDocument);
  const [owner, admin] = [await createTestUser(), await createTestUser({ isAdmin: true })];
  actors = { owner, ownerToken: await createTestToken(owner.id, fullScopes), adminToken: await createTestToken(admin.id, fullScopes) };
  pasteId = await createPaste(pasteBody({ tags: ["work"] }), { token: actors.ownerToken });
  pastyId = ((await api.get(pasteId, { token: actors.ownerToken })).json as { pasties: { id: string }[] }).pasties[0]!.id;
  privateId = await createPaste(pasteBody({ private: true }), { token: actors.ownerToken });
});

type Case = [name: string, method: string, path: string, status: number, call: () => Promise<CallResult>];

const owner = () => ({ token: actors.ownerToken });
const admin = () => ({ token: actors.adminToken });

const cases: Case[] = [
  ["create a paste", "post", "/api/v3/pastes", 201, () => api.create(pasteBody({ private: true, tags: ["a"] }), owner())],
  ["create an anonymous paste", "post", "/api/v3/pastes", 201, () => api.create(pasteBody({ anonymous: true }))],
  ["read a paste as its owner", "get", "/api/v3/pastes/{pasteId}", 200, () => api.get(pasteId, owner())],
  ["read a paste as anyone", "get", "/api/v3/pastes/{pasteId}", 200, () => api.get(pasteId)],
  [
    "edit a paste",
    "patch",
    "/api/v3/pastes/{pasteId}",
    200,
    () => api.edit(pasteId, { title: "edited", pasties: [{ id: pastyId, title: "main", content: "edited", language: "Text" }] }, owner()),
  ],
  ["edit its tags", "patch", "/api/v3/pastes/{pasteId}/tags", 200, () => api.tags(pasteId, ["work", "x"], owner())],
  ["its stats", "get", "/api/v3/pastes/{pasteId}/stats", 200, () => api.stats(pasteId)],
  ["its languages", "get", "/api/v3/pastes/{pasteId}/langs", 200, () => api.langs(pasteId)],
  ["its history", "get", "/api/v3/pastes/{pasteId}/history_compact", 200, () => api.history(pasteId)],
  ["whether it is starred", "get", "/api/v3/pastes/{pasteId}/star", 200, () => api.starred(pasteId, owner())],
  [
    "a user's pastes",
    "get",
    "/api/v3/users/{username}/pastes",
    200,
    () =>
      callRoute(userPastesRoute.GET, {
        path: `/api/v3/users/${actors.owner.username}/pastes`,
        params: { username: actors.owner.username },
      }),
  ],
  [
    "a user",
    "get",
    "/api/v3/users/{username}",
    200,
    () => callRoute(userRoute.GET, { path: `/api/v3/users/${actors.owner.username}`, params: { username: actors.owner.username } }),
  ],
  [
    "the caller",
    "get",
    "/api/v3/auth/self",
    200,
    async () => callRoute(selfRoute.GET, { token: await createTestToken(actors.owner.id, ["user:access_tokens"]) }),
  ],
  [
    "create an access token",
    "post",
    "/api/v3/auth/self/access_tokens",
    201,
    async () =>
      callRoute(accessTokensRoute.POST, {
        token: await createTestToken(actors.owner.id, ["user:access_tokens", "paste"]),
        body: { scopes: ["paste"], expiresIn: "1d", description: "ci" },
      }),
  ],
  [
    "list access tokens",
    "get",
    "/api/v3/auth/self/access_tokens",
    200,
    async () => callRoute(accessTokensRoute.GET, { token: await createTestToken(actors.owner.id, ["user:access_tokens"]) }),
  ],
  [
    "add a comment",
    "post",
    "/api/v3/pastes/{pasteId}/comments",
    201,
    () => commentsApi.add(pasteId, { pastyId, fromLine: 1, toLine: 1, body: "looks good" }, owner()),
  ],
  ["list comments", "get", "/api/v3/pastes/{pasteId}/comments", 200, () => commentsApi.list(pasteId, owner())],
  [
    "create a share link",
    "post",
    "/api/v3/pastes/{pasteId}/links",
    201,
    () =>
      callRoute(linksRoute.POST, {
        ...owner(),
        body: { label: "for Ann", maxViews: 3 },
        path: `/api/v3/pastes/${privateId}/links`,
        params: { pasteId: privateId },
      }),
  ],
  [
    "list share links",
    "get",
    "/api/v3/pastes/{pasteId}/links",
    200,
    () => callRoute(linksRoute.GET, { ...owner(), path: `/api/v3/pastes/${privateId}/links`, params: { pasteId: privateId } }),
  ],
  [
    "publish an announcement",
    "post",
    "/api/v3/announcements",
    201,
    () => callRoute(announcementsRoute.POST, { ...admin(), body: { title: "Maintenance", content: "Tonight." } }),
  ],
  ["list announcements", "get", "/api/v3/announcements", 200, () => callRoute(announcementsRoute.GET)],
  [
    "create an invitation",
    "post",
    "/api/v3/invitations",
    201,
    () => callRoute(invitationsRoute.POST, { ...admin(), body: { maxUses: 2 } }),
  ],
  ["list invitations", "get", "/api/v3/invitations", 200, () => callRoute(invitationsRoute.GET, admin())],
  [
    "a language",
    "get",
    "/api/v3/langs/{name}",
    200,
    () => callRoute(languageRoute.GET, { path: "/api/v3/langs/py", params: { name: "py" } }),
  ],
  // The Gist-compatible API (lib/gists), as GitHub's clients call it.
  [
    "create a gist",
    "post",
    "/api/v3/gists",
    201,
    () => gistApi.create({ description: "d", files: { "a.py": { content: "print(1)" } } }, owner()),
  ],
  ["read a gist", "get", "/api/v3/gists/{gistId}", 200, () => gistApi.get(pasteId, owner())],
  [
    "edit a gist",
    "patch",
    "/api/v3/gists/{gistId}",
    200,
    () => gistApi.edit(pasteId, { files: { main: { content: "edited as a gist" } } }, owner()),
  ],
  ["the caller's gists", "get", "/api/v3/gists", 200, () => gistApi.mine("?per_page=5", owner())],
  ["public gists", "get", "/api/v3/gists/public", 200, () => gistApi.public()],
  ["a user's gists", "get", "/api/v3/users/{username}/gists", 200, () => gistApi.ofUser(actors.owner.username)],
  ["the caller as a GitHub user", "get", "/api/v3/user", 200, () => gistApi.self(owner())],
  ["a user, to a GitHub client", "get", "/api/v3/users/{username}", 200, () => gistApi.user(actors.owner.username)],
  ["the rate limits", "get", "/api/v3/rate_limit", 200, () => gistApi.rateLimit(owner())],
  ["401: the caller's gists without a login", "get", "/api/v3/gists", 401, () => gistApi.mine("", { headers: ownAddress() })],
  ["422: a gist without files", "post", "/api/v3/gists", 422, () => gistApi.create({ files: {} }, { ...owner(), headers: ownAddress() })],
  // Its stars, forks, versions and comments (lib/gists).
  ["a gist's versions", "get", "/api/v3/gists/{gistId}/commits", 200, () => gistApi.commits(pasteId, owner())],
  ["a gist at its first version", "get", "/api/v3/gists/{gistId}/{sha}", 200, () => gistApi.revision(pasteId, "0", owner())],
  [
    "404: a version that is no number",
    "get",
    "/api/v3/gists/{gistId}/{sha}",
    404,
    () => gistApi.revision(pasteId, "../", { headers: ownAddress() }),
  ],
  ["star a gist", "put", "/api/v3/gists/{gistId}/star", 204, () => gistApi.star(pasteId, "PUT", owner())],
  ["fork a gist", "post", "/api/v3/gists/{gistId}/forks", 201, () => gistApi.fork(pasteId, owner())],
  ["a gist's forks", "get", "/api/v3/gists/{gistId}/forks", 200, () => gistApi.forks(pasteId, owner())],
  ["comment on a gist", "post", "/api/v3/gists/{gistId}/comments", 201, () => gistApi.comment(pasteId, { body: "As a gist" }, owner())],
  ["a gist's comments", "get", "/api/v3/gists/{gistId}/comments", 200, () => gistApi.comments(pasteId, owner())],
  [
    "404: a comment id that is no number",
    "get",
    "/api/v3/gists/{gistId}/comments/{comment_id}",
    404,
    () => gistApi.commentById(pasteId, "abcdefgh", { headers: ownAddress() }),
  ],
  // The refusals.
  [
    "400: a body against the rules",
    "post",
    "/api/v3/pastes",
    400,
    () => api.create({ pasties: [] }, { ...owner(), headers: ownAddress() }),
  ],
  [
    "401: an unknown token",
    "get",
    "/api/v3/auth/self",
    401,
    () => callRoute(selfRoute.GET, { token: `abcd1234-${"0".repeat(64)}`, headers: ownAddress() }),
  ],
  [
    "403: a token without the scope",
    "get",
    "/api/v3/auth/self",
    403,
    () => callRoute(selfRoute.GET, { ...owner(), headers: ownAddress() }),
  ],
  ["404: no such paste", "get", "/api/v3/pastes/{pasteId}", 404, () => api.get("nosuch00", { headers: ownAddress() })],
  [
    "415: JSON sent as text",
    "post",
    "/api/v3/pastes",
    415,
    () => api.create(JSON.stringify(pasteBody()), { ...owner(), headers: { ...ownAddress(), "Content-Type": "text/plain" } }),
  ],
  [
    "422: a public paste holding a secret",
    "post",
    "/api/v3/pastes",
    422,
    () => api.create(pasteBody({ pasties: [{ content: fakeSecrets[0]!.text }] }), { ...owner(), headers: ownAddress() }),
  ],
  [
    "429: too many misses",
    "get",
    "/api/v3/pastes/{pasteId}",
    429,
    async () => {
      const headers = ownAddress();
      for (let miss = 0; miss < 2; miss++) await api.get("nosuch00", { headers });
      return api.get("nosuch00", { headers });
    },
  ],
];

describe("the v3 API's answers, held to its published OpenAPI document", () => {
  it.each(cases)("%s", async (_, method, path, status, call) => {
    const answer = await call();
    expect(answer.status, answer.text).toBe(status);
    expect(contract.check(method, path, answer)).toEqual([]);
  });

  it("finds an answer that drifted from the document: a field missing, one not documented, a status not listed", async () => {
    const answer = await api.get(pasteId);
    const { title: _missing, ...paste } = answer.json as Record<string, unknown>;
    const drifted = (json: unknown, status = answer.status) => ({ ...answer, status, json });
    expect(contract.check("get", "/api/v3/pastes/{pasteId}", drifted(paste))).toEqual([
      "GET /api/v3/pastes/{pasteId} 200: the body must have required property 'title'",
    ]);
    expect(contract.check("get", "/api/v3/pastes/{pasteId}", drifted({ ...(answer.json as object), secretHash: "x" }))).toEqual([
      "GET /api/v3/pastes/{pasteId} 200: the body must NOT have additional properties (secretHash)",
    ]);
    expect(contract.check("get", "/api/v3/pastes/{pasteId}", drifted(answer.json, 418))).toEqual([
      expect.stringMatching(/^GET \/api\/v3\/pastes\/\{pasteId\} 418: the document lists 200, /),
    ]);
    expect(contract.check("get", "/api/v3/pastes/{pasteId}", drifted({ ...(answer.json as object), createdAt: "yesterday" }))).toEqual([
      `GET /api/v3/pastes/{pasteId} 200: /createdAt must match format "date-time"`,
    ]);
  });
});
