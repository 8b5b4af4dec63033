import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { otherEngineFiles } from "./engine-files.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { "@": root.replace(/\/$/, "") } },
  test: {
    include: ["lib/**/*.test.ts", "app/**/*.test.ts"],
    exclude: otherEngineFiles,
    environment: "node",
    setupFiles: ["lib/testing/setup.ts"],
    // One migrated database image for the run, which each file's database starts from.
    globalSetup: ["lib/testing/migrated-image.ts"],
    // Each file gets its own database; two workers fit the 2-core machines.
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
