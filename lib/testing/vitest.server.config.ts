import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { httpSurfaceServerTests, otherEngineFiles } from "./engine-files.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));

// `npm run test:server`: the production server as a process (lib/testing/server-process.ts) —
// kill -9 durability, graceful shutdown, database outage. Needs a production build (`npm run
// build`; SERVER_TEST_DIST_DIR / NEXT_DIST_DIR names another dist dir). Every test runs on
// TEST_DATABASE_URL's PostgreSQL when it is set, on the embedded engine otherwise; the files for
// one engine only, and those about the HTTP surface that CI's PostgreSQL pass leaves out, are
// chosen in engine-files.ts.
export default defineConfig({
  root,
  resolve: { alias: { "@": root.replace(/\/$/, "") } },
  test: {
    include: ["lib/**/*.server-test.ts"],
    exclude: otherEngineFiles(httpSurfaceServerTests),
    environment: "node",
    globalSetup: ["lib/testing/server-global-setup.ts"],
    // Each test runs whole servers: one file at a time on the 2-core machines.
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
