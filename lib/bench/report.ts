import { CACHES, type CacheLookups, hitRate } from "./cache-hits";
import type { LatencySummary } from "./client";
import type { HasteResult } from "./haste";
import type { HostileResult, WrongKeyResult } from "./hostile";
import type { LoadResult } from "./load";
import type { PageWeight } from "./page-weight";
import type { Scenario } from "./scenarios";

// Turns one benchmark run into the Markdown of lib/bench/results.md and the console summary,
// with every target of issues 8 and 14 checked against the figure measured in the same run.

export interface ScalingRow {
  label: string;
  /** Over HTTP, one request at a time. */
  small: LatencySummary;
  large: LatencySummary;
  /** The library call alone, in the benchmark's process. */
  smallInProcess: LatencySummary;
  largeInProcess: LatencySummary;
}

/** Issue 41's idle figure, in bytes of PSS: two seconds after the page views, and once idle. */
export interface IdleMemory {
  justAfterBytes: number;
  idleBytes: number;
}

export interface EngineResult {
  engine: "embedded" | "postgres";
  /** e.g. "Embedded database (PostgreSQL 18.4)" or "PostgreSQL server (PostgreSQL 15.x)". */
  engineLabel: string;
  seedSeconds: number;
  /** With what each cache answered during the scenario (myst_cache_lookups_total). */
  scenarios: { scenario: Scenario; result: LoadResult; cacheLookups: CacheLookups }[];
  bare?: LoadResult;
  /** Peak PSS of the server and its database processes. */
  peakMemoryBytes: number;
  /** Their PSS after start and three page views (issue 41's idle figure); absent in partial runs. */
  idle?: IdleMemory;
  scaling: ScalingRow[];
  smallCount: number;
  largeCount: number;
  /** Absent when BENCH_ONLY=search skipped them. */
  autodetect?: { serial: LatencySummary; pingDuringLoad: LatencySummary };
  hostile?: HostileResult;
  /** 32 wrong Encryption-Keys at a time from one client, and ping meanwhile. */
  wrongKeys?: WrongKeyResult;
  /** haste-server's raw reads and creates of the same texts; absent without BENCH_HASTE_DIR. */
  haste?: HasteResult;
  /** Absent when BENCH_ONLY=search skipped them. */
  pages?: PageWeight[];
  /** Profile search (`?q=`) one request at a time, at both sizes. */
  search: { small: LatencySummary; large: LatencySummary; amplified?: LatencySummary };
  /** First views of fresh pastes whose code was served without highlighting, over the whole run. */
  plainFirstViews?: number;
}

export interface RunInfo {
  date: string;
  machine: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** The node flags the server ran with (`npm start`'s own unless BENCH_NODE_FLAGS says otherwise). */
  nodeFlags: string;
  data: string;
}

const integer = (value: number) => Math.round(value).toLocaleString("en-US");
const ms = (value: number) => (value >= 10 ? value.toFixed(0) : value >= 1 ? value.toFixed(1) : value.toFixed(2));
export const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

interface Check {
  target: string;
  measured: string;
  met: boolean;
}

export const MEMORY_LIMIT_BYTES = 350 * 1024 * 1024;
export const IDLE_MEMORY_LIMIT_BYTES = 200 * 1024 * 1024;
const LONG_PAGE_LIMIT_BYTES = 1.2 * 1024 * 1024;
const LONG_PAGE_LOAD_LIMIT_MS = 700;
const READ_P99_LIMIT_MS = 40;
const SCALING_LIMIT = 1.25;
const AUTODETECT_P50_LIMIT_MS = 30;
const HOSTILE_PAGE_LIMIT_MS = 2000;
const HOSTILE_PING_P99_LIMIT_MS = 50;
const SEARCH_P50_LIMIT_MS = 20;
const SEARCH_P99_LIMIT_MS = 60;
const SEARCH_SCALING_LIMIT = 2;

function pingOf(result: EngineResult): LoadResult | undefined {
  return result.scenarios.find((entry) => entry.scenario.key === "ping")?.result;
}

export function checks(result: EngineResult): Check[] {
  const ping = pingOf(result);
  const list: Check[] = [];
  for (const { scenario, result: load } of result.scenarios) {
    if (scenario.target === undefined || !ping) continue;
    const ratio = load.requestsPerSecond / ping.requestsPerSecond;
    list.push({
      target: `${scenario.label} ≥ ${percent(scenario.target)} of ping`,
      measured: `${percent(ratio)}${load.errors > 0 ? ` (${integer(load.errors)} errors)` : ""}`,
      met: ratio >= scenario.target && load.errors === 0,
    });
  }
  for (const { scenario, result: load } of result.scenarios) {
    if (scenario.hasteTarget === undefined) continue;
    const { share, peer } = scenario.hasteTarget;
    const theirs = result.haste?.[peer];
    const ratio = theirs ? load.requestsPerSecond / theirs.requestsPerSecond : NaN;
    list.push({
      target: `${scenario.label} ≥ ${share} × haste-server's ${peer === "raw" ? "raw read" : "creates"}`,
      measured: theirs
        ? `${ratio.toFixed(3)}× (${integer(load.requestsPerSecond)} vs ${integer(theirs.requestsPerSecond)} req/s)`
        : "not measured (set BENCH_HASTE_DIR)",
      met: ratio >= share && load.errors === 0,
    });
  }
  for (const { scenario, result: load } of result.scenarios) {
    if (!scenario.relativeTarget) continue;
    const { key, share } = scenario.relativeTarget;
    const other = result.scenarios.find((entry) => entry.scenario.key === key);
    if (!other) continue;
    const ratio = load.requestsPerSecond / other.result.requestsPerSecond;
    list.push({
      target: `${scenario.label} ≥ ${percent(share)} of ${other.scenario.label}`,
      measured: `${percent(ratio)}${load.errors > 0 ? ` (${integer(load.errors)} errors)` : ""}`,
      met: ratio >= share && load.errors === 0,
    });
  }
  if (result.plainFirstViews !== undefined) {
    list.push({
      target: "first views served without highlighting = 0",
      measured: integer(result.plainFirstViews),
      met: result.plainFirstViews === 0,
    });
  }
  const reads = result.scenarios.filter(({ scenario }) => scenario.method === "GET" && scenario.key !== "ping");
  const worstRead = reads.reduce((worst, entry) => (entry.result.p99 > (worst?.result.p99 ?? -1) ? entry : worst), reads[0]);
  if (worstRead) {
    list.push({
      target: `p99 of reads ≤ ${READ_P99_LIMIT_MS} ms`,
      measured: `worst ${ms(worstRead.result.p99)} ms (${worstRead.scenario.label})`,
      met: worstRead.result.p99 <= READ_P99_LIMIT_MS,
    });
  }
  const errors = result.scenarios.reduce((sum, entry) => sum + entry.result.errors, 0);
  list.push({ target: "zero errors", measured: integer(errors), met: errors === 0 });
  for (const row of result.scaling) {
    const ratio = row.large.p50 / row.small.p50;
    const inProcess = row.largeInProcess.p50 / row.smallInProcess.p50;
    list.push({
      target: `${row.label}: ${integer(result.largeCount)} vs ${integer(result.smallCount)} pastes ≤ ${SCALING_LIMIT}×`,
      measured:
        `${ratio.toFixed(2)}× over HTTP (p50 ${ms(row.small.p50)} → ${ms(row.large.p50)} ms); ` +
        `${inProcess.toFixed(2)}× in-process (${ms(row.smallInProcess.p50)} → ${ms(row.largeInProcess.p50)} ms)`,
      met: ratio <= SCALING_LIMIT,
    });
  }
  list.push(...searchChecks(result));
  if (result.autodetect) list.push(...autodetectChecks(result.autodetect));
  if (result.hostile) list.push(...hostileChecks(result.hostile));
  if (result.wrongKeys) {
    const { statuses, pingDuringGuesses } = result.wrongKeys;
    list.push({
      target: `32 wrong Encryption-Keys at a time from one client: ping p99 ≤ ${HOSTILE_PING_P99_LIMIT_MS} ms meanwhile`,
      measured: `p99 ${ms(pingDuringGuesses.p99)} ms, max ${ms(pingDuringGuesses.max)} ms (answers: ${Object.entries(statuses)
        .map(([status, count]) => `${integer(count)} × ${status}`)
        .join(", ")})`,
      met: pingDuringGuesses.p99 <= HOSTILE_PING_P99_LIMIT_MS,
    });
  }
  if (result.pages) list.push(...pageChecks(result.pages));
  list.push({
    target: `peak memory (PSS of the server and its database) ≤ ${mb(MEMORY_LIMIT_BYTES)}`,
    measured: mb(result.peakMemoryBytes),
    met: result.peakMemoryBytes <= MEMORY_LIMIT_BYTES,
  });
  if (result.idle) {
    list.push({
      target: `idle memory (PSS of the server and its database after start and three page views, 15 s after them) ≤ ${mb(IDLE_MEMORY_LIMIT_BYTES)}`,
      measured: `${mb(result.idle.idleBytes)} (${mb(result.idle.justAfterBytes)} two seconds after the views)`,
      met: result.idle.idleBytes <= IDLE_MEMORY_LIMIT_BYTES,
    });
  }
  return list;
}

/** Issue 16: search of the large profile, and its growth from the small one. */
export function searchChecks(result: Pick<EngineResult, "search" | "smallCount" | "largeCount">): Check[] {
  const { small, large, amplified } = result.search;
  const ratio = large.p50 / small.p50;
  return [
    {
      target: `search of the ${integer(result.largeCount)}-paste profile: p50 ≤ ${SEARCH_P50_LIMIT_MS} ms, p99 ≤ ${SEARCH_P99_LIMIT_MS} ms`,
      measured: `p50 ${ms(large.p50)} ms, p99 ${ms(large.p99)} ms${large.errors > 0 ? ` (${integer(large.errors)} errors)` : ""}`,
      met: large.p50 <= SEARCH_P50_LIMIT_MS && large.p99 <= SEARCH_P99_LIMIT_MS && large.errors === 0,
    },
    {
      target: `search: ${integer(result.largeCount)} vs ${integer(result.smallCount)} pastes ≤ ${SEARCH_SCALING_LIMIT}×`,
      measured: `${ratio.toFixed(2)}× (p50 ${ms(small.p50)} → ${ms(large.p50)} ms)`,
      met: ratio <= SEARCH_SCALING_LIMIT && small.errors === 0,
    },
    ...(amplified
      ? [
          {
            target: `search hitting 29 pastes of 50 × 40 KB pasties by title: p99 ≤ ${SEARCH_P99_LIMIT_MS} ms`,
            measured: `p50 ${ms(amplified.p50)} ms, p99 ${ms(amplified.p99)} ms${amplified.errors > 0 ? ` (${integer(amplified.errors)} errors)` : ""}`,
            met: amplified.p99 <= SEARCH_P99_LIMIT_MS && amplified.errors === 0,
          },
        ]
      : []),
  ];
}

function autodetectChecks({ serial, pingDuringLoad }: NonNullable<EngineResult["autodetect"]>): Check[] {
  const list: Check[] = [];
  list.push({
    target: `autodetect 10 KB p50 ≤ ${AUTODETECT_P50_LIMIT_MS} ms (model warm)`,
    measured: `${ms(serial.p50)} ms`,
    met: serial.p50 <= AUTODETECT_P50_LIMIT_MS,
  });
  list.push({
    target: "autodetect blocks other requests ≤ one detection",
    measured: `ping p99 ${ms(pingDuringLoad.p99)} ms under detection load (one detection: p50 ${ms(serial.p50)} ms, p99 ${ms(serial.p99)} ms)`,
    met: pingDuringLoad.p99 <= serial.p99,
  });
  return list;
}

function hostileChecks({ slowestPageMs, pingDuringPages }: HostileResult): Check[] {
  const list: Check[] = [];
  list.push({
    target: `8 pastes built to be slow to render, at once: every page ≤ ${HOSTILE_PAGE_LIMIT_MS} ms`,
    measured: `slowest ${ms(slowestPageMs)} ms`,
    met: slowestPageMs <= HOSTILE_PAGE_LIMIT_MS,
  });
  list.push({
    target: `ping p99 ≤ ${HOSTILE_PING_P99_LIMIT_MS} ms meanwhile`,
    measured: `p99 ${ms(pingDuringPages.p99)} ms, max ${ms(pingDuringPages.max)} ms`,
    met: pingDuringPages.p99 <= HOSTILE_PING_P99_LIMIT_MS,
  });
  return list;
}

function pageChecks(pages: PageWeight[]): Check[] {
  const list: Check[] = [];
  const [short, long] = [pages[0], pages[pages.length - 1]];
  if (!short || !long) return list;
  const kb = (bytes: number) => `${integer(bytes / 1024)} KB`;
  list.push({
    target: `${integer(short.lines)}-line page ≤ 4 × its text + the fixed chrome`,
    measured: `${kb(short.htmlBytes)} (limit ${kb(4 * short.textBytes + short.chromeBytes)}: text ${kb(short.textBytes)}, chrome ${kb(short.chromeBytes)})`,
    met: short.htmlBytes <= 4 * short.textBytes + short.chromeBytes,
  });
  list.push({
    target: `${integer(long.lines)}-line page ≤ ${(LONG_PAGE_LIMIT_BYTES / 1024 / 1024).toFixed(1)} MB of HTML`,
    measured: `${kb(long.htmlBytes)} (text ${kb(long.textBytes)})`,
    met: long.htmlBytes <= LONG_PAGE_LIMIT_BYTES,
  });
  const browserRan = long.loadEventMs !== undefined && short.focusable !== undefined;
  list.push({
    target: "focusable elements independent of line count",
    measured: browserRan
      ? `${long.focusable} at ${integer(long.lines)} lines, ${short.focusable} at ${integer(short.lines)}`
      : "not measured (no Chromium)",
    met: browserRan && long.focusable === short.focusable,
  });
  list.push({
    target: `${integer(long.lines)}-line page: load event ≤ ${LONG_PAGE_LOAD_LIMIT_MS} ms (first view, headless Chromium)`,
    measured: browserRan ? `${ms(long.loadEventMs!)} ms, ${integer(long.domElements!)} DOM elements` : "not measured (no Chromium)",
    met: browserRan && long.loadEventMs! <= LONG_PAGE_LOAD_LIMIT_MS,
  });
  return list;
}

function engineSection(result: EngineResult): string {
  const ping = pingOf(result);
  const lines: string[] = [];
  lines.push(`## ${result.engineLabel}`, "");
  lines.push(
    `Seeded in ${result.seedSeconds.toFixed(0)} s. Peak memory (PSS of the server and its database): **${mb(result.peakMemoryBytes)}**.`,
    "",
  );
  lines.push("| Scenario | req/s | p50 ms | p99 ms | errors | × ping | target |");
  lines.push("|---|---:|---:|---:|---:|---:|---|");
  for (const { scenario, result: load } of result.scenarios) {
    const ratio = ping ? load.requestsPerSecond / ping.requestsPerSecond : NaN;
    const statuses =
      load.errors > 0
        ? ` (${Object.entries(load.statuses)
            .map(([status, count]) => `${status}: ${integer(count)}`)
            .join(", ")})`
        : "";
    lines.push(
      `| ${scenario.label} | ${integer(load.requestsPerSecond)} | ${ms(load.p50)} | ${ms(load.p99)} | ${integer(load.errors)}${statuses} | ${ratio.toFixed(2)} | ${scenario.target === undefined ? (scenario.key === "ping" ? "floor" : "—") : `≥ ${scenario.target.toFixed(2)}`} |`,
    );
  }
  if (result.haste && ping) {
    const peers: [string, LoadResult | undefined][] = [
      ["haste-server GET /raw/:key, the same texts (peer)", result.haste.raw],
      ["haste-server POST /documents, the same texts as our creates (peer)", result.haste.create],
    ];
    for (const [label, load] of peers) {
      if (!load) continue;
      lines.push(
        `| ${label} | ${integer(load.requestsPerSecond)} | ${ms(load.p50)} | ${ms(load.p99)} | ${integer(load.errors)} | ${(load.requestsPerSecond / ping.requestsPerSecond).toFixed(2)} | peer |`,
      );
    }
  }
  if (result.bare && ping) {
    lines.push(
      "",
      `Bare \`node:http\` answering like ping on the same machine: ${integer(result.bare.requestsPerSecond)} req/s ` +
        `(p50 ${result.bare.p50 < 1 ? "< 1" : ms(result.bare.p50)} ms), so the ping floor is ${percent(ping.requestsPerSecond / result.bare.requestsPerSecond)} of bare Node: ` +
        `each request costs about ${ms(1000 / ping.requestsPerSecond - 1000 / result.bare.requestsPerSecond)} ms more of the machine than a bare one, ` +
        `which is Next.js and what the service adds around it.`,
    );
  }
  lines.push(
    "",
    "What the caches answered in each scenario (hits as a share of lookups, the warm-up included; " +
      "response-disk is asked when the response cache's memory misses; CACHE_MEMORY_MB sizes them):",
    "",
    `| Scenario | ${CACHES.join(" | ")} |`,
    `|---|${CACHES.map(() => "---:").join("|")}|`,
    ...result.scenarios.map(
      ({ scenario, cacheLookups }) => `| ${scenario.label} | ${CACHES.map((cache) => hitRate(cacheLookups[cache])).join(" | ")} |`,
    ),
  );
  lines.push(
    "",
    "Cost against data size, one request at a time (p50 / p99 in ms; HTTP through the server, and the same library call in-process without HTTP):",
    "",
  );
  lines.push(
    `| Request | HTTP, ${integer(result.smallCount)} pastes | HTTP, ${integer(result.largeCount)} pastes | ratio | in-process, ${integer(result.smallCount)} | in-process, ${integer(result.largeCount)} | ratio |`,
  );
  lines.push("|---|---:|---:|---:|---:|---:|---:|");
  for (const row of result.scaling) {
    lines.push(
      `| ${row.label} | ${ms(row.small.p50)} / ${ms(row.small.p99)} | ${ms(row.large.p50)} / ${ms(row.large.p99)} | ${(row.large.p50 / row.small.p50).toFixed(2)}× ` +
        `| ${ms(row.smallInProcess.p50)} / ${ms(row.smallInProcess.p99)} | ${ms(row.largeInProcess.p50)} / ${ms(row.largeInProcess.p99)} | ${(row.largeInProcess.p50 / row.smallInProcess.p50).toFixed(2)}× |`,
    );
  }
  const { small, large } = result.search;
  lines.push(
    "",
    `Profile search (\`?q=\`, a mix of rare and common words and identifiers), one at a time: p50 / p99 ` +
      `${ms(small.p50)} / ${ms(small.p99)} ms at ${integer(result.smallCount)} pastes, ${ms(large.p50)} / ${ms(large.p99)} ms at ${integer(result.largeCount)}.`,
  );
  if (result.autodetect) {
    const { serial, pingDuringLoad } = result.autodetect;
    lines.push(
      "",
      `Autodetect of 10 KB, one at a time: p50 ${ms(serial.p50)} ms, p99 ${ms(serial.p99)} ms. ` +
        `Ping answered one at a time while 32 connections autodetect: p50 ${ms(pingDuringLoad.p50)} ms, p99 ${ms(pingDuringLoad.p99)} ms, max ${ms(pingDuringLoad.max)} ms.`,
    );
  }
  lines.push("", "| Target | Measured | Met |", "|---|---|---|");
  for (const check of checks(result)) lines.push(`| ${check.target} | ${check.measured} | ${check.met ? "yes" : "**no**"} |`);
  return lines.join("\n");
}

export function markdown(info: RunInfo, results: EngineResult[]): string {
  return [
    "# Benchmark results (latest run)",
    "",
    "Written by `npm run bench` (lib/bench/run.ts); compare runs by their ratios to the ping floor, " +
      "which is measured in the same run — absolute numbers move with whatever else the machine is doing.",
    "",
    `- Run: ${info.date}; ${info.connections} connections; ${info.seconds} s per scenario after ${info.warmupSeconds} s of warm-up; load generator on the same machine`,
    `- Machine: ${info.machine}`,
    `- Data: ${info.data}`,
    `- Server: compiled, as \`npm start\` runs it${info.nodeFlags ? `, with node flags \`${info.nodeFlags}\`` : ""}; rate limits raised far above the load (the limiter still runs)`,
    "",
    ...results.map((result) => engineSection(result) + "\n"),
  ].join("\n");
}

/** A few lines for the terminal. */
export function consoleSummary(result: EngineResult): string {
  const ping = pingOf(result);
  const rows = result.scenarios.map(({ scenario, result: load }) => {
    const ratio = ping ? (load.requestsPerSecond / ping.requestsPerSecond).toFixed(2) : "-";
    return `  ${scenario.label.padEnd(58)} ${integer(load.requestsPerSecond).padStart(7)} req/s  p50 ${ms(load.p50).padStart(4)}  p99 ${ms(load.p99).padStart(4)}  errors ${integer(load.errors).padStart(5)}  ×ping ${ratio}`;
  });
  return [`${result.engineLabel}: peak memory ${mb(result.peakMemoryBytes)}`, ...rows].join("\n");
}
