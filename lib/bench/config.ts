import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startScriptNodeFlags } from "../server/start-flags";

// The benchmark's settings, from BENCH_* variables (docs/develop/benchmarks.md), and the data it seeds.

export const projectDir = fileURLToPath(new URL("../../", import.meta.url));

const number = (name: string, fallback: number) => {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number, not "${value}"`);
  return parsed;
};

export const config = {
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
  /** A checkout of toptal/haste-server to measure beside ours (docs/develop/benchmarks.md). */
  hasteDir: process.env.BENCH_HASTE_DIR || undefined,
  /** BENCH_ONLY=search: seed, measure search and print its targets; no load scenarios, no results file. */
  searchOnly: process.env.BENCH_ONLY === "search",
  /**
   * BENCH_SCENARIOS=read,read-token: seed, then run only these load scenarios (and those their
   * targets compare with) and print their targets; no other measurements, no results file.
   */
  scenarioKeys: process.env.BENCH_SCENARIOS?.split(",")
    .map((key) => key.trim())
    .filter(Boolean),
};

/** Whether this run measures only part of the benchmark (and so writes no results file). */
export const partialRun = config.searchOnly || config.scenarioKeys !== undefined;

// The server answers the load generator (one address) without refusing it: every limit is far
// above what the benchmark sends, so the limiter still runs and its cost is part of the figures.
export const serverEnv = {
  NEXT_DIST_DIR: config.distDir,
  LOG_LEVEL: "info",
  RATE_LIMIT_READ_PER_MINUTE: "100000000",
  RATE_LIMIT_WRITE_PER_MINUTE: "100000000",
  RATE_LIMIT_MISS_PER_MINUTE: "100000000",
  MAX_CONNECTIONS_PER_ADDRESS: "100000",
  // The benchmark counts views shown without highlighting from the server's metrics.
  METRICS_ENABLED: "true",
};

export const POPULAR_PASTES = 20;
export const SMALL_USER = "bench-small";
export const LARGE_USER = "bench-large";
export const HAYSTACK_USER = "bench-haystack";
export const PAGE_SIZE = 15;
