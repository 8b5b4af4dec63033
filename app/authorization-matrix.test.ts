import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as tokensRoute from "@/app/api/v3/auth/self/access_tokens/route";
import * as legacyPaste from "@/app/paste/[id]/route";
import * as v1Paste from "@/app/api/paste/route";
import * as v2Paste from "@/app/api/v2/paste/[id]/route";
import * as v2SelfPastes from "@/app/api/v2/user/self/pastes/route";
import * as v2Self from "@/app/api/v2/user/self/route";
import * as encryptedRoute from "@/app/api/v3/pastes/[pasteId]/encrypted/route";
import * as diffRoute from "@/app/api/v3/pastes/[pasteId]/history/[historyId]/diff/route";
import * as versionRoute from "@/app/api/v3/pastes/[pasteId]/history/[historyId]/route";
import * as historyCompactRoute from "@/app/api/v3/pastes/[pasteId]/history_compact/route";
import * as langsRoute from "@/app/api/v3/pastes/[pasteId]/langs/route";
import * as pinRoute from "@/app/api/v3/pastes/[pasteId]/pin/route";
import * as privateRoute from "@/app/api/v3/pastes/[pasteId]/private/route";
import * as pasteRoute from "@/app/api/v3/pastes/[pasteId]/route";
import * as starRoute from "@/app/api/v3/pastes/[pasteId]/star/route";
import * as statsRoute from "@/app/api/v3/pastes/[pasteId]/stats/route";
import * as tagsRoute from "@/app/api/v3/pastes/[pasteId]/tags/route";
import * as createRoute from "@/app/api/v3/pastes/route";
import * as userPinnedRoute from "@/app/api/v3/users/[username]/pastes/pinned/route";
import * as userPastesRoute from "@/app/api/v3/users/[username]/pastes/route";
import * as rawHistoryRoute from "@/app/raw/[pasteId]/[pastyId]/[historyId]/route";
import * as rawRoute from "@/app/raw/[pasteId]/[pastyId]/route";
import { type Caller, type Scope, scopes } from "@/lib/auth/caller";
import { resolveCaller } from "@/lib/auth/resolve-caller";
import { verifyAccessToken } from "@/lib/auth/tokens";
import { database, db, setDatabase } from "@/lib/db/client";
import type { Database } from "@/lib/db/engines";
import { type QueryLog, withQueryLog } from "@/lib/db/query-counter";
import { AppError } from "@/lib/errors";
import { type ExpiresIn, expiresInValues } from "@/lib/expires-in";
import { historyDiffPage, historyVersionPage, loadPastePage } from "@/lib/pastes/page";
import { createTestSessionHeaders, createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";

// The authorization matrix (issue 9): every door that exposes or changes a paste × every kind of
// caller × every kind of paste, generated from ONE table (ENDPOINTS × ACTORS × KINDS). The expected
// status of each cell comes from one function, expectedStatus(), which restates the rules of
// lib/pastes/access.ts and interface.md 4.x; every cell also asserts that nothing leaks:
//   - an answer that is not 2xx never holds the paste's title, pasty content or tags;
//   - a 2xx answer to anyone but the owner (holding paste:read) never holds the tags, nor the
//     content of a private or encrypted paste, nor the title of a private one (an encrypted
//     paste's title stays plain by behaviour.md "Encryption", and shows in the owner's lists);
//   - a private paste answers every non-owner exactly like a random id (same status, same body),
//     and its content never even comes out of the database (no timing difference either).
//
// Decisions written down here:
//   - Only the owner rows ("owner" by token, "owner (session)") send the Encryption-Key of an
//     encrypted paste; everyone else sends none, so their content reads are 400 Missing key.
//   - The page doors are the page loaders (loadPastePage, historyVersionPage, historyDiffPage)
//     with the caller resolved from the same headers by resolveCaller; their "locked" result (an
//     encrypted paste without its key: the password prompt) is counted as 400, the API's
//     "Missing encryption key.", a thrown 401/403/404 as its status and anything else as 500.
//   - "anonymous" pastes are made by the owner and then stripped of their owner in the database
//     (so they can carry history); "expired" ones get a deletesAt in the past.
//   - The v1 read (GET /api/paste?id=) reads as nobody whoever asks (anonymous only, like the
//     original): the owner's private paste is a 404 there too. /api/v2/user/self and …/self/pastes
//     answer the caller's own account; a paste id appears only in its owner's list.
//   - State-changing rows run on a fresh paste per cell, after every read row, so the user lists
//     (read rows) see exactly the six pastes of the read set.

const KEY = "matrix-encryption-key";

const KINDS = ["public", "private", "pinned", "encrypted", "anonymous", "expired"] as const;
type Kind = (typeof KINDS)[number];

const ACTORS = ["anonymous", "wrong token", "other user", "owner without scope", "owner", "owner (session)", "admin"] as const;
type Actor = (typeof ACTORS)[number];

const marker = (kind: Kind) => ({
  title: `SECRET-TITLE-${kind}`,
  content: `SECRET-CONTENT-${kind}`,
  tag: `SECRET-TAG-${kind}`,
});

interface Target {
  id: string;
  pastyId: string;
  historyId: string;
  kind: Kind;
}

interface Outcome {
  status: number;
  text: string;
}

type Rule =
  | { type: "read"; content: boolean; legacy?: boolean }
  | { type: "starGet" }
  | { type: "starPost" }
  | { type: "owned"; action: "pin" | "private" | "edit" | "tags" }
  | { type: "delete" }
  | { type: "list" }
  /** The v1 read: as nobody, whoever asks. */
  | { type: "v1Read" }
  /** The caller's own account (/api/v2/user/self…); `listsPastes` when it lists their paste ids. */
  | { type: "self"; listsPastes: boolean };

interface Endpoint {
  name: string;
  rule: Rule;
  mutates: boolean;
  /** The answer holds the pasty text as it is: a reader's 2xx must contain the marker (control). */
  showsContent?: boolean;
  call: (target: Target, headers: Record<string, string>) => Promise<Outcome>;
}

type Handler = Parameters<typeof callRoute>[0];

const send = async (
  handler: Handler,
  method: string,
  path: string,
  params: Record<string, string>,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Outcome> => {
  const { status, text } = await callRoute(handler, { method, path, params, headers, body });
  return { status, text };
};

const v3 = (suffix: string, handler: Handler, method = "GET", body?: (t: Target) => unknown) =>
  (t: Target, headers: Record<string, string>) =>
    send(handler, method, `/api/v3/pastes/${t.id}${suffix}`, { pasteId: t.id }, headers, body?.(t));

type PageLoader = (caller: Caller, t: Target, key: string | null) => Promise<{ kind: "open" | "locked" | "opens-once" }>;

/**
 * A pages' door: what a page renders under the caller of these headers. "locked" is the password
 * prompt; a thrown 404 the not-found page; a thrown 401/403 can only come from this table's token
 * callers (pages see sessions, which hold every scope); anything else thrown would be the error
 * page, a 500.
 */
const pageDoor = (load: PageLoader) => async (t: Target, headers: Record<string, string>): Promise<Outcome> => {
  try {
    const caller = await resolveCaller(new Request(`http://localhost/${t.id}`, { headers }));
    const page = await load(caller, t, headers["Encryption-Key"] ?? null);
    return { status: page.kind === "locked" ? 400 : 200, text: JSON.stringify(page) };
  } catch (error) {
    if (error instanceof AppError && [401, 403, 404].includes(error.status)) {
      return { status: error.status, text: JSON.stringify({ message: error.message }) };
    }
    return { status: 500, text: String(error) };
  }
};

let ownerName = "";

// THE table: one row per door. Read rows first, state-changing rows last (see above).
const ENDPOINTS: Endpoint[] = [
  { name: "GET /api/v3/pastes/:id", rule: { type: "read", content: true }, mutates: false,
    showsContent: true, call: v3("", pasteRoute.GET) },
  {
    name: "GET /api/v3/pastes/:id.zip",
    rule: { type: "read", content: true },
    mutates: false,
    call: (t, h) => send(pasteRoute.GET, "GET", `/api/v3/pastes/${t.id}.zip`, { pasteId: `${t.id}.zip` }, h),
  },
  { name: "GET /api/v3/pastes/:id/stats", rule: { type: "read", content: true }, mutates: false, call: v3("/stats", statsRoute.GET) },
  { name: "GET /api/v3/pastes/:id/langs", rule: { type: "read", content: true }, mutates: false, call: v3("/langs", langsRoute.GET) },
  {
    name: "GET /api/v3/pastes/:id/history_compact",
    rule: { type: "read", content: false },
    mutates: false,
    call: v3("/history_compact", historyCompactRoute.GET),
  },
  {
    name: "GET /api/v3/pastes/:id/history/:hid",
    rule: { type: "read", content: true },
    mutates: false,
    showsContent: true,
    call: (t, h) =>
      send(versionRoute.GET, "GET", `/api/v3/pastes/${t.id}/history/${t.historyId}`, { pasteId: t.id, historyId: t.historyId }, h),
  },
  {
    name: "GET /api/v3/pastes/:id/history/:hid/diff",
    rule: { type: "read", content: true },
    mutates: false,
    showsContent: true,
    call: (t, h) =>
      send(diffRoute.GET, "GET", `/api/v3/pastes/${t.id}/history/${t.historyId}/diff`, { pasteId: t.id, historyId: t.historyId }, h),
  },
  { name: "GET /api/v3/pastes/:id/encrypted", rule: { type: "read", content: false }, mutates: false, call: v3("/encrypted", encryptedRoute.GET) },
  { name: "GET /api/v3/pastes/:id/star", rule: { type: "starGet" }, mutates: false, call: v3("/star", starRoute.GET) },
  {
    name: "GET /paste/:id",
    rule: { type: "read", content: true, legacy: true },
    mutates: false,
    showsContent: true,
    call: (t, h) => send(legacyPaste.GET, "GET", `/paste/${t.id}`, { id: t.id }, h),
  },
  {
    name: "GET /api/v2/paste/:id",
    rule: { type: "read", content: true, legacy: true },
    mutates: false,
    showsContent: true,
    call: (t, h) => send(v2Paste.GET, "GET", `/api/v2/paste/${t.id}`, { id: t.id }, h),
  },
  {
    name: "GET /raw/:pasteId/:pastyId",
    rule: { type: "read", content: true },
    mutates: false,
    showsContent: true,
    call: (t, h) => send(rawRoute.GET, "GET", `/raw/${t.id}/${t.pastyId}`, { pasteId: t.id, pastyId: t.pastyId }, h),
  },
  {
    name: "GET /raw/:pasteId/:pastyId/:hid",
    rule: { type: "read", content: true },
    mutates: false,
    showsContent: true,
    call: (t, h) =>
      send(
        rawHistoryRoute.GET,
        "GET",
        `/raw/${t.id}/${t.pastyId}/${t.historyId}`,
        { pasteId: t.id, pastyId: t.pastyId, historyId: t.historyId },
        h,
      ),
  },
  {
    name: "GET /api/paste?id= (v1)",
    rule: { type: "v1Read" },
    mutates: false,
    showsContent: true,
    call: (t, h) => send(v1Paste.GET, "GET", `/api/paste?id=${t.id}`, {}, h),
  },
  {
    name: "GET /api/v2/user/self",
    rule: { type: "self", listsPastes: false },
    mutates: false,
    call: (_t, h) => send(v2Self.GET, "GET", "/api/v2/user/self", {}, h),
  },
  {
    name: "GET /api/v2/user/self/pastes",
    rule: { type: "self", listsPastes: true },
    mutates: false,
    call: (_t, h) => send(v2SelfPastes.GET, "GET", "/api/v2/user/self/pastes", {}, h),
  },
  { name: "page loadPastePage", rule: { type: "read", content: true }, mutates: false,
    showsContent: true, call: pageDoor((caller, t, key) => loadPastePage(caller, t.id, key)) },
  { name: "page /:id/history/:hid", rule: { type: "read", content: true }, mutates: false,
    showsContent: true, call: pageDoor((caller, t, key) => historyVersionPage(caller, t.id, t.historyId, key)) },
  { name: "page /:id/history/:hid/diff", rule: { type: "read", content: true }, mutates: false,
    showsContent: true, call: pageDoor((caller, t, key) => historyDiffPage(caller, t.id, t.historyId, key)) },
  {
    name: "GET /api/v3/users/:username/pastes",
    rule: { type: "list" },
    mutates: false,
    call: (_t, h) =>
      send(userPastesRoute.GET, "GET", `/api/v3/users/${ownerName}/pastes?pageSize=30`, { username: ownerName }, h),
  },
  {
    name: "GET /api/v3/users/:username/pastes/pinned",
    rule: { type: "list" },
    mutates: false,
    call: (_t, h) =>
      send(userPinnedRoute.GET, "GET", `/api/v3/users/${ownerName}/pastes/pinned?pageSize=30`, { username: ownerName }, h),
  },
  { name: "POST /api/v3/pastes/:id/star", rule: { type: "starPost" }, mutates: true, call: v3("/star", starRoute.POST, "POST") },
  { name: "POST /api/v3/pastes/:id/pin", rule: { type: "owned", action: "pin" }, mutates: true, call: v3("/pin", pinRoute.POST, "POST") },
  {
    name: "POST /api/v3/pastes/:id/private",
    rule: { type: "owned", action: "private" },
    mutates: true,
    call: v3("/private", privateRoute.POST, "POST"),
  },
  {
    name: "PATCH /api/v3/pastes/:id",
    rule: { type: "owned", action: "edit" },
    mutates: true,
    call: v3("", pasteRoute.PATCH, "PATCH", () => ({ pasties: [{ content: "edited by the matrix" }] })),
  },
  {
    name: "PATCH /api/v3/pastes/:id/tags",
    rule: { type: "owned", action: "tags" },
    mutates: true,
    call: v3("/tags", tagsRoute.PATCH, "PATCH", () => ["matrix-tag"]),
  },
  { name: "DELETE /api/v3/pastes/:id", rule: { type: "delete" }, mutates: true, call: v3("", pasteRoute.DELETE, "DELETE") },
];

const isOwnerAccount = (actor: Actor) => actor === "owner" || actor === "owner (session)" || actor === "owner without scope";
/** The actors that may read everything of the owner's pastes: the owner holding paste:read. */
const isReader = (actor: Actor) => actor === "owner" || actor === "owner (session)";
const sendsKey = isReader;

/** The rules, written once (lib/pastes/access.ts, interface.md 4.3, behaviour.md "Status codes"). */
function expectedStatus(endpoint: Endpoint, actor: Actor, kind: Kind): number {
  const rule = endpoint.rule;
  if (actor === "wrong token") return 401; // never a silent anonymous
  if (rule.type === "list") return 200;
  const hidden = kind === "expired" || (kind === "private" && !isOwnerAccount(actor)); // like missing
  const needsKey = kind === "encrypted" && !sendsKey(actor);
  switch (rule.type) {
    case "v1Read":
      return kind === "expired" || kind === "private" || kind === "encrypted" ? 404 : 200;
    case "self":
      return actor === "anonymous" ? 401 : 200; // any login; self/pastes answers the caller's own
    case "read":
      if (hidden) return 404;
      if (actor === "owner without scope") return 403; // logged in without paste:read
      if (rule.legacy && kind === "encrypted") return 404; // not usable through the older API
      if (rule.content && needsKey) return 400; // Missing encryption key
      return 200;
    case "starGet":
      if (actor === "anonymous") return 401;
      return hidden ? 404 : 200; // needs a login, no scope
    case "starPost":
      if (actor === "anonymous") return 401;
      if (hidden) return 404;
      if (actor === "owner without scope") return 403; // it answers the paste: a read
      return needsKey ? 400 : 200; // answers the paste, so its content is read first
    case "owned":
      if (actor === "anonymous") return 401;
      if (actor === "owner without scope") return 403; // pin needs `user`, the others `paste`
      if (hidden) return 404;
      if (kind === "anonymous") return 400; // an owner-less paste cannot be changed
      if (!isOwnerAccount(actor)) return 403;
      if (rule.action === "pin" && kind === "private") return 400;
      if (rule.action === "private" && kind === "pinned") return 400;
      return needsKey ? 400 : 200;
    case "delete":
      if (actor === "anonymous") return 401;
      if (actor === "owner without scope") return 403;
      if (hidden) return 404;
      if (isOwnerAccount(actor) && kind !== "anonymous") return 204;
      if (actor === "admin") return 204; // admins delete public pastes (private ones are hidden above)
      return 403;
  }
}

/** The strings this actor must not find in this answer. */
function secretsFor(kind: Kind, actor: Actor, status: number): string[] {
  const m = marker(kind);
  if (status < 200 || status >= 300) return [m.title, m.content, m.tag];
  if (isReader(actor)) return [];
  const secrets = actor === "owner without scope" ? [] : [m.tag];
  if (kind === "private" || kind === "encrypted") secrets.push(m.content);
  if (kind === "private") secrets.push(m.title);
  return secrets;
}

const headersOf: Record<Actor, Record<string, string>> = {} as Record<Actor, Record<string, string>>;
const readSet = {} as Record<Kind, Target>;
let ownerToken = "";

async function createTarget(kind: Kind, withHistory: boolean): Promise<Target> {
  const m = marker(kind);
  const auth: Record<string, string> = { Authorization: `Bearer ${ownerToken}` };
  if (kind === "encrypted") auth["Encryption-Key"] = KEY;
  const created = await callRoute(createRoute.POST, {
    method: "POST",
    path: "/api/v3/pastes",
    headers: auth,
    body: {
      title: m.title,
      tags: kind === "anonymous" ? [] : [m.tag],
      private: kind === "private",
      pinned: kind === "pinned",
      encrypted: kind === "encrypted",
      expiresIn: kind === "expired" ? "1h" : "never",
      pasties: [{ title: "main", content: `${m.content} first`, language: "Text" }],
    },
  });
  if (created.status !== 201) throw new Error(`create ${kind}: ${created.status} ${created.text}`);
  const paste = created.json as { id: string; pasties: { id: string }[] };
  const target: Target = { id: paste.id, pastyId: paste.pasties[0]!.id, historyId: "nohist00", kind };
  if (withHistory) {
    const edit = await send(pasteRoute.PATCH, "PATCH", `/api/v3/pastes/${paste.id}`, { pasteId: paste.id }, auth, {
      pasties: [{ id: target.pastyId, content: `${m.content} second` }],
    });
    if (edit.status !== 200) throw new Error(`edit ${kind}: ${edit.status} ${edit.text}`);
    const history = await send(historyCompactRoute.GET, "GET", `/api/v3/pastes/${paste.id}/history_compact`, { pasteId: paste.id }, auth);
    target.historyId = (JSON.parse(history.text) as { id: string }[])[0]!.id;
  }
  if (kind === "anonymous") await db().paste.update({ where: { id: paste.id }, data: { ownerId: null } });
  if (kind === "expired") await db().paste.update({ where: { id: paste.id }, data: { deletesAt: new Date(Date.now() - 60_000) } });
  return target;
}

beforeAll(async () => {
  const owner = await createTestUser();
  const other = await createTestUser();
  const admin = await createTestUser({ isAdmin: true });
  ownerName = owner.username;
  ownerToken = await createTestToken(owner.id, ["paste", "user", "user:access_tokens"]);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  headersOf.anonymous = {};
  headersOf["wrong token"] = { Authorization: "Bearer garbage" };
  headersOf["other user"] = bearer(await createTestToken(other.id, ["paste", "user", "user:access_tokens"]));
  headersOf["owner without scope"] = bearer(await createTestToken(owner.id, ["user:read"]));
  headersOf.owner = bearer(ownerToken);
  headersOf["owner (session)"] = await createTestSessionHeaders(owner.id);
  headersOf.admin = bearer(await createTestToken(admin.id, ["paste", "user", "user:access_tokens"]));
  for (const kind of KINDS) readSet[kind] = await createTarget(kind, true);
  original = database();
  ({ database: logged, log } = withQueryLog(original));
  setDatabase(logged);
});

afterAll(async () => {
  setDatabase(original);
  await logged?.close();
});

let original: Database;
let logged: Database;
/** Every statement of the cells, with what the database answered. */
let log: QueryLog;
const databaseAnswers = () => JSON.stringify(log.statements.map((statement) => statement.rows ?? []));

const headersFor = (actor: Actor, kind: Kind) =>
  kind === "encrypted" && sendsKey(actor) ? { ...headersOf[actor], "Encryption-Key": KEY } : headersOf[actor];

interface Cell {
  name: string;
  endpoint: Endpoint;
  actor: Actor;
  kind: Kind;
  expected: number;
}

const cellsOf = (endpoint: Endpoint): Cell[] =>
  ACTORS.flatMap((actor) =>
    KINDS.map((kind) => {
      const expected = expectedStatus(endpoint, actor, kind);
      return { name: `${endpoint.name} × ${actor} × ${kind} → ${expected}`, endpoint, actor, kind, expected };
    }),
  );

describe.each(ENDPOINTS.map((endpoint) => ({ endpoint, label: endpoint.name })))("$label", ({ endpoint }) => {
  it.each(cellsOf(endpoint))("$name", async ({ endpoint: ep, actor, kind, expected }) => {
    const target = ep.mutates ? await createTarget(kind, false) : readSet[kind];
    const headers = headersFor(actor, kind);
    log.reset();
    const answer = await ep.call(target, headers);
    expect(answer.status, answer.text).toBe(expected);
    for (const secret of secretsFor(kind, actor, answer.status)) expect(answer.text).not.toContain(secret);
    // Control: the markers are really in what a reader gets, so their absence above means something.
    if (ep.showsContent && isReader(actor) && expected === 200) expect(answer.text).toContain(marker(kind).content);
    // The caller's own lists hold the owner's live pastes only for the owner (private ones only
    // with paste:read), and never another user's.
    if (ep.rule.type === "self") {
      const listed =
        ep.rule.listsPastes && isOwnerAccount(actor) && kind !== "expired" && kind !== "anonymous" && (kind !== "private" || isReader(actor));
      if (listed) expect(answer.text).toContain(target.id);
      else expect(answer.text).not.toContain(target.id);
    }
    if (kind === "private" && !isOwnerAccount(actor) && ep.rule.type !== "list") {
      expect(databaseAnswers()).not.toContain(marker(kind).content);
      const missing = await ep.call({ ...target, id: "zz0missing".slice(0, 8) }, headers);
      expect({ status: answer.status, text: answer.text }).toEqual(missing);
    }
  });
});

// Token creation (issue 18, item 6): every kind of creator × every scope × every expiry, from one
// rule. A browser session is the person and may create any token; an access token only one
// within its own scopes (a write scope covers its read scope) that expires no later than itself.

const CREATORS: Record<string, { scopes: Scope[]; expiresIn: ExpiresIn } | "session"> = {
  session: "session",
  "token with every scope, never expiring": { scopes: [...scopes], expiresIn: "never" },
  "token with only user:access_tokens, 1h": { scopes: ["user:access_tokens"], expiresIn: "1h" },
  "token with paste and user:access_tokens, 1d": { scopes: ["paste", "user:access_tokens"], expiresIn: "1d" },
  "token with user:read and user:access_tokens, 1y": { scopes: ["user:read", "user:access_tokens"], expiresIn: "1y" },
};
const impliedBy: Partial<Record<Scope, Scope>> = { "paste:read": "paste", "user:read": "user" };

function expectedTokenStatus(creator: (typeof CREATORS)[string], scope: Scope, expiresIn: ExpiresIn): number {
  if (creator === "session") return 201;
  const holds = creator.scopes.includes(scope) || creator.scopes.includes(impliedBy[scope]!);
  if (!holds) return 403;
  // expiresInValues lists "never", then the lifetimes from shortest to longest. Created a moment
  // after its creator, a token of the same lifetime would outlive it.
  const lifetime = (value: ExpiresIn) => (value === "never" ? Infinity : expiresInValues.indexOf(value));
  const outlives = creator.expiresIn !== "never" && lifetime(expiresIn) >= lifetime(creator.expiresIn);
  return outlives ? 403 : 201;
}

describe("POST /api/v3/auth/self/access_tokens", () => {
  const creatorHeaders: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    const user = await createTestUser();
    for (const [name, creator] of Object.entries(CREATORS)) {
      creatorHeaders[name] =
        creator === "session"
          ? await createTestSessionHeaders(user.id)
          : { Authorization: `Bearer ${await createTestToken(user.id, creator.scopes, creator.expiresIn)}` };
    }
  });

  const cells = Object.entries(CREATORS).flatMap(([name, creator]) =>
    scopes.flatMap((scope) =>
      expiresInValues.map((expiresIn) => {
        const expected = expectedTokenStatus(creator, scope, expiresIn);
        return { label: `${name} × ${scope} × ${expiresIn} → ${expected}`, name, scope, expiresIn, expected };
      }),
    ),
  );

  it.each(cells)("$label", async ({ name, scope, expiresIn, expected }) => {
    const answer = await send(tokensRoute.POST, "POST", "/api/v3/auth/self/access_tokens", {}, creatorHeaders[name]!, {
      scopes: [scope],
      expiresIn,
    });
    expect(answer.status, answer.text).toBe(expected);
    if (expected !== 201) return;
    // The new token holds exactly what was asked for.
    const { accessToken } = JSON.parse(answer.text) as { accessToken: string };
    const minted = await verifyAccessToken(accessToken);
    expect([...minted.scopes]).toEqual([scope]);
  });
});
