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
export const ownEngineFiles = [
  "lib/cli/admin.test.ts", // the command line on an embedded data directory of its own
  "lib/db/durability.test.ts", // the embedded engine killed and opened again
  "lib/db/application-role.test.ts", // the embedded cluster's roles
  "lib/testing/code-checks.test.ts", // the formatter, linter and layer checks on a copy of the tree
  "lib/testing/process-state.test.ts", // the sources as parsed
  "lib/testing/docs-links.test.ts", // the manual's links and settings
];

/**
 * The route handlers' tests (app/): what each door answers and to whom — statuses, shapes, access
 * for every actor, hostile input (the authorization matrices, the fuzz suites) — around the
 * library's functions, which hold every statement (the database only from lib's queries and
 * mutations). That SQL already ran on the embedded engine (PGlite is PostgreSQL itself, compiled
 * to WebAssembly), and the library's own tests run it again in CI's PostgreSQL pass, which is for
 * what a server adds: connections, concurrent transactions, locks, other instances. So these run
 * in the default pass only (two minutes of the PostgreSQL pass).
 */
export const routeHandlerTests = ["app/**/*.test.ts"];

/**
 * Server tests whose subject is what the server answers over HTTP — clients, doors, renderers and
 * workers under hostile input — not how it keeps data: the database work behind those answers is
 * the library's, which the unit pass runs on PostgreSQL too. The server tests about the store
 * (durability under kill -9, shutdown, outage, instances sharing a database, the caches'
 * invalidation, migrations at launch) run on both engines.
 */
export const httpSurfaceServerTests = [
  "lib/captcha/recipe.server-test.ts",
  "lib/mcp/mcp.server-test.ts",
  "lib/render/hostile-content.server-test.ts",
  "lib/secrets/busy-scan.server-test.ts",
  "lib/server/absolute-urls.server-test.ts",
  "lib/server/client-compat.server-test.ts",
  "lib/server/curl-door.server-test.ts",
  "lib/server/gist-command.server-test.ts",
  "lib/server/gist-octokit.server-test.ts",
  "lib/server/git-clone.server-test.ts",
  "lib/server/malformed-path.server-test.ts",
  "lib/server/viewer-pages.server-test.ts",
];

/** The test files a run on this engine leaves out; `sameOnEveryEngine` only matter on the default one. */
export function otherEngineFiles(sameOnEveryEngine: string[] = []): string[] {
  if (!process.env.TEST_DATABASE_URL) return [...configDefaults.exclude, "**/*.postgres.*"];
  const repeatedExactly = sameOnEveryEngine.filter((file) => !file.includes(".postgres."));
  return [...configDefaults.exclude, "**/*.embedded.*", ...ownEngineFiles, ...repeatedExactly];
}
