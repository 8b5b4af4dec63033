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
    // Each test runs whole servers, which mostly wait (on their start, the database, a timeout):
    // one file at a time kept one of the 2 cores idle (228 s for 248 s of CPU); two at a time
    // took 145 s. Each file has its own data directory or database and its servers' own ports.
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
