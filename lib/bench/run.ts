import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, release, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { setDatabase } from "../db/client";
import type { Database } from "../db/engines";
import { openConfiguredDatabase } from "../db/open";
import { anonymous } from "../auth/caller";
import { getPaste } from "../pastes/reads";
import { startScriptNodeFlags } from "../server/start-flags";
import { listUserPastes } from "../users/profile-pastes";
import { type LatencySummary, request, sequentialLatency, summarize } from "./client";
import { startHasteServer } from "./haste";
import { type LoadOptions, type LoadResult, runLoad } from "./load";
import { measurePageWeights } from "./page-weight";
import { checks, consoleSummary, type EngineResult, markdown, type ScalingRow } from "./report";
import { type BenchData, type Scenario, scenarios, searchQueries } from "./scenarios";
import { mixedShape, profileShape, type SeededPaste, seedPastes, seedUser } from "./seed";
import { type RunningServer, startBareServer, startServer } from "./server";
import { measureHostilePages } from "./hostile";
import { measureSecretScan, secretScanMarkdown } from "./secret-scan";

// `npm run bench`: the production build on a fresh database (the embedded one, and PostgreSQL too when
// BENCH_DATABASE_URL names a server), seeded, then driven scenario by scenario. See README
// "Performance" for what it measures and the settings below.

const projectDir = fileURLToPath(new URL("../../", import.meta.url));

const number = (name: string, fallback: number) => {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number, not "${value}"`);
  return parsed;
};

const config = {
  seconds: number("BENCH_SECONDS", 10),
  warmupSeconds: number("BENCH_WARMUP_SECONDS", 3),
  /** Seconds per row of the one-request-at-a-time measurements. */
  serialSeconds: number("BENCH_SERIAL_SECONDS", 3),
  connections: number("BENCH_CONNECTIONS", 32),
  port: number("BENCH_PORT", 3491),
  mixedPastes: number("BENCH_PASTES", 10_000),
  largeUserPastes: number("BENCH_LARGE_USER_PASTES", 100_000),
  smallUserPastes: number("BENCH_SMALL_USER_PASTES", 1_000),
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  results: process.env.BENCH_RESULTS || join(projectDir, "lib/bench/results.md"),
  rebuild: process.env.BENCH_REBUILD === "1",
  distDir: process.env.NEXT_DIST_DIR || ".next",
  /** Node flags for the server, to try heap settings; by default those `npm start` runs with. */
  nodeFlags: process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? startScriptNodeFlags(projectDir),
  /** A checkout of toptal/haste-server to measure beside ours (README "Performance"). */
  hasteDir: process.env.BENCH_HASTE_DIR || undefined,
  /** BENCH_ONLY=search: seed, measure search and print its targets; no load scenarios, no results file. */
  searchOnly: process.env.BENCH_ONLY === "search",
};


// The server answers the load generator (one address) without refusing it: every limit is far
// above what the benchmark sends, so the limiter still runs and its cost is part of the figures.
const serverEnv = {
  NEXT_DIST_DIR: config.distDir,
  LOG_LEVEL: "info",
  RATE_LIMIT_READ_PER_MINUTE: "100000000",
  RATE_LIMIT_WRITE_PER_MINUTE: "100000000",
  RATE_LIMIT_MISS_PER_MINUTE: "100000000",
  MAX_CONNECTIONS_PER_ADDRESS: "100000",
};

const POPULAR_PASTES = 20;
const SMALL_USER = "bench-small";
const LARGE_USER = "bench-large";
const PAGE_SIZE = 15;

interface Target {
  engine: EngineResult["engine"];
  /** What the server gets to find this database. */
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

function embeddedTarget(workDir: string): Target {
  const dataDir = join(workDir, "data");
  return {
    engine: "embedded",
    env: { DATA_DIR: dataDir },
    open: async () => (await openConfiguredDatabase({ DATABASE_URL: undefined, dataDir })).database,
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database on the server of BENCH_DATABASE_URL, dropped afterwards. */
async function postgresTarget(serverUrl: string, workDir: string): Promise<Target> {
  const name = `myst_bench_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    engine: "postgres",
    env: { DATABASE_URL: databaseUrl, DATA_DIR: join(workDir, "data-pg") },
    open: async () => (await openConfiguredDatabase({ DATABASE_URL: databaseUrl, dataDir: join(workDir, "data-pg") })).database,
    dispose: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Opens the database in this process (the embedded one serves one process at a time), runs `work`, closes it. */
async function withDatabase<T>(target: Target, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await target.open();
  try {
    return await work(database);
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}

function ensureBuild(): void {
  if (!config.rebuild && existsSync(join(projectDir, config.distDir, "BUILD_ID"))) return;
  console.log(`Building the production bundle into ${config.distDir} …`);
  const result = spawnSync(process.execPath, [join(projectDir, "node_modules/next/dist/bin/next"), "build"], {
    cwd: projectDir,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: config.distDir },
  });
  if (result.status !== 0) throw new Error("The production build failed; see above.");
}

function machine(): string {
  const cpuinfo = existsSync("/proc/cpuinfo") ? readFileSync("/proc/cpuinfo", "utf8") : "";
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? cpus()[0]?.model ?? "unknown CPU";
  return `${cpus().length} cores (${model}), ${Math.round(totalmem() / 1024 ** 3)} GB RAM, Linux ${release()}, Node ${process.version}`;
}

const seconds = (started: number) => (performance.now() - started) / 1000;
const pagesOf = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE));
const pickFrom = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** The requests whose cost must not grow with the data, one at a time against one profile. */
async function measureScaling(baseUrl: string, username: string, pastes: SeededPaste[]) {
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
    for (const [index, [, next]] of rows.entries()) samples[index]!.push(await sequentialLatency(next, config.serialSeconds / 3 + 0.5, 0.5));
  }
  return rows.map(([label], index): [string, LatencySummary] => [label, median(samples[index]!)]);
}

/**
 * After a bulk load, the state the tables would be in by the time the server answers: autovacuum
 * (the embedded database's too) vacuums and analyzes a table within a minute or so of many
 * inserts, which gives the planner its statistics and marks the pages all-visible for the profile
 * lists' index-only scans.
 */
async function settleAfterLoad(database: Database): Promise<void> {
  await database.prisma.$executeRawUnsafe("VACUUM ANALYZE");
}

/**
 * The same requests through the library in this process, without HTTP or Next.js: the part of
 * their cost that could grow with the data, free of the noise of the rest of the request.
 */
async function measureInProcess(username: string, pastes: SeededPaste[]) {
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
async function measureSearch(baseUrl: string, username: string): Promise<LatencySummary> {
  const rounds: LatencySummary[] = [];
  for (let round = 0; round < 3; round++) {
    const next = () => ({ url: `${baseUrl}/api/v3/users/${username}/pastes?q=${encodeURIComponent(pickFrom(searchQueries))}` });
    rounds.push(await sequentialLatency(next, config.serialSeconds, 0.5));
  }
  return median(rounds);
}

/** The round whose p50 is the median of the rounds. */
function median(rounds: LatencySummary[]): LatencySummary {
  return [...rounds].sort((a, b) => a.p50 - b.p50)[Math.floor(rounds.length / 2)]!;
}

async function collectEtags(baseUrl: string, pastes: SeededPaste[]): Promise<BenchData["etags"]> {
  const etags: BenchData["etags"] = [];
  for (const paste of pastes.slice(0, 200)) {
    const answer = await request(`${baseUrl}/api/v3/pastes/${paste.id}`);
    const etag = answer.headers.etag;
    if (answer.status === 200 && typeof etag === "string") etags.push({ id: paste.id, etag });
  }
  if (etags.length === 0) throw new Error("No paste read answered with an ETag");
  return etags;
}

/**
 * haste-server serving the first pasty of each popular paste (read back from our raw path, so
 * the texts are the same bytes), driven like our cached reads.
 */
async function measureHaste(dir: string, popular: SeededPaste[], load: LoadOptions, workDir: string): Promise<LoadResult> {
  const haste = await startHasteServer(dir, config.port + 2, workDir);
  try {
    const paths: string[] = [];
    for (const paste of popular) {
      const text = await request(`${load.baseUrl}/raw/${paste.id}/${paste.pastyIds[0]}`);
      paths.push(await haste.add(text.body));
    }
    let next = 0;
    const scenario: Scenario = {
      key: "haste-raw",
      label: "haste-server GET /raw/:key (the same texts)",
      method: "GET",
      next: () => ({ path: paths[next++ % paths.length]! }),
      expect: [200],
    };
    process.stdout.write(`${scenario.label} … `);
    const result = await runLoad(scenario, { ...load, baseUrl: haste.baseUrl });
    console.log(`${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms, ${result.errors} errors`);
    return result;
  } finally {
    await haste.stop();
  }
}

async function benchEngine(target: Target, workDir: string): Promise<EngineResult> {
  const logFile = join(workDir, `server-${target.engine}.log`);
  const server = (port = config.port) =>
    startServer({ projectDir, port, env: { ...serverEnv, ...target.env }, logFile, nodeFlags: config.nodeFlags });
  let seedSeconds = 0;

  // Phase 1: a database holding one profile of SMALL pastes, nothing else.
  console.log(`[${target.engine}] seeding ${SMALL_USER} with ${config.smallUserPastes} pastes …`);
  let started = performance.now();
  const { small, engineLabel, smallInProcess } = await withDatabase(target, async (database) => {
    const version = (await database.prisma.$queryRaw<{ version: string }[]>`SELECT version()`)[0]?.version ?? "";
    const owner = await seedUser(SMALL_USER);
    const pastes = await seedPastes({ count: config.smallUserPastes, ownerId: owner, shape: profileShape, seed: 1, newest: new Date() });
    await settleAfterLoad(database);
    const label =
      `${target.engine === "embedded" ? "Embedded database" : "PostgreSQL server"} (${/PostgreSQL [\d.]+/.exec(version)?.[0] ?? version})`;
    return { small: pastes, engineLabel: label, smallInProcess: config.searchOnly ? [] : await measureInProcess(SMALL_USER, pastes) };
  });
  seedSeconds += seconds(started);

  let peakMemory = 0;
  let running: RunningServer = await server();
  let smallScaling: [string, LatencySummary][];
  let smallSearch: LatencySummary;
  try {
    console.log(`[${target.engine}] measuring at ${config.smallUserPastes} pastes …`);
    smallScaling = config.searchOnly ? [] : await measureScaling(running.baseUrl, SMALL_USER, small);
    smallSearch = await measureSearch(running.baseUrl, SMALL_USER);
  } finally {
    peakMemory = Math.max(peakMemory, running.peakMemory());
    await running.stop();
  }

  // Phase 2: grow to the full data set.
  console.log(
    `[${target.engine}] seeding ${LARGE_USER} with ${config.largeUserPastes} pastes and ${config.mixedPastes} mixed pastes …`,
  );
  started = performance.now();
  const { large, mixed, largeInProcess } = await withDatabase(target, async (database) => {
    const owner = await seedUser(LARGE_USER);
    const progress = (label: string, total: number) => (written: number) => {
      if (written === total || written % 20_000 < 2_000) process.stdout.write(`\r  ${label}: ${written}/${total}   `);
      if (written === total) process.stdout.write("\n");
    };
    const large = await seedPastes({
      count: config.largeUserPastes,
      ownerId: owner,
      shape: profileShape,
      seed: 2,
      newest: new Date(),
      progress: progress(LARGE_USER, config.largeUserPastes),
    });
    const mixed = await seedPastes({
      count: config.mixedPastes,
      ownerId: null,
      shape: mixedShape,
      seed: 3,
      newest: new Date(),
      progress: progress("mixed", config.mixedPastes),
    });
    await settleAfterLoad(database);
    return { large, mixed, largeInProcess: config.searchOnly ? [] : await measureInProcess(LARGE_USER, large) };
  });
  seedSeconds += seconds(started);

  running = await server();
  try {
    const search = { small: smallSearch!, large: await measureSearch(running.baseUrl, LARGE_USER) };
    const base = {
      engine: target.engine,
      engineLabel,
      seedSeconds,
      smallCount: config.smallUserPastes,
      largeCount: config.largeUserPastes,
      search,
    };
    if (config.searchOnly) {
      return { ...base, scenarios: [], scaling: [], peakMemoryBytes: Math.max(peakMemory, running.peakMemory()) };
    }
    const data: BenchData = {
      mixed,
      largeUser: { username: LARGE_USER, pages: pagesOf(large.length) },
      etags: await collectEtags(running.baseUrl, mixed),
      popular: mixed.slice(0, POPULAR_PASTES),
    };
    console.log(`[${target.engine}] measuring at ${config.largeUserPastes} pastes …`);
    const largeScaling = await measureScaling(running.baseUrl, LARGE_USER, large);
    const scaling: ScalingRow[] = smallScaling.map(([label, smallSummary], index) => ({
      label,
      small: smallSummary,
      large: largeScaling[index]![1],
      smallInProcess: smallInProcess[index]![1],
      largeInProcess: largeInProcess[index]![1],
    }));

    const load: LoadOptions = { baseUrl: running.baseUrl, connections: config.connections, seconds: config.seconds, warmupSeconds: config.warmupSeconds };
    const results: EngineResult["scenarios"] = [];
    let bare: EngineResult["bare"];
    for (const scenario of scenarios(data)) {
      process.stdout.write(`[${target.engine}] ${scenario.label} … `);
      const result = await runLoad(scenario, load);
      console.log(
        `${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms, ${result.errors} errors, ` +
          `peak memory so far ${Math.round(running.peakMemory() / 1024 / 1024)} MB`,
      );
      results.push({ scenario, result });
      if (scenario.key === "ping") {
        const bareServer = await startBareServer(config.port + 1);
        try {
          bare = await runLoad(scenario, { ...load, baseUrl: bareServer.baseUrl });
        } finally {
          await bareServer.stop();
        }
      }
    }

    const haste = config.hasteDir ? await measureHaste(config.hasteDir, data.popular, load, workDir) : undefined;

    console.log(`[${target.engine}] autodetect one at a time, and ping under detection load …`);
    const autodetect = results.find((entry) => entry.scenario.key === "autodetect")!.scenario;
    const detectOnce = () => {
      const shape = autodetect.next();
      return { url: `${running.baseUrl}${shape.path}`, method: "POST", headers: shape.headers, body: shape.body };
    };
    const serial = await sequentialLatency(detectOnce, config.serialSeconds * 2, 1);
    const [pingDuringLoad] = await Promise.all([
      sequentialLatency(() => ({ url: `${running.baseUrl}/api/v3/ping` }), config.serialSeconds * 2, 0.5),
      runLoad(autodetect, { ...load, seconds: config.serialSeconds * 2 + 1, warmupSeconds: 0 }),
    ]);

    console.log(`[${target.engine}] eight pastes built to be slow to render, at once, and ping meanwhile …`);
    const hostile = await measureHostilePages(running.baseUrl);

    console.log(`[${target.engine}] page weight of 300- and 2,000-line pastes …`);
    const pages = await measurePageWeights(running.baseUrl, [300, 2000]);

    peakMemory = Math.max(peakMemory, running.peakMemory());
    return {
      ...base,
      scenarios: results,
      bare,
      peakMemoryBytes: peakMemory,
      scaling,
      autodetect: { serial, pingDuringLoad },
      hostile,
      haste,
      pages,
    };
  } finally {
    await running.stop();
  }
}

async function main(): Promise<void> {
  ensureBuild();
  const workDir = mkdtempSync(join(tmpdir(), "myst-bench-"));
  console.log(`Work directory (server logs): ${workDir}`);
  const results: EngineResult[] = [];
  const targets: (() => Promise<Target>)[] = [async () => embeddedTarget(workDir)];
  if (config.databaseUrl) targets.push(() => postgresTarget(config.databaseUrl!, workDir));
  for (const makeTarget of targets) {
    const target = await makeTarget();
    try {
      const result = await benchEngine(target, workDir);
      results.push(result);
      console.log(consoleSummary(result));
      if (config.searchOnly) {
        for (const check of checks(result)) console.log(`  ${check.met ? "met    " : "NOT MET"}  ${check.target}: ${check.measured}`);
      }
    } finally {
      await target.dispose();
    }
  }
  if (config.searchOnly) return;
  console.log("Secret scan of 1 MB, and false positives on program-shaped pastes …");
  const secretScan = await measureSecretScan();
  console.log(secretScanMarkdown(secretScan));
  const info = {
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    machine: machine(),
    connections: config.connections,
    seconds: config.seconds,
    warmupSeconds: config.warmupSeconds,
    nodeFlags: config.nodeFlags.join(" "),
    data:
      `${config.mixedPastes.toLocaleString("en-US")} public pastes of 1–3 pasties of 0.5–20 KB; ` +
      `profile "${LARGE_USER}" with ${config.largeUserPastes.toLocaleString("en-US")} pastes and "${SMALL_USER}" with ` +
      `${config.smallUserPastes.toLocaleString("en-US")} (one pasty of 0.5–2 KB each, 20 % tagged); ` +
      `the ${config.smallUserPastes.toLocaleString("en-US")}-paste figures are taken before the rest is seeded`,
  };
  writeFileSync(config.results, `${markdown(info, results)}\n${secretScanMarkdown(secretScan)}`);
  console.log(`\nResults written to ${config.results}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
