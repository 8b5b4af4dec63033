import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { diedOfNativeCrash, failedFiles, MOST_RESUMES, parseProgress, resumeArguments, unfinishedFiles } from "./resume-after-crash";

// `npm run test:unit [-- vitest options or files]`: vitest on the unit tests, resumed with the
// files it never finished when Node.js crashes natively (resume-after-crash.ts says why).
// `--no-memory-protection-keys` avoids one form of that crash (docs/develop/tests.md).

const root = join(import.meta.dirname, "..", "..");
const progressFolder = mkdtempSync(join(tmpdir(), "myst-unit-progress-"));

function runVitest(args: string[], progressFile: string): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const argv = [
    "--no-memory-protection-keys",
    "node_modules/vitest/vitest.mjs",
    "run",
    "--config",
    "lib/testing/vitest.config.ts",
    ...args,
  ];
  const child = spawn(process.execPath, argv, { cwd: root, stdio: "inherit", env: { ...process.env, MYST_TEST_PROGRESS: progressFile } });
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
}

async function main(): Promise<number> {
  const firstArguments = process.argv.slice(2);
  const failedBeforeCrashes: string[] = [];
  let args = firstArguments;
  for (let attempt = 0; ; attempt++) {
    const progressFile = join(progressFolder, `run-${attempt}.txt`);
    const { code, signal } = await runVitest(args, progressFile);
    if (!diedOfNativeCrash(signal)) {
      if (attempt > 0) console.error(`\nThe counts above are the last of ${attempt + 1} runs, after ${attempt} native crash(es).`);
      if (failedBeforeCrashes.length > 0) console.error(`\nFailed before a crash: ${failedBeforeCrashes.join(", ")}`);
      return failedBeforeCrashes.length > 0 ? 1 : (code ?? 1);
    }
    const progress = parseProgress(existsSync(progressFile) ? readFileSync(progressFile, "utf8") : "");
    failedBeforeCrashes.push(...failedFiles(progress).map((file) => relative(root, file)));
    const unfinished = unfinishedFiles(progress).map((file) => relative(root, file));
    console.error(
      `\nThe test process died of ${signal}, a native crash of Node.js (nodejs/node#64500), with ${unfinished.length} file(s) unfinished.`,
    );
    if (attempt === MOST_RESUMES) return 1;
    // A crash before the run listed its files leaves nothing to go by: start it again.
    if (progress.planned.length === 0) {
      args = firstArguments;
      continue;
    }
    if (unfinished.length === 0) return failedBeforeCrashes.length > 0 ? 1 : 0;
    console.error(`Running them again (resume ${attempt + 1} of at most ${MOST_RESUMES}): ${unfinished.join(" ")}\n`);
    args = resumeArguments(firstArguments, unfinished);
  }
}

main()
  .then((status) => {
    rmSync(progressFolder, { recursive: true, force: true });
    process.exit(status);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
