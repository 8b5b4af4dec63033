import { join } from "node:path";
import type { Database } from "../db/engines";
import { type LatencySummary, request, sequentialLatency } from "./client";
import { lookupsBetween, readCacheLookups } from "./cache-hits";
import { config, HAYSTACK_USER, LARGE_USER, partialRun, POPULAR_PASTES, projectDir, serverEnv, SMALL_USER } from "./config";
import { measureHaste } from "./haste";
import { measureHostilePages, measureWrongKeys } from "./hostile";
import { measureAmplifiedSearch, measureInProcess, measureScaling, measureSearch, pagesOf } from "./latency";
import { type LoadOptions, runLoad } from "./load";
import { measurePageWeights } from "./page-weight";
import { type EngineResult, type IdleMemory, mb, type ScalingRow } from "./report";
import { firstViews, identities, LONG_TAIL_PASTES, viewOnce } from "./long-tail";
import { type BenchData, scenarios, selectScenarios } from "./scenarios";
import { haystackShape, mixedShape, profileShape, type SeededPaste, seedPastes, seedUser } from "./seed";
import { type RunningServer, startBareServer, startServer } from "./server";
import { type Target, withDatabase } from "./targets";

// One engine's run: seed a small profile and measure it, grow to the full data set, measure the
// same again, then drive every load scenario and the one-off measurements against the server.

const seconds = (started: number) => (performance.now() - started) / 1000;

/**
 * After a bulk load, the state the tables would be in by the time the server answers: autovacuum
 * (the embedded database's too) vacuums and analyzes a table within a minute or so of many
 * inserts, which gives the planner its statistics and marks the pages all-visible for the profile
 * lists' index-only scans.
 */
async function settleAfterLoad(database: Database): Promise<void> {
  await database.prisma.$executeRawUnsafe("VACUUM ANALYZE");
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

export async function benchEngine(target: Target, workDir: string): Promise<EngineResult> {
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
    const label = `${target.engine === "embedded" ? "Embedded database" : "PostgreSQL server"} (${/PostgreSQL [\d.]+/.exec(version)?.[0] ?? version})`;
    return { small: pastes, engineLabel: label, smallInProcess: partialRun ? [] : await measureInProcess(SMALL_USER, pastes) };
  });
  seedSeconds += seconds(started);

  let peakMemory = 0;
  let running: RunningServer = await server();
  let smallScaling: [string, LatencySummary][];
  let smallSearch: LatencySummary;
  try {
    console.log(`[${target.engine}] measuring at ${config.smallUserPastes} pastes …`);
    smallScaling = partialRun ? [] : await measureScaling(running.baseUrl, SMALL_USER, small);
    smallSearch = await measureSearch(running.baseUrl, SMALL_USER);
  } finally {
    peakMemory = Math.max(peakMemory, running.peakMemory());
    await running.stop();
  }

  // Phase 2: grow to the full data set.
  console.log(`[${target.engine}] seeding ${LARGE_USER} with ${config.largeUserPastes} pastes and ${config.mixedPastes} mixed pastes …`);
  started = performance.now();
  const { large, mixed, largeInProcess, viewer } = await withDatabase(target, async (database) => {
    const owner = await seedUser(LARGE_USER);
    const viewer = await identities(owner);
    // Issue 24's search amplification corpus: 29 pastes of 50 pasties of 40 KB, matched by title.
    await seedPastes({ count: 29, ownerId: await seedUser(HAYSTACK_USER), shape: haystackShape, seed: 4, newest: new Date() });
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
    return { large, mixed, viewer, largeInProcess: partialRun ? [] : await measureInProcess(LARGE_USER, large) };
  });
  seedSeconds += seconds(started);

  running = await server();
  try {
    const idle = partialRun ? undefined : await idleMemory(running, mixed);
    const search = {
      small: smallSearch!,
      large: await measureSearch(running.baseUrl, LARGE_USER),
      amplified: await measureAmplifiedSearch(running.baseUrl),
    };
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
      tail: mixed.slice(POPULAR_PASTES, POPULAR_PASTES + LONG_TAIL_PASTES),
      ...viewer,
      baseUrl: running.baseUrl,
    };
    console.log(`[${target.engine}] measuring at ${config.largeUserPastes} pastes …`);
    const largeScaling = partialRun ? [] : await measureScaling(running.baseUrl, LARGE_USER, large);
    const scaling: ScalingRow[] = smallScaling.map(([label, smallSummary], index) => ({
      label,
      small: smallSummary,
      large: largeScaling[index]![1],
      smallInProcess: smallInProcess[index]![1],
      largeInProcess: largeInProcess[index]![1],
    }));

    const load: LoadOptions = {
      baseUrl: running.baseUrl,
      connections: config.connections,
      seconds: config.seconds,
      warmupSeconds: config.warmupSeconds,
    };
    const results: EngineResult["scenarios"] = [];
    let bare: EngineResult["bare"];
    for (const scenario of selectScenarios(scenarios(data), config.scenarioKeys)) {
      if (scenario.prepare) {
        process.stdout.write(`[${target.engine}] preparing ${scenario.key} … `);
        const preparing = performance.now();
        await scenario.prepare();
        console.log(`${seconds(preparing).toFixed(0)} s`);
      }
      process.stdout.write(`[${target.engine}] ${scenario.label} … `);
      const lookupsBefore = await readCacheLookups(running.baseUrl);
      const result = await runLoad(scenario, load);
      const cacheLookups = lookupsBetween(lookupsBefore, await readCacheLookups(running.baseUrl));
      console.log(
        `${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms, ${result.errors} errors, ` +
          `peak memory so far ${mb(running.peakMemory())}`,
      );
      results.push({ scenario, result, cacheLookups });
      if (scenario.key === "ping") {
        const bareServer = await startBareServer(config.port + 1);
        try {
          bare = await runLoad(scenario, { ...load, baseUrl: bareServer.baseUrl });
        } finally {
          await bareServer.stop();
        }
      }
    }

    const create = results.find((entry) => entry.scenario.key === "create")?.scenario;
    const haste = config.hasteDir ? await measureHaste(config.hasteDir, config.port + 2, data.popular, load, workDir, create) : undefined;
    if (config.scenarioKeys) {
      return { ...base, scenarios: results, bare, haste, scaling, peakMemoryBytes: Math.max(peakMemory, running.peakMemory()) };
    }

    // Each measurement after the load says where the peak stood after it, as each scenario does.
    const measure = async <T>(label: string, task: () => Promise<T>): Promise<T> => {
      process.stdout.write(`[${target.engine}] ${label} … `);
      const result = await task();
      console.log(`peak memory so far ${mb(running.peakMemory())}`);
      return result;
    };
    const autodetect = results.find((entry) => entry.scenario.key === "autodetect")!.scenario;
    const detectOnce = () => {
      const shape = autodetect.next();
      return { url: `${running.baseUrl}${shape.path}`, method: "POST", headers: shape.headers, body: shape.body };
    };
    const { serial, pingDuringLoad } = await measure("autodetect one at a time, and ping under detection load", async () => {
      const serial = await sequentialLatency(detectOnce, config.serialSeconds * 2, 1);
      const [pingDuringLoad] = await Promise.all([
        sequentialLatency(() => ({ url: `${running.baseUrl}/api/v3/ping` }), config.serialSeconds * 2, 0.5),
        runLoad(autodetect, { ...load, seconds: config.serialSeconds * 2 + 1, warmupSeconds: 0 }),
      ]);
      return { serial, pingDuringLoad };
    });
    const hostile = await measure("eight pastes built to be slow to render, at once, and ping meanwhile", () =>
      measureHostilePages(running.baseUrl),
    );
    const wrongKeys = await measure("32 wrong encryption keys at a time, and ping meanwhile", () => measureWrongKeys(running.baseUrl));
    const pages = await measure("page weight of 300- and 2,000-line pastes", () => measurePageWeights(running.baseUrl, [300, 2000]));

    peakMemory = Math.max(peakMemory, running.peakMemory());
    return {
      ...base,
      plainFirstViews: firstViews.served > 0 ? firstViews.plain : undefined,
      idle,
      scenarios: results,
      bare,
      peakMemoryBytes: peakMemory,
      scaling,
      autodetect: { serial, pingDuringLoad },
      hostile,
      wrongKeys,
      haste,
      pages,
    };
  } finally {
    await running.stop();
  }
}

/**
 * Issue 41's idle figure: the server and its database after start and three page views, two
 * seconds after them and once idle — past the pool's closing of connections idle for 10 s and
 * V8's shrinking of a heap nobody uses (both measured in docs/develop/benchmarks.md, "Idle memory").
 */
async function idleMemory(running: RunningServer, pastes: SeededPaste[]): Promise<IdleMemory> {
  await viewOnce(
    running.baseUrl,
    pastes.slice(0, 3).map((paste) => `/${paste.id}`),
    1,
  );
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const justAfterBytes = running.memoryNow();
  await new Promise((resolve) => setTimeout(resolve, 13_000));
  return { justAfterBytes, idleBytes: running.memoryNow() };
}
