import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionCaller } from "../auth/resolve-caller";
import { database, setDatabase } from "../db/client";
import { withQueryLog } from "../db/query-counter";
import { createPaste, editPaste } from "../pastes/mutations";
import { createPasteInputSchema, editPasteInputSchema } from "../pastes/schema";
import { togglePinned } from "../pastes/toggles";
import { createTestToken, createTestUser } from "../testing/actors";
import { type LocalServer, serveLocally } from "../testing/local-server";
import { answerThroughRouteHandler } from "../testing/route-handler-server";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { matchDirectRoute, withDirectRoutes } from "./direct-routes";
import { ReadBodyCache } from "./read-body-cache";

// The reads the server answers itself (direct-routes.ts), on a real HTTP server whose stand-in
// for Next.js answers 418 with the path it was given, held to what their route handlers answer
// (lib/testing/route-handler-server.ts) for every actor and status, rate limits on.

const previous = vi.hoisted(() => {
  const settings = { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_READ_PER_MINUTE: "1000", RATE_LIMIT_MISS_PER_MINUTE: "3" };
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  Object.assign(process.env, settings);
  return saved;
});

const PASSWORD = "the right key";
let direct: LocalServer;
let reference: LocalServer;
let directBase = "";
let referenceBase = "";
/** Each comparison's requests come from their own pair of client addresses: equal budgets on both sides. */
let client = 0;

type Headers2 = [direct: Record<string, string>, reference: Record<string, string>];

interface Actor {
  name: string;
  /**
   * Headers for the direct server and for the reference, new for each comparison: a token is a
   * budget of its own (rate limits), so each side has its own, and a comparison its own pair.
   */
  headers: () => Promise<Headers2>;
}

let owner: { id: string; username: string };
let actors: Record<"anonymous" | "owner" | "other" | "badToken" | "unknownToken" | "noReadScope", Actor>;
let pastes: {
  public: { id: string; pastyId: string };
  private: { id: string; pastyId: string };
  encrypted: { id: string; pastyId: string };
};

const fakeNext = async (req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(418, { "Content-Type": "text/plain" }).end(`next.js: ${req.method} ${req.url}`);
};

const ownerCaller = () => sessionCaller({ id: owner.id, username: owner.username, isAdmin: false });

async function paste(options: { private?: boolean; encrypted?: boolean; burnAfterRead?: boolean; title?: string } = {}) {
  const input = createPasteInputSchema.parse({
    title: options.title ?? "Direct",
    private: options.private ?? false,
    encrypted: options.encrypted ?? false,
    burnAfterRead: options.burnAfterRead,
    tags: ["seen-by-owner"],
    pasties: [{ title: "a.py", content: "print('direct')\n", language: "Python" }],
  });
  const created = await createPaste(ownerCaller(), input, options.encrypted ? PASSWORD : null);
  return { id: created.id, pastyId: created.pasties[0]!.id };
}

beforeAll(async () => {
  direct = await serveLocally(withDirectRoutes(fakeNext, { cache: new ReadBodyCache(1024 * 1024) }));
  reference = await serveLocally(answerThroughRouteHandler);
  [directBase, referenceBase] = [direct.base, reference.base];
  owner = await createTestUser({ username: "directowner" });
  const other = await createTestUser({ username: "directother" });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const tokens = (userId: string, scopes: ("paste:read" | "user:read")[]) => async (): Promise<Headers2> => [
    bearer(await createTestToken(userId, scopes)),
    bearer(await createTestToken(userId, scopes)),
  ];
  let unknown = 0;
  actors = {
    anonymous: { name: "anonymous", headers: async () => [{}, {}] },
    owner: { name: "owner's token", headers: tokens(owner.id, ["paste:read"]) },
    other: { name: "another user's token", headers: tokens(other.id, ["paste:read"]) },
    noReadScope: { name: "a token without paste:read", headers: tokens(other.id, ["user:read"]) },
    badToken: { name: "a malformed token", headers: async () => [bearer("nope"), bearer("nope")] },
    unknownToken: {
      name: "an unknown token",
      headers: async () => {
        unknown += 1;
        const id = String(unknown).padStart(8, "0");
        return [bearer(`${id}-${"a".repeat(64)}`), bearer(`${id}-${"b".repeat(64)}`)];
      },
    },
  };
  pastes = { public: await paste(), private: await paste({ private: true }), encrypted: await paste({ encrypted: true }) };
});

afterAll(async () => {
  await Promise.all([direct.close(), reference.close()]);
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** Headers that differ between two answers however alike they are (clock and window). */
const TIMED = new Set(["date", "ratelimit-reset", "retry-after"]);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The client address of this comparison on one side. */
const address = (side: number) => `10.${side}.${Math.floor(client / 250)}.${client % 250}`;

async function ask(base: string, path: string, headers: Record<string, string>, method: string, address: string): Promise<Answer> {
  const response = await fetch(`${base}${path}`, { method, headers: { ...headers, [CLIENT_ADDRESS_HEADER]: address } });
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

/**
 * The same requests to both servers, each side from its own fresh client address: the direct
 * answers, after each was found equal to the route handler's (status, body, every header, the
 * timed ones present on both sides).
 */
async function compare(
  requests: { path: string; actor?: Actor; method?: string; headers?: Record<string, string> }[],
  normalise: (body: string) => string = (body) => body,
): Promise<Answer[]> {
  client += 1;
  const answers: Answer[] = [];
  const credentials = new Map<Actor, Headers2>();
  for (const { path, actor = actors.anonymous, method = "GET", headers = {} } of requests) {
    if (!credentials.has(actor)) credentials.set(actor, await actor.headers());
    const [mine, reference] = credentials.get(actor)!;
    const ours = await ask(directBase, path, { ...mine, ...headers }, method, address(1));
    const theirs = await ask(referenceBase, path, { ...reference, ...headers }, method, address(2));
    const what = `${method} ${path} as ${actor.name}`;
    expect(ours.status, what).toBe(theirs.status);
    expect(normalise(ours.body), what).toBe(theirs.body);
    expect(Object.keys(ours.headers).sort(), what).toEqual(Object.keys(theirs.headers).sort());
    for (const [name, value] of Object.entries(theirs.headers)) {
      if (!TIMED.has(name) && !(name === "etag" && normalise(ours.body) !== ours.body))
        expect(ours.headers[name], `${what}: ${name}`).toBe(value);
    }
    answers.push(ours);
  }
  return answers;
}

const surfaces = (target: { id: string; pastyId: string }) => [
  `/api/v3/pastes/${target.id}`,
  `/api/v2/paste/${target.id}`,
  `/paste/${target.id}`,
  `/raw/${target.id}/${target.pastyId}`,
];

describe("the direct routes answer what the route handlers answer", () => {
  it("for every actor on a public, a private and a missing paste, on every surface, GET and HEAD, read again from the kept bodies", async () => {
    const statuses = new Set<number>();
    const missing = { id: "zzzzzzzz", pastyId: "yyyyyyyy" };
    const wrongPasty = { id: pastes.public.id, pastyId: "yyyyyyyy" };
    for (const target of [pastes.public, pastes.private, missing, wrongPasty]) {
      for (const path of surfaces(target)) {
        // Another user first (whose answer is kept), then the owner, who sees the tags.
        for (const actor of [actors.other, actors.owner, actors.anonymous, actors.noReadScope, actors.badToken, actors.unknownToken]) {
          const answers = await compare([
            { path, actor },
            { path, actor },
            { path, actor, method: "HEAD" },
          ]);
          for (const answer of answers) statuses.add(answer.status);
        }
      }
    }
    expect([...statuses].sort()).toEqual([200, 401, 403, 404]);
    const [owners] = await compare([{ path: `/api/v3/pastes/${pastes.public.id}`, actor: actors.owner }]);
    expect((JSON.parse(owners!.body) as { tags: string[] }).tags).toEqual(["seen-by-owner"]);
  });

  it("answers If-None-Match with a 304 as the handlers do, for the JSON and the raw text", async () => {
    for (const path of [`/api/v3/pastes/${pastes.public.id}`, `/raw/${pastes.public.id}/${pastes.public.pastyId}`]) {
      for (const actor of [actors.anonymous, actors.other]) {
        const [first] = await compare([{ path, actor }]);
        const [again] = await compare([{ path, actor, headers: { "If-None-Match": `W/${first!.headers.etag}, "other"` } }]);
        expect(again!.status).toBe(304);
      }
    }
  });

  it("an encrypted paste with the right, a wrong and no key, as Encryption-Key or unlock cookie", async () => {
    const { id, pastyId } = pastes.encrypted;
    const keys: Record<string, string>[] = [
      { "Encryption-Key": PASSWORD },
      { "Encryption-Key": "wrong" },
      {},
      { Cookie: `myst_key_${id}=${encodeURIComponent(PASSWORD)}` },
    ];
    for (const path of surfaces({ id, pastyId })) {
      for (const headers of keys) {
        for (const actor of [actors.anonymous, actors.owner, actors.other])
          await compare([
            { path, actor, headers },
            { path, actor, headers },
          ]);
      }
    }
  });

  it("a burn-after-reading paste: looked at (HEAD) without consuming it, read once, then gone", async () => {
    for (const surface of [0, 1, 3]) {
      const ours = await paste({ burnAfterRead: true });
      const theirs = await paste({ burnAfterRead: true });
      const paths = (target: { id: string; pastyId: string }) => surfaces(target)[surface]!;
      // One side's paste id and creation time are the other's.
      const [ourCreated, theirCreated] = await Promise.all(
        [ours, theirs].map(async (target) => (await database().prisma.paste.findUniqueOrThrow({ where: { id: target.id } })).createdAt),
      );
      const sameIds = (body: string) =>
        body
          .replaceAll(ours.id, theirs.id)
          .replaceAll(ours.pastyId, theirs.pastyId)
          .replaceAll(ourCreated!.toISOString(), theirCreated!.toISOString())
          .replaceAll(String(Math.floor(ourCreated!.getTime() / 1000)), String(Math.floor(theirCreated!.getTime() / 1000)));
      client += 1;
      for (const [method, actor] of [
        ["HEAD", actors.other],
        ["GET", actors.owner],
        ["GET", actors.other],
        ["GET", actors.anonymous],
      ] as const) {
        const [myCredentials, theirCredentials] = await actor.headers();
        const mine = await ask(directBase, paths(ours), myCredentials, method, address(1));
        const reference = await ask(referenceBase, paths(theirs), theirCredentials, method, address(2));
        expect(mine.status, `${method} as ${actor.name}`).toBe(reference.status);
        expect(sameIds(mine.body)).toBe(reference.body);
        expect(mine.headers["cache-control"]).toBe(reference.headers["cache-control"]);
      }
    }
  });

  it("spends the rate limits as the handlers do: RateLimit headers, and 429 once the misses are used up", async () => {
    const path = "/api/v3/pastes/zzzzzzzz";
    const answers = await compare([{ path }, { path }, { path }, { path }, { path: `/paste/${pastes.public.id}` }]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 429, 429]);
    expect(answers[0]!.headers["ratelimit-remaining"]).toBe("999");
    const legacy = await compare(Array.from({ length: 4 }, () => ({ path: "/paste/zzzzzzzz" })));
    expect(legacy.map((answer) => answer.status)).toEqual([404, 404, 404, 429]);
  });
});

describe("the kept bodies", () => {
  it("spare the paste's statement on a read again by anyone but its owner, and every change makes it read anew", async () => {
    const target = await paste({ title: "Before" });
    const { database: counted, log } = withQueryLog(database());
    const original = database();
    setDatabase(counted);
    try {
      const pasteReads = () => log.statements.filter((statement) => /FROM pastes p\b/.test(statement.sql)).length;
      // The direct server only: the route handler reads the paste every time.
      const read = async (actor: Actor) => {
        const [credentials] = await actor.headers();
        log.reset();
        const answer = await ask(directBase, `/api/v3/pastes/${target.id}`, credentials, "GET", "10.9.9.9");
        expect(answer.status).toBe(200);
        return { reads: pasteReads(), body: JSON.parse(answer.body) as { title: string; pinned: boolean; tags: string[] } };
      };
      expect((await read(actors.other)).reads).toBe(1);
      expect((await read(actors.other)).reads).toBe(0);
      expect((await read(actors.anonymous)).reads).toBe(0);
      expect((await read(actors.owner)).reads).toBe(1);

      await editPaste(ownerCaller(), target.id, editPasteInputSchema.parse({ title: "After", pasties: [{ content: "edited" }] }), null);
      const edited = await read(actors.other);
      expect([edited.reads, edited.body.title]).toEqual([1, "After"]);
      await togglePinned(ownerCaller(), target.id, null);
      const pinned = await read(actors.anonymous);
      expect([pinned.reads, pinned.body.pinned]).toEqual([1, true]);
    } finally {
      setDatabase(original);
      await counted.close();
    }
  });
});

describe("what the direct routes leave to Next.js", () => {
  it("every other method and path, and a paste's zip", async () => {
    for (const [method, path] of [
      ["POST", "/api/v3/pastes"],
      ["DELETE", `/api/v3/pastes/${pastes.public.id}`],
      ["GET", `/api/v3/pastes/${pastes.public.id}/stats`],
      ["GET", `/api/v3/pastes/${pastes.public.id}.zip`],
      ["GET", `/raw/${pastes.public.id}/${pastes.public.pastyId}/`],
      ["GET", `/${pastes.public.id}`],
    ] as const) {
      const response = await fetch(`${directBase}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(418);
      expect(await response.text()).toBe(`next.js: ${method} ${path}`);
    }
  });

  it("decodes parameters as Next.js does and leaves malformed escapes and empty segments alone", () => {
    expect(matchDirectRoute("/api/v3/pastes/ab%2Ecd?x=1")?.params).toEqual({ pasteId: "ab.cd" });
    expect(matchDirectRoute("/api/v3/pastes/abc.zip")).toBeUndefined();
    expect(matchDirectRoute("/api/v3/pastes/%E0%A4%A")).toBeUndefined();
    expect(matchDirectRoute("/raw//x")).toBeUndefined();
    expect(matchDirectRoute("/api/v3/pastes")).toBeUndefined();
  });
});
