import { configDefaults } from "vitest/config";

// Some tests need one database engine: `*.postgres.test.ts` / `*.postgres.server-test.ts` a
// PostgreSQL server (TEST_DATABASE_URL: several instances on one database, stopping the server),
// `*.embedded.server-test.ts` the embedded engine's own data directory (filling its disk). Each
// run leaves the other engine's files out, so nothing shows as skipped; CI runs both.
//
// Some never touch the database under test: a run on a PostgreSQL server (CI's second pass) would
// repeat the first exactly, at a cost of minutes, so they run in the default pass only. Most are
// found from their imports (database-free-tests.ts, passed in); these reach database code but run
// it on an engine of their own.
const ownEngineFiles = [
  "lib/cli/admin.test.ts", // the command line on an embedded data directory of its own
  "lib/db/durability.test.ts", // the embedded engine killed and opened again
  "lib/db/application-role.test.ts", // the embedded cluster's roles
  "lib/testing/code-checks.test.ts", // the formatter, linter and layer checks on a copy of the tree
  "lib/testing/process-state.test.ts", // the sources as parsed
  "lib/testing/docs-links.test.ts", // the manual's links and settings
];

export function otherEngineFiles(databaseFreeFiles: string[] = []): string[] {
  if (!process.env.TEST_DATABASE_URL) return [...configDefaults.exclude, "**/*.postgres.*"];
  const repeatedExactly = databaseFreeFiles.filter((file) => !file.includes(".postgres."));
  return [...configDefaults.exclude, "**/*.embedded.*", ...ownEngineFiles, ...repeatedExactly];
}
