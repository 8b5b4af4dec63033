import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCaller } from "../auth/resolve-caller";
import { database, setDatabase } from "../db/client";
import type { Database } from "../db/engines";
import { type QueryLog, withQueryLog } from "../db/query-counter";
import { createPaste, editPaste } from "../pastes/mutations";
import { createPasteInputSchema, editPasteInputSchema } from "../pastes/schema";
import { createTestUser } from "../testing/actors";
import { type LocalServer, serveLocally } from "../testing/local-server";
import { withDirectRoutes } from "./direct-routes";
import { withOperations } from "./pipeline";
import { ResponseCache } from "./response-cache";

// A long-tail read answered by a direct route is kept by the response cache on what the read
// already learnt (shared-answer.ts), not on a second statement asking whether the paste is shown
// alike to everyone; and what the cache keeps still follows every change.

const fakeNext = async (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(418, { "Content-Type": "text/plain" }).end("next.js");
};

let server: LocalServer;
let cache: ResponseCache;
let counted: Database;
let original: Database;
let log: QueryLog;
let owner: ReturnType<typeof sessionCaller>;

beforeAll(async () => {
  cache = new ResponseCache({ maxBytes: 1024 * 1024, ttlSeconds: 60 });
  server = await serveLocally(
    withOperations(withDirectRoutes(fakeNext), { trustedProxyHops: 0, security: { https: false, dev: false }, responseCache: cache }),
  );
  const user = await createTestUser();
  owner = sessionCaller({ id: user.id, username: user.username, isAdmin: false });
  ({ database: counted, log } = withQueryLog(database()));
  original = database();
  setDatabase(counted);
});

afterAll(async () => {
  setDatabase(original);
  await counted.close();
  cache.stopListening();
  await server.close();
});

async function newPaste(options: { private?: boolean } = {}) {
  const input = createPasteInputSchema.parse({ private: options.private ?? false, pasties: [{ content: "first text" }] });
  const created = await createPaste(owner, input, null);
  const pastyId = created.pasties[0]!.id;
  return { id: created.id, pastyId, raw: `/raw/${created.id}/${pastyId}` };
}

async function get(path: string) {
  log.reset();
  const response = await fetch(`${server.base}${path}`);
  const body = await response.text();
  // findSharedPaste's statement (lib/pastes/shared.ts), which the cache no longer needs here.
  const lookups = log.statements.filter((statement) => statement.sql.includes("FROM paste_comments c")).length;
  return { status: response.status, cache: response.headers.get("x-cache"), body, statements: log.statements.length, lookups };
}

describe("a direct read's anonymous answer", () => {
  it("is kept on what its read learnt, without asking again, answered from the cache next, and read anew after an edit", async () => {
    const paste = await newPaste();
    for (const path of [paste.raw, `/api/v3/pastes/${paste.id}`, `/paste/${paste.id}`]) {
      const first = await get(path);
      expect([first.status, first.cache, first.lookups]).toEqual([200, "MISS", 0]);
      const again = await get(path);
      expect([again.status, again.cache, again.statements]).toEqual([200, "HIT", 0]);
    }
    await editPaste(owner, paste.id, editPasteInputSchema.parse({ pasties: [{ id: paste.pastyId, content: "second text" }] }), null);
    const edited = await get(paste.raw);
    expect([edited.cache, edited.body]).toEqual(["MISS", "second text"]);
  });

  it("of a paste everyone is not shown alike is never kept", async () => {
    const hidden = await newPaste({ private: true });
    for (let read = 0; read < 2; read++) expect(await get(hidden.raw)).toMatchObject({ status: 404, cache: "MISS" });
  });
});
