import { afterAll, beforeAll, inject } from "vitest";
import type { TestDatabase } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    /** Absolute paths of the test files whose imports reach no database code (vitest.config.ts). */
    databaseFreeTestFiles: string[];
  }
}

// Every test file that reaches database code runs on a fresh, migrated database: in-memory PGlite
// by default, a new database on the PostgreSQL server of TEST_DATABASE_URL when that is set.
process.env.LOG_LEVEL ??= "silent";
// Every request of a test file comes from the same "client": rate limits are off here and
// tested on their own (lib/rate-limit), whose files turn them on before their first request.
process.env.RATE_LIMIT_ENABLED = "false";

let testDatabase: TestDatabase | undefined;

beforeAll(async ({}, suite) => {
  if (inject("databaseFreeTestFiles").includes(suite.file.filepath)) return;
  // Imported here, not above: the engines and Prisma's client are not loaded for the others.
  const { createTestDatabase } = await import("./database");
  testDatabase = await createTestDatabase();
});

afterAll(async () => {
  await testDatabase?.dispose();
});
