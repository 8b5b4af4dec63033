import { anonymous } from "../auth/caller";
import { getPaste } from "../pastes/reads";
import { listUserPastes } from "../profiles/profile-pastes";
import { type LatencySummary, sequentialLatency, summarize } from "./client";
import { config, HAYSTACK_USER, PAGE_SIZE } from "./config";
import { searchQueries } from "./scenarios";
import type { SeededPaste } from "./seed";

// One request at a time: what a profile list, a paste read and a search cost at a given size of
// data, over HTTP and in this process, each the median of three rounds.

export const pagesOf = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE));
export const pickFrom = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** The requests whose cost must not grow with the data, one at a time against one profile. */
export async function measureScaling(baseUrl: string, username: string, pastes: SeededPaste[]) {
  const pages = pagesOf(pastes.length);
  const list = (page: () => number) => () => ({ url: `${baseUrl}/api/v3/users/${username}/pastes?page=${page()}` });
  const rows: [string, () => { url: string }][] = [
    ["Profile list, first page", list(() => 0)],
    ["Profile list, last page", list(() => pages - 1)],
    ["Profile list, random page", list(() => Math.floor(Math.random() * pages))],
    ["Paste read (GET /api/v3/pastes/:id)", () => ({ url: `${baseUrl}/api/v3/pastes/${pickFrom(pastes).id}` })],
  ];
  // Round-robin in three rounds, so a burst of other work on the machine lands on every row
  // alike rather than on one of them.
  const samples = rows.map(() => [] as LatencySummary[]);
  for (let round = 0; round < 3; round++) {
    for (const [index, [, next]] of rows.entries())
      samples[index]!.push(await sequentialLatency(next, config.serialSeconds / 3 + 0.5, 0.5));
  }
  return rows.map(([label], index): [string, LatencySummary] => [label, median(samples[index]!)]);
}

/**
 * The same requests through the library in this process, without HTTP or Next.js: the part of
 * their cost that could grow with the data, free of the noise of the rest of the request.
 */
export async function measureInProcess(username: string, pastes: SeededPaste[]) {
  const pages = pagesOf(pastes.length);
  const list = (page: () => number) => () => listUserPastes(anonymous, username, { page: page(), pageSize: PAGE_SIZE });
  const rows: [string, () => Promise<unknown>][] = [
    ["Profile list, first page", list(() => 0)],
    ["Profile list, last page", list(() => pages - 1)],
    ["Profile list, random page", list(() => Math.floor(Math.random() * pages))],
    ["Paste read (GET /api/v3/pastes/:id)", () => getPaste(anonymous, pickFrom(pastes).id, null)],
  ];
  const samples = rows.map(() => [] as LatencySummary[]);
  for (let round = 0; round < 3; round++) {
    for (const [index, [, run]] of rows.entries()) {
      const times: number[] = [];
      const end = performance.now() + 1000;
      for (let warm = 0; warm < 20; warm++) await run();
      while (performance.now() < end) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      samples[index]!.push(summarize(times));
    }
  }
  return rows.map(([label], index): [string, LatencySummary] => [label, median(samples[index]!)]);
}

/** Search of one profile (`?q=`), one request at a time, queries drawn from searchQueries. */
export async function measureSearch(baseUrl: string, username: string): Promise<LatencySummary> {
  const rounds: LatencySummary[] = [];
  for (let round = 0; round < 3; round++) {
    const next = () => ({ url: `${baseUrl}/api/v3/users/${username}/pastes?q=${encodeURIComponent(pickFrom(searchQueries))}` });
    rounds.push(await sequentialLatency(next, config.serialSeconds, 0.5));
  }
  return median(rounds);
}

/**
 * Issue 24's amplification case: a search whose every hit is one of HAYSTACK_USER's 29 pastes of
 * 50 × 40 KB pasties, matched by title, so no pasty holds the word and every one would be scanned.
 */
export async function measureAmplifiedSearch(baseUrl: string): Promise<LatencySummary> {
  const url = `${baseUrl}/api/v3/users/${HAYSTACK_USER}/pastes?q=${encodeURIComponent("bench paste")}&pageSize=29`;
  return sequentialLatency(() => ({ url }), config.serialSeconds, 0.5);
}

/** The round whose p50 is the median of the rounds. */
export function median(rounds: LatencySummary[]): LatencySummary {
  return [...rounds].sort((a, b) => a.p50 - b.p50)[Math.floor(rounds.length / 2)]!;
}
