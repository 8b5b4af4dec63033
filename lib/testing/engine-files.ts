import { configDefaults } from "vitest/config";

// Some tests need one database engine: `*.postgres.test.ts` / `*.postgres.server-test.ts` a
// PostgreSQL server (TEST_DATABASE_URL: several instances on one database, stopping the server),
// `*.embedded.server-test.ts` the embedded engine's own data directory (filling its disk). Each
// run leaves the other engine's files out, so nothing shows as skipped; CI runs both.
export const otherEngineFiles = [...configDefaults.exclude, process.env.TEST_DATABASE_URL ? "**/*.embedded.*" : "**/*.postgres.*"];
