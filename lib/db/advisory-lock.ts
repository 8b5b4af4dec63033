import pg from "pg";

/**
 * Runs `task` while this process holds the PostgreSQL session-level advisory lock `key`, taken on
 * a connection of its own so the lock lives exactly as long as that connection: released when
 * the task ends, and by the server itself if the process dies while holding it. Other holders of
 * the same key (in the same database) wait — there is no timeout, since the holder is either
 * working or gone.
 */
export async function withAdvisoryLock<T>(connectionString: string, key: bigint, task: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000, keepAlive: true });
  // A dropped lock connection surfaces through the task's own queries; don't crash on it here.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1::bigint)", [key.toString()]);
    return await task();
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Takes the session-level advisory lock `key` if no one holds it, on a connection of its own:
 * null when another session holds it. The lock lasts until release() (or the process's end).
 */
export async function tryAdvisoryLock(connectionString: string, key: bigint): Promise<{ release: () => Promise<void> } | null> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000, keepAlive: true });
  client.on("error", () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ taken: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS taken", [key.toString()]);
    if (rows[0]?.taken) return { release: () => client.end().catch(() => {}) };
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  await client.end().catch(() => {});
  return null;
}
