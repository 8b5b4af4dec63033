import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { databaseFreeTestFiles } from "./database-free-tests.ts";
import { otherEngineFiles, routeHandlerTests } from "./engine-files.ts";
import { ProgressReporter } from "./progress-reporter.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));

export default defineConfig(async () => {
  const databaseFree = await databaseFreeTestFiles(root);
  return {
    root,
    resolve: { alias: { "@": root.replace(/\/$/, "") } },
    test: {
      include: ["lib/**/*.test.ts", "app/**/*.test.ts"],
      exclude: otherEngineFiles([...databaseFree, ...routeHandlerTests]),
      environment: "node",
      // Set by unit-tests-cli.ts, which resumes a run that Node.js crashed natively.
      reporters: process.env.MYST_TEST_PROGRESS ? ["default", new ProgressReporter(process.env.MYST_TEST_PROGRESS)] : ["default"],
      setupFiles: ["lib/testing/setup.ts"],
      // Files that import no database code get none (setup.ts): neither its start nor the import
      // of the engines and Prisma's client, which is most of what a small file costs.
      provide: { databaseFreeTestFiles: databaseFree.map((file) => join(root, file)) },
      // One migrated database image for the run, which each file's database starts from.
      globalSetup: ["lib/testing/migrated-image.ts"],
      // Each file gets its own database; two workers fit the 2-core machines. Worker threads rather
      // than child processes: still a fresh module graph per file, without a Node.js process started
      // for each of the ~185 files (16 files on 2 cores: 35 s instead of 68, 53 s of CPU instead of 85).
      pool: "threads",
      maxWorkers: 2,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
});
