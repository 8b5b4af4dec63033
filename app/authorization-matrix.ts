import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as historyCompactRoute from "@/app/api/v3/pastes/[pasteId]/history_compact/route";
import * as pasteRoute from "@/app/api/v3/pastes/[pasteId]/route";
import * as createRoute from "@/app/api/v3/pastes/route";
import type { Caller } from "@/lib/auth/caller";
import { resolveCaller } from "@/lib/auth/resolve-caller";
import { database, db, setDatabase } from "@/lib/db/client";
import type { Database } from "@/lib/db/engines";
import { type QueryLog, withQueryLog } from "@/lib/db/query-counter";
import { AppError } from "@/lib/core/errors";
import { encryptPaste, newPasteKey } from "@/lib/end-to-end/format";
import { createTestSessionHeaders, createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import {
  type Actor,
  ACTORS,
  burnsIt,
  type Endpoint,
  expectedStatus,
  isOwnerAccount,
  isReader,
  KEY,
  type Kind,
  KINDS,
  marker,
  type Outcome,
  secretsFor,
  sendsKey,
  type Target,
} from "./authorization-matrix-rules";

// The authorization matrix (issue 9): every door that exposes or changes a paste × every kind of
// caller × every kind of paste, generated from ONE table (the doors × ACTORS × KINDS). The expected
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
//     (so they can carry history); "expired" ones get a deletesAt in the past; "binned" ones are deleted by their
//     owner into the recycle bin (lib/recycle-bin), which must hide them like expired ones; "quarantined" ones
//     (public, the owner's) are held back by the moderators in the database (lib/moderation).
//   - The v1 read (GET /api/paste?id=) reads as nobody whoever asks (anonymous only, like the
//     original): the owner's private paste is a 404 there too. /api/v2/user/self and …/self/pastes
//     answer the caller's own account; a paste id appears only in its owner's list.
//   - State-changing rows run on a fresh paste per cell, after every read row, so the user lists
//     (read rows) see exactly the six pastes of the read set.
//   - "burn" pastes (burn after reading, the owner's, public, tagged) are made fresh for every
//     cell, since a read may consume one; they are in no list and keep no history. Each cell also
//     checks whether the paste is gone afterwards: only a door marked `burn: "consumes"` that
//     answered someone other than the owner (v1 reads as nobody, so the owner too) deletes it;
//     stats, languages, the page's "opens once" notice and the rest leave it (burnsIt()). HEAD
//     and the page's open button are not doors of the matrix: app/api/v3/pastes/burn.test.ts.

// The doors are listed by surface, each in its own test file: authorization-matrix-v3.test.ts,
// authorization-matrix-older-apis.test.ts, authorization-matrix-raw-and-pages.test.ts. Token
// creation has its own matrix (token-creation-matrix.test.ts).

export type Handler = Parameters<typeof callRoute>[0];

export const send = async (
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

export const v3 =
  (suffix: string, handler: Handler, method = "GET", body?: (t: Target) => unknown) =>
  (t: Target, headers: Record<string, string>) =>
    send(handler, method, `/api/v3/pastes/${t.id}${suffix}`, { pasteId: t.id }, headers, body?.(t));

type PageLoader = (caller: Caller, t: Target, key: string | null) => Promise<{ kind: "open" | "locked" | "opens-once" }>;

/**
 * A pages' door: what a page renders under the caller of these headers. "locked" is the password
 * prompt; a thrown 404 the not-found page (a 451 that page answered 451: a paste under review); a thrown 401/403 can only come from this table's token
 * callers (pages see sessions, which hold every scope); anything else thrown would be the error
 * page, a 500.
 */
export const pageDoor =
  (load: PageLoader) =>
  async (t: Target, headers: Record<string, string>): Promise<Outcome> => {
    try {
      const caller = await resolveCaller(new Request(`http://localhost/${t.id}`, { headers }));
      const page = await load(caller, t, headers["Encryption-Key"] ?? null);
      return { status: page.kind === "locked" ? 400 : 200, text: JSON.stringify(page) };
    } catch (error) {
      if (error instanceof AppError && [401, 403, 404, 451].includes(error.status)) {
        return { status: error.status, text: JSON.stringify({ message: error.message }) };
      }
      return { status: 500, text: String(error) };
    }
  };

const headersOf: Record<Actor, Record<string, string>> = {} as Record<Actor, Record<string, string>>;
/** A paste of each kind but "burn", which is made fresh for every cell. */
const readSet = {} as Record<Kind, Target>;
let ownerToken = "";
let ownerName = "";

/** An E2E target's key: the matrix seals and edits it as a browser would, and never sends it. */
let e2eKey: CryptoKey;

/** The create body of an E2E target: its title and text sealed, its tag in the clear. */
async function sealedBody(kind: Kind, body: Record<string, unknown>) {
  const m = marker(kind);
  e2eKey ??= (await newPasteKey()).key;
  const sealed = await encryptPaste(e2eKey, {
    title: m.title,
    pasties: [{ title: "main", content: `${m.content} first`, language: "Text" }],
  });
  return { ...body, title: undefined, encrypted: undefined, e2e: sealed.e2e, pasties: sealed.pasties };
}

/** The matrix's history edit; of an E2E target, sealed under its nonce and pasty id. */
async function historyEdit(kind: Kind, pastyId: string, nonce: string | undefined) {
  const content = `${marker(kind).content} second`;
  if (kind !== "e2e") return { pasties: [{ id: pastyId, content }] };
  const sealed = await encryptPaste(e2eKey, { title: "", pasties: [{ id: pastyId, title: "", content, language: "Text" }] }, { nonce });
  return { e2e: sealed.e2e, pasties: sealed.pasties };
}

async function createTarget(kind: Kind, withHistory: boolean): Promise<Target> {
  const m = marker(kind);
  const auth: Record<string, string> = { Authorization: `Bearer ${ownerToken}` };
  if (kind === "encrypted") auth["Encryption-Key"] = KEY;
  const plainBody = {
    title: m.title,
    tags: kind === "anonymous" ? [] : [m.tag],
    private: kind === "private",
    pinned: kind === "pinned",
    encrypted: kind === "encrypted",
    expiresIn: kind === "expired" ? "1h" : "never",
    ...(kind === "burn" ? { burnAfterRead: true } : {}),
    pasties: [{ title: "main", content: `${m.content} first`, language: "Text" }],
  };
  const created = await callRoute(createRoute.POST, {
    method: "POST",
    path: "/api/v3/pastes",
    headers: auth,
    body: kind === "e2e" ? await sealedBody(kind, plainBody) : plainBody,
  });
  if (created.status !== 201) throw new Error(`create ${kind}: ${created.status} ${created.text}`);
  const paste = created.json as { id: string; pasties: { id: string }[]; e2e?: { nonce: string } };
  const target: Target = { id: paste.id, pastyId: paste.pasties[0]!.id, historyId: "nohist00", kind, ownerName };
  if (withHistory) {
    const edit = await send(
      pasteRoute.PATCH,
      "PATCH",
      `/api/v3/pastes/${paste.id}`,
      { pasteId: paste.id },
      auth,
      await historyEdit(kind, target.pastyId, paste.e2e?.nonce),
    );
    if (edit.status !== 200) throw new Error(`edit ${kind}: ${edit.status} ${edit.text}`);
    const history = await send(historyCompactRoute.GET, "GET", `/api/v3/pastes/${paste.id}/history_compact`, { pasteId: paste.id }, auth);
    // A burn-after-reading paste keeps no history: its door then finds no entry.
    target.historyId = (JSON.parse(history.text) as { id: string }[])[0]?.id ?? "nohist00";
  }
  if (kind === "anonymous") await db().paste.update({ where: { id: paste.id }, data: { ownerId: null } });
  if (kind === "expired") await db().paste.update({ where: { id: paste.id }, data: { deletesAt: new Date(Date.now() - 60_000) } });
  if (kind === "binned") {
    const binned = await send(pasteRoute.DELETE, "DELETE", `/api/v3/pastes/${paste.id}`, { pasteId: paste.id }, auth);
    if (binned.status !== 204) throw new Error(`bin: ${binned.status} ${binned.text}`);
  }
  if (kind === "quarantined")
    await db().paste.update({ where: { id: paste.id }, data: { quarantinedAt: new Date(), quarantineNote: "matrix" } });
  return target;
}

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

/**
 * The matrix of these doors: a describe per door, a test per actor × kind. Each test file of the
 * matrix runs on its own database, with its own users and read set.
 */
export function describeMatrix(endpoints: Endpoint[]): void {
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
    for (const kind of KINDS) if (kind !== "burn") readSet[kind] = await createTarget(kind, true);
    original = database();
    ({ database: logged, log } = withQueryLog(original));
    setDatabase(logged);
  });

  afterAll(async () => {
    setDatabase(original);
    await logged?.close();
  });

  describe.each(endpoints.map((endpoint) => ({ endpoint, label: endpoint.name })))("$label", ({ endpoint }) => {
    it.each(cellsOf(endpoint))("$name", async ({ endpoint: ep, actor, kind, expected }) => {
      const target = ep.mutates || kind === "burn" ? await createTarget(kind, ep.history ?? false) : readSet[kind];
      const headers = headersFor(actor, kind);
      log.reset();
      const answer = await ep.call(target, headers);
      expect(answer.status, answer.text).toBe(expected);
      for (const secret of secretsFor(ep, kind, actor, answer.status)) expect(answer.text).not.toContain(secret);
      if (ep.keys && answer.status === 200) expect(Object.keys(JSON.parse(answer.text) as object).sort()).toEqual([...ep.keys].sort());
      // Control: the markers are really in what a reader gets, so their absence above means something.
      if (ep.showsContent && isReader(actor) && expected === 200 && kind !== "e2e") expect(answer.text).toContain(marker(kind).content);
      // The caller's own lists hold the owner's live pastes only for the owner (private ones only
      // with paste:read), and never another user's.
      if (ep.rule.type === "self") {
        const listed =
          ep.rule.listsPastes &&
          isOwnerAccount(actor) &&
          kind !== "expired" &&
          kind !== "binned" &&
          kind !== "anonymous" &&
          kind !== "burn" &&
          (kind !== "private" || isReader(actor));
        if (listed) expect(answer.text).toContain(target.id);
        else expect(answer.text).not.toContain(target.id);
      }
      if (kind === "burn") {
        // Its owner's delete bins it: gone all the same (the bin's own rules: lib/recycle-bin).
        const left = (await db().paste.count({ where: { id: target.id, binnedAt: null } })) === 1;
        expect(left, "the burn-after-reading paste is still there").toBe(!burnsIt(ep, actor, answer.status));
      }
      // Nor does the database ever hold an E2E paste's title or text, to answer anyone.
      if (kind === "e2e") expect(databaseAnswers()).not.toMatch(/SECRET-(TITLE|CONTENT)-e2e/);
      // A private paste to anyone but its owner, and a binned one to everyone it is missing for,
      // answer exactly like a random id, and their text never leaves the database. (Not for a
      // door of no paste that answers anew each time, such as a fresh challenge.)
      const hidden = kind === "private" && !isOwnerAccount(actor) && ep.rule.type !== "list" && ep.rule.type !== "open";
      if (hidden || (kind === "binned" && expected === 404)) {
        expect(databaseAnswers()).not.toContain(marker(kind).content);
        const missing = await ep.call({ ...target, id: "zz0missing".slice(0, 8) }, headers);
        expect({ status: answer.status, text: answer.text }).toEqual(missing);
      }
    });
  });
}
