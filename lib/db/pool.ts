// How many connections a process's pool opens at most (DATABASE_POOL_SIZE): read by the pool
// (engines.ts) and by the embedded PostgreSQL, which takes as many connections as the pools beside
// it can open (embedded-postgres.ts).

export interface PoolOptions {
  /** The most connections open at once; DATABASE_POOL_SIZE's default (DEFAULT_DATABASE_POOL_SIZE) when absent. */
  poolSize?: number;
}
