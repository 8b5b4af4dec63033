import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReadBodyCache } from "../api/read-body-cache";
import { sessionCaller } from "../auth/resolve-caller";
import { createPaste, editPaste } from "../pastes/mutations";
import { deletePaste } from "../pastes/delete/mutations";
import { restoreBinnedPaste } from "../recycle-bin/mutations";
import { createPasteInputSchema, editPasteInputSchema } from "../pastes/schema";
import { togglePinned } from "../pastes/toggles";
import { whenRenderingsSettle } from "../render/render";
import { createTestToken, createTestUser } from "../testing/actors";
import { type LocalServer, serveLocally } from "../testing/local-server";
import { type InstalledQueryLog, installQueryLog } from "../testing/query-log";
import { matchDirectRoute, withDirectRoutes } from "./direct-routes";
import { withOperations } from "./pipeline";
import { ResponseCache } from "./response-cache";

// The server's own door to the hottest reads (direct-routes.ts), on a real HTTP server whose
// stand-in for Next.js answers 418 with what it was given: which requests it takes, HEAD as GET
// without the body, the 304, and what its caches spare. What each read answers, for every caller
// and paste, is the route handlers' tests' (app/authorization-matrix-*.test.ts and others): they
// call the same function (lib/api/read.ts).

const fakeNext = async (req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(418, { "Content-Type": "text/plain" }).end(`next.js: ${req.method} ${req.url}`);
};

let direct: LocalServer;
/** The direct routes behind the pipeline and its response cache, as the server runs them. */
let piped: LocalServer;
let responseCache: ResponseCache;
let queries: InstalledQueryLog;
let owner: { id: string; username: string };
let otherToken: string;
let ownerToken: string;
let noReadToken: string;
let target: { id: string; pastyId: string };

const ownerCaller = () => sessionCaller({ id: owner.id, username: owner.username, isAdmin: false });

async function paste(options: { private?: boolean; burnAfterRead?: boolean } = {}) {
  const input = createPasteInputSchema.parse({
    title: "Direct",
    private: options.private ?? false,
    burnAfterRead: options.burnAfterRead,
    pasties: [{ title: "a.py", content: "print('direct')\n", language: "Python" }],
  });
  const created = await createPaste(ownerCaller(), input, null);
  return { id: created.id, pastyId: created.pasties[0]!.id };
}

beforeAll(async () => {
  direct = await serveLocally(withDirectRoutes(fakeNext, { cache: new ReadBodyCache(1024 * 1024) }));
  responseCache = new ResponseCache({ maxBytes: 1024 * 1024, ttlSeconds: 60 });
  piped = await serveLocally(
    withOperations(withDirectRoutes(fakeNext), { trustedProxyHops: 0, security: { https: false, dev: false }, responseCache }),
  );
  owner = await createTestUser({ username: "directowner" });
  const other = await createTestUser({ username: "directother" });
  ownerToken = await createTestToken(owner.id, ["paste:read"]);
  otherToken = await createTestToken(other.id, ["paste:read"]);
  noReadToken = await createTestToken(other.id, ["user:read"]);
  target = await paste();
  queries = installQueryLog();
});

afterAll(async () => {
  await queries.uninstall();
  responseCache.stopListening();
  await Promise.all([direct.close(), piped.close()]);
});

const surfaces = ({ id, pastyId }: { id: string; pastyId: string }) => [
  `/api/v3/pastes/${id}`,
  `/api/v2/paste/${id}`,
  `/paste/${id}`,
  `/raw/${id}/${pastyId}`,
];

async function ask(base: string, path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${base}${path}`, init);
  const headers = Object.fromEntries(response.headers);
  // The clock's, not the answer's.
  delete headers.date;
  return { status: response.status, headers, body: await response.text() };
}

/** An answer's headers but for the connection's, which Node.js sets by the body it sends (HEAD: none). */
function answerHeaders(headers: Record<string, string>) {
  const { connection: _connection, "keep-alive": _keepAlive, "content-length": _length, ...rest } = headers;
  return rest;
}

describe("the direct routes", () => {
  it("answer HEAD with GET's status and headers and no body, on every surface, found or not", async () => {
    for (const path of [...surfaces(target), ...surfaces({ id: "zzzzzzzz", pastyId: "yyyyyyyy" })]) {
      const get = await ask(direct.base, path);
      const head = await ask(direct.base, path, { method: "HEAD" });
      expect([head.status, head.body], path).toEqual([get.status, ""]);
      expect(answerHeaders(head.headers), path).toEqual(answerHeaders(get.headers));
    }
  });

  it("look at a burn-after-reading paste with HEAD without consuming it", async () => {
    const burning = await paste({ burnAfterRead: true });
    const path = `/raw/${burning.id}/${burning.pastyId}`;
    expect((await ask(direct.base, path, { method: "HEAD" })).status).toBe(200);
    expect(await ask(direct.base, path)).toMatchObject({ status: 200, body: "print('direct')\n" });
    expect((await ask(direct.base, path)).status).toBe(404);
  });

  it("answer If-None-Match naming the ETag with a 304 without a body, for the JSON and the raw text", async () => {
    for (const path of [`/api/v3/pastes/${target.id}`, `/raw/${target.id}/${target.pastyId}`]) {
      const first = await ask(direct.base, path);
      const again = await ask(direct.base, path, { headers: { "If-None-Match": `W/${first.headers.etag}, "other"` } });
      expect([again.status, again.body, again.headers.etag], path).toEqual([304, "", first.headers.etag]);
    }
  });

  it("answer a paste's zip as a download", async () => {
    const response = await fetch(`${direct.base}/api/v3/pastes/${target.id}.zip`);
    expect([response.status, response.headers.get("content-type"), response.headers.get("cache-control")]).toEqual([
      200,
      "application/zip",
      "private, no-store",
    ]);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
  });

  it("leave every other method and path to Next.js", async () => {
    for (const [method, path] of [
      ["POST", "/api/v3/pastes"],
      ["DELETE", `/api/v3/pastes/${target.id}`],
      ["GET", `/api/v3/pastes/${target.id}/stats`],
      ["GET", `/raw/${target.id}/${target.pastyId}/`],
      ["GET", `/${target.id}`],
    ] as const) {
      expect(await ask(direct.base, path, { method }), `${method} ${path}`).toMatchObject({
        status: 418,
        body: `next.js: ${method} ${path}`,
      });
    }
  });

  it("decode parameters as Next.js does and leave malformed escapes and empty segments alone", () => {
    expect(matchDirectRoute("/api/v3/pastes/ab%2Ecd?x=1")?.params).toEqual({ pasteId: "ab.cd" });
    expect(matchDirectRoute("/api/v3/pastes/%E0%A4%A")).toBeUndefined();
    expect(matchDirectRoute("/raw//x")).toBeUndefined();
    expect(matchDirectRoute("/api/v3/pastes")).toBeUndefined();
  });
});

describe("the kept bodies", () => {
  it("spare the paste's statement on a read again by anyone but its owner, and every change makes it read anew", async () => {
    const kept = await paste();
    const pasteReads = () => queries.log.statements.filter((statement) => /FROM pastes p\b/.test(statement.sql)).length;
    const askAs = (token?: string) =>
      ask(direct.base, `/api/v3/pastes/${kept.id}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    const read = async (token?: string) => {
      queries.log.reset();
      const answer = await askAs(token);
      expect(answer.status).toBe(200);
      return { reads: pasteReads(), body: JSON.parse(answer.body) as { title: string; pinned: boolean } };
    };
    expect((await read(otherToken)).reads).toBe(1);
    expect((await read(otherToken)).reads).toBe(0);
    expect((await read()).reads).toBe(0);
    expect((await read(ownerToken)).reads).toBe(1);
    // Never to a token that may not read pastes, nor to one that is no token.
    expect([(await askAs(noReadToken)).status, (await askAs("nope")).status]).toEqual([403, 401]);

    await editPaste(ownerCaller(), kept.id, editPasteInputSchema.parse({ title: "After", pasties: [{ content: "edited" }] }), null);
    const edited = await read(otherToken);
    expect([edited.reads, edited.body.title]).toEqual([1, "After"]);
    await togglePinned(ownerCaller(), kept.id, null);
    const pinned = await read();
    expect([pinned.reads, pinned.body.pinned]).toEqual([1, true]);
  });
});

describe("an anonymous answer behind the response cache", () => {
  async function get(path: string) {
    queries.log.reset();
    const response = await fetch(`${piped.base}${path}`);
    const body = await response.text();
    // findSharedPaste's statement (lib/pastes/shared.ts), which the cache does not need here.
    const lookups = queries.log.statements.filter((statement) => statement.sql.includes("FROM paste_comments c")).length;
    // The instance settings are read once a period by whichever request comes after it ends
    // (lib/instance-settings/resolver.ts, held there), not by this read: left out of its count.
    const statements = queries.log.statements.filter((statement) => !statement.sql.includes('"instance_settings"')).length;
    return { status: response.status, cache: response.headers.get("x-cache"), body, statements, lookups };
  }

  it("is kept on what its read learnt, without asking again, answered from the cache next, and read anew after an edit", async () => {
    const shown = await paste();
    // The write's highlighting is stored in the background; its statement is not the reads'.
    await whenRenderingsSettle();
    const raw = `/raw/${shown.id}/${shown.pastyId}`;
    for (const path of [raw, `/api/v3/pastes/${shown.id}`, `/paste/${shown.id}`]) {
      const first = await get(path);
      expect([first.status, first.cache, first.lookups]).toEqual([200, "MISS", 0]);
      const again = await get(path);
      expect([again.status, again.cache, again.statements]).toEqual([200, "HIT", 0]);
    }
    await editPaste(
      ownerCaller(),
      shown.id,
      editPasteInputSchema.parse({ pasties: [{ id: shown.pastyId, content: "second text" }] }),
      null,
    );
    const edited = await get(raw);
    expect([edited.cache, edited.body]).toEqual(["MISS", "second text"]);
  });

  it("of a paste its owner deletes into the bin is dropped at once, and a restore answers it again", async () => {
    const binned = await paste();
    const paths = [`/raw/${binned.id}/${binned.pastyId}`, `/api/v3/pastes/${binned.id}`];
    for (const path of paths) {
      await get(path);
      expect((await get(path)).cache).toBe("HIT");
      expect((await ask(direct.base, path)).status).toBe(200); // kept by the read-body cache too
    }
    await deletePaste(ownerCaller(), binned.id);
    for (const path of paths) {
      expect(await get(path)).toMatchObject({ status: 404, cache: "MISS" });
      expect((await ask(direct.base, path)).status).toBe(404);
    }
    await restoreBinnedPaste(ownerCaller(), binned.id);
    for (const path of paths) expect((await get(path)).status).toBe(200);
  });

  it("of a paste everyone is not shown alike is never kept", async () => {
    const hidden = await paste({ private: true });
    for (let read = 0; read < 2; read++)
      expect(await get(`/raw/${hidden.id}/${hidden.pastyId}`)).toMatchObject({ status: 404, cache: "MISS" });
  });
});
