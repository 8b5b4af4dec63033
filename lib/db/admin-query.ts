import pg from "pg";

/**
 * One statement on its own connection to a PostgreSQL server, outside any pool: what creates and
 * drops the throw-away databases of the tests and the benchmark (CREATE/DROP DATABASE cannot run
 * in a transaction or on a pool Prisma shares).
 */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
