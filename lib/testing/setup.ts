import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "./database";

// Every test file runs on a fresh, migrated database: in-memory PGlite by default, a new
// database on the PostgreSQL server of TEST_DATABASE_URL when that is set.
process.env.LOG_LEVEL ??= "silent";

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});

afterAll(async () => {
  await testDatabase?.dispose();
});
