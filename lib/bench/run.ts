import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, release, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { config, LARGE_USER, partialRun, projectDir, SMALL_USER } from "./config";
import { benchEngine } from "./engine";
import { checks, consoleSummary, type EngineResult, markdown } from "./report";
import { measureSecretScan, secretScanMarkdown } from "./secret-scan";
import { embeddedTarget, postgresTarget, type Target } from "./targets";

// `npm run bench`: the production build on a fresh database (the embedded one, and PostgreSQL too when
// BENCH_DATABASE_URL names a server), seeded, then driven scenario by scenario. See
// docs/develop/benchmarks.md for what it measures and the settings (lib/bench/config.ts); one engine's run is
// lib/bench/engine.ts.

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

async function main(): Promise<void> {
  ensureBuild();
  const workDir = mkdtempSync(join(tmpdir(), "myst-bench-"));
  console.log(`Work directory (server logs): ${workDir}`);
  const results: EngineResult[] = [];
  const targets: (() => Promise<Target>)[] = [() => Promise.resolve(embeddedTarget(workDir))];
  if (config.databaseUrl) targets.push(() => postgresTarget(config.databaseUrl!, workDir));
  for (const makeTarget of targets) {
    const target = await makeTarget();
    try {
      const result = await benchEngine(target, workDir);
      results.push(result);
      console.log(consoleSummary(result));
      if (partialRun) {
        for (const check of checks(result)) console.log(`  ${check.met ? "met    " : "NOT MET"}  ${check.target}: ${check.measured}`);
      }
    } finally {
      await target.dispose();
    }
  }
  if (partialRun) return;
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
