import { countFirstView, FRESH_PASTES, viewOnce, writeFreshPastes } from "./long-tail";
import { sampleText } from "./samples";
import { prng, type SeededPaste } from "./seed";

// What the benchmark sends. Each scenario names one request shape; random parts (which paste,
// which page) are drawn per request from what the seed wrote.

export interface Scenario {
  /** Short key used in results. */
  key: string;
  /** The request as the issue names it. */
  label: string;
  method: "GET" | "POST";
  /** The next request (called once per request). */
  next: () => RequestShape;
  /** Reads each answer's body (only scenarios that count something in it: reading costs the client). */
  onBody?: (body: string) => void;
  /** Statuses that count as success; anything else is an error in the table. */
  expect: number[];
  /** Target share of the ping floor's requests/s (from the issue), when there is one. */
  target?: number;
  /** Target share of haste-server's raw reads or creates of the same texts (issue 41's table), when there is one. */
  hasteTarget?: { share: number; peer: "raw" | "create" };
  /** Target share of another scenario's requests/s (by key), when there is one. */
  relativeTarget?: { key: string; share: number };
  /** Runs before the scenario's warm-up (seeding what it reads). */
  prepare?: () => Promise<void>;
}

export interface BenchData {
  /** Public pastes of the 1–3 pasties × 0.5–20 KB mix. */
  mixed: SeededPaste[];
  /** The profile with many pastes, and how many pages of 15 it has for a visitor. */
  largeUser: { username: string; pages: number };
  /** ETags of some mixed pastes, for the revalidation scenario. */
  etags: { id: string; etag: string }[];
  /** The few pastes read over and over (a link going round): the response cache's case. */
  popular: SeededPaste[];
  /** The long tail (long-tail.ts): distinct pastes read at random. */
  tail: SeededPaste[];
  /** A signed-in browser's session cookie, and an API token of the same user. */
  sessionCookie: string;
  token: string;
  baseUrl: string;
}

export interface RequestShape {
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const json = { "content-type": "application/json" };

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** About 10 KB of one language, for autodetection (a real program, repeated). */
export function autodetectSample(): string {
  const unit = `import { readFile } from "node:fs/promises";

interface Entry {
  name: string;
  size: number;
  tags: string[];
}

export async function loadEntries(path: string): Promise<Entry[]> {
  const text = await readFile(path, "utf8");
  const entries: Entry[] = JSON.parse(text);
  return entries.filter((entry) => entry.size > 0).sort((a, b) => a.name.localeCompare(b.name));
}

export class Catalog {
  private readonly byName = new Map<string, Entry>();

  constructor(entries: readonly Entry[]) {
    for (const entry of entries) this.byName.set(entry.name, entry);
  }

  find(name: string): Entry | undefined {
    return this.byName.get(name);
  }
}
`;
  let text = "";
  while (text.length < 10 * 1024) text += unit;
  return text.slice(0, 10 * 1024);
}

/** The scenarios, in the order they run. */
export function scenarios(data: BenchData): Scenario[] {
  const random = prng(42);
  const postBodies = Array.from({ length: 64 }, (_, index) =>
    JSON.stringify({
      title: `bench ${index}`,
      pasties: [{ title: "main", content: sampleText(random, "TypeScript", 1024 + Math.floor(random() * 3072)), language: "TypeScript" }],
    }),
  );
  const detectBody = JSON.stringify(autodetectSample());
  const randomPaste = () => pick(random, data.mixed);
  const tailPaste = () => pick(random, data.tail);
  let fresh: SeededPaste[] = [];
  let freshRead = 0;
  const popularPaste = () => pick(random, data.popular);

  return [
    { key: "ping", label: "GET /api/v3/ping", method: "GET", next: () => ({ path: "/api/v3/ping" }), expect: [200] },
    {
      key: "read",
      label: `GET /api/v3/pastes/:id (long tail of ${data.mixed.length})`,
      method: "GET",
      next: () => ({ path: `/api/v3/pastes/${randomPaste().id}` }),
      expect: [200],
      target: 1,
    },
    {
      key: "read-token",
      label: "GET /api/v3/pastes/:id (with an access token)",
      method: "GET",
      next: () => ({ path: `/api/v3/pastes/${randomPaste().id}`, headers: { authorization: data.token } }),
      expect: [200],
      relativeTarget: { key: "read", share: 0.9 },
    },
    {
      // A cookie of ours that names nothing keeps the reader anonymous but past the response
      // cache, as a token is: what the token read costs beyond the read itself is the difference.
      key: "read-uncached",
      label: "GET /api/v3/pastes/:id (anonymous, past the response cache)",
      method: "GET",
      next: () => ({ path: `/api/v3/pastes/${randomPaste().id}`, headers: { cookie: "myst_bench=uncached" } }),
      expect: [200],
    },
    {
      key: "read-304",
      label: "GET /api/v3/pastes/:id (If-None-Match → 304)",
      method: "GET",
      next: () => {
        const { id, etag } = pick(random, data.etags);
        return { path: `/api/v3/pastes/${id}`, headers: { "if-none-match": etag } };
      },
      expect: [304],
    },
    {
      key: "page",
      label: `GET /:id (paste page, long tail of ${data.tail.length}, each viewed before)`,
      method: "GET",
      next: () => ({ path: `/${tailPaste().id}` }),
      expect: [200],
      target: 1,
      prepare: () =>
        viewOnce(
          data.baseUrl,
          data.tail.map((paste) => `/${paste.id}`),
        ),
      hasteTarget: { share: 0.25, peer: "raw" },
    },
    {
      key: "page-signed-in",
      label: `GET /:id (paste page, long tail, signed-in viewer)`,
      method: "GET",
      next: () => ({ path: `/${tailPaste().id}`, headers: { cookie: data.sessionCookie } }),
      expect: [200],
      target: 0.5,
    },
    {
      key: "page-fresh",
      label: "GET /:id (first view of a paste written moments before)",
      method: "GET",
      next: () => ({ path: `/${fresh[freshRead++ % Math.max(1, fresh.length)]?.id ?? "missing0"}` }),
      onBody: countFirstView,
      expect: [200],
      target: 0.15,
      prepare: async () => {
        fresh = await writeFreshPastes(
          data.baseUrl,
          FRESH_PASTES,
          (index) => `${sampleText(random, "TypeScript", 12 * 1024)}\n// ${index}`,
        );
      },
      hasteTarget: { share: 0.02, peer: "raw" },
    },
    {
      key: "raw",
      label: "GET /raw/:pasteId/:pastyId",
      method: "GET",
      next: () => {
        const paste = randomPaste();
        return { path: `/raw/${paste.id}/${pick(random, paste.pastyIds)}` };
      },
      expect: [200],
      target: 0.7,
      hasteTarget: { share: 0.5, peer: "raw" },
    },
    {
      key: "page-cached",
      label: `GET /:id (paste page, ${data.popular.length} popular pastes, cached)`,
      method: "GET",
      next: () => ({ path: `/${popularPaste().id}` }),
      expect: [200],
      target: 1,
      hasteTarget: { share: 0.8, peer: "raw" },
    },
    {
      key: "read-cached",
      label: `GET /api/v3/pastes/:id (${data.popular.length} popular pastes, cached)`,
      method: "GET",
      next: () => ({ path: `/api/v3/pastes/${popularPaste().id}` }),
      expect: [200],
    },
    {
      key: "raw-cached",
      label: `GET /raw/:pasteId/:pastyId (first pasty of ${data.popular.length} popular pastes, cached)`,
      method: "GET",
      next: () => {
        const paste = popularPaste();
        return { path: `/raw/${paste.id}/${paste.pastyIds[0]}` };
      },
      expect: [200],
      hasteTarget: { share: 1, peer: "raw" },
    },
    {
      key: "list",
      label: `GET /api/v3/users/:u/pastes?page=N (${data.largeUser.pages} pages)`,
      method: "GET",
      next: () => ({
        path: `/api/v3/users/${data.largeUser.username}/pastes?page=${Math.floor(random() * data.largeUser.pages)}`,
      }),
      expect: [200],
    },
    {
      key: "create",
      label: "POST /api/v3/pastes",
      method: "POST",
      next: () => ({ path: "/api/v3/pastes", headers: json, body: pick(random, postBodies) }),
      expect: [201],
      target: 0.35,
      hasteTarget: { share: 0.05, peer: "create" },
    },
    {
      key: "autodetect",
      label: "POST /api/v3/langs/autodetect (10 KB)",
      method: "POST",
      next: () => ({ path: "/api/v3/langs/autodetect", headers: json, body: detectBody }),
      expect: [200],
    },
  ];
}

/**
 * Profile searches, from what the seeded pastes hold (lib/bench/samples.ts): words in nearly
 * every paste, in some, in few, identifiers whole, by prefix and by camelCase part, and words
 * that are nowhere.
 */
export const searchQueries = [
  "return",
  "records",
  "fetchInvoice",
  "fetchinv",
  "Invoice",
  "load_session",
  "rows.Scan",
  "debounceWidget",
  "gzip compressed",
  "sum_metric",
  "Bench paste 4242",
  "ticket weights",
  "nowhere_to_be_found",
  "zzyzx",
] as const;

/** The scenarios `keys` names (BENCH_SCENARIOS), with those their relative targets compare with. */
export function selectScenarios(all: Scenario[], keys: string[] | undefined): Scenario[] {
  if (!keys) return all;
  const unknown = keys.filter((key) => !all.some((scenario) => scenario.key === key));
  if (unknown.length > 0)
    throw new Error(`BENCH_SCENARIOS names no scenario ${unknown.join(", ")}; known: ${all.map((s) => s.key).join(", ")}`);
  const wanted = new Set(keys);
  for (const scenario of all) if (wanted.has(scenario.key) && scenario.relativeTarget) wanted.add(scenario.relativeTarget.key);
  return all.filter((scenario) => wanted.has(scenario.key));
}
