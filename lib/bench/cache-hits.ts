import { request } from "./client";

// Each cache's hit rate in a scenario, from the server's myst_cache_lookups_total counted before
// and after it (the warm-up's requests included): whether a cache's share of CACHE_MEMORY_MB
// pays for itself (issue 41) is read off these.

export const CACHES = ["response", "response-disk", "read-body", "render"] as const;
export type CacheName = (typeof CACHES)[number];

export interface Lookups {
  hits: number;
  misses: number;
}

export type CacheLookups = Record<CacheName, Lookups>;

const LINE = /^myst_cache_lookups_total\{([^}]*)\} (\S+)$/;

/** The server's lookup counts so far (all zero for a cache never asked). */
export async function readCacheLookups(baseUrl: string): Promise<CacheLookups> {
  const answer = await request(`${baseUrl}/metrics`);
  if (answer.status !== 200) throw new Error(`GET /metrics answered ${answer.status}: the benchmark needs METRICS_ENABLED`);
  return parseCacheLookups(answer.body);
}

export function parseCacheLookups(text: string): CacheLookups {
  const counts = Object.fromEntries(CACHES.map((cache) => [cache, { hits: 0, misses: 0 }])) as CacheLookups;
  for (const line of text.split("\n")) {
    const [, labels = "", value] = LINE.exec(line) ?? [];
    const cache = /cache="([\w-]+)"/.exec(labels)?.[1];
    const outcome = /outcome="(\w+)"/.exec(labels)?.[1];
    if (!cache || !(CACHES as readonly string[]).includes(cache)) continue;
    counts[cache as CacheName][outcome === "hit" ? "hits" : "misses"] = Number(value);
  }
  return counts;
}

/** What happened between two readings. */
export function lookupsBetween(before: CacheLookups, after: CacheLookups): CacheLookups {
  const between = (cache: CacheName): Lookups => ({
    hits: after[cache].hits - before[cache].hits,
    misses: after[cache].misses - before[cache].misses,
  });
  return Object.fromEntries(CACHES.map((cache) => [cache, between(cache)])) as CacheLookups;
}

/** "93 % of 41,200", or "—" when the scenario never asked that cache. */
export function hitRate({ hits, misses }: Lookups): string {
  const lookups = hits + misses;
  if (lookups === 0) return "—";
  return `${Math.round((hits / lookups) * 100)} % of ${lookups.toLocaleString("en-US")}`;
}
