import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "./database";

// Every test file runs on a fresh, migrated database: in-memory PGlite by default, a new
// database on the PostgreSQL server of TEST_DATABASE_URL when that is set.
process.env.LOG_LEVEL ??= "silent";
// Every request of a test file comes from the same "client": rate limits are off here and
// tested on their own (lib/rate-limit), whose files turn them on before their first request.
process.env.RATE_LIMIT_ENABLED = "false";

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});

afterAll(async () => {
  await testDatabase?.dispose();
});
