// Reading database failures that are not bugs: "the database cannot be reached right now"
// (down, restarting, shutting down, connection dropped or refused, its socket gone, out of
// connections), which the API answers with 503 while the pool recovers by itself once the
// server is back; storage that is full or read-only (507, reads still work); and text
// PostgreSQL cannot store (a NUL character), which is the client's mistake (400).
//
// They arrive in several wrappings: Prisma's connection codes (P1001 can't reach, P1002 timed
// out, P1017 connection closed), a driver-adapter error inside `meta.driverAdapterError.cause`
// (raw queries come back as P2010, other database errors as P2039, with the PostgreSQL SQLSTATE
// in `code`/`originalCode` or the adapter's `kind`), or node-postgres/socket errors as they are.
// PGlite and node-postgres both report through the same adapter shape.

const PRISMA_CODES = new Set(["P1001", "P1002", "P1017"]);
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH"]);
// node-postgres's own messages for a connection that died or never came up.
const DRIVER_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;
// A server reached over its Unix socket (DATABASE_URL with ?host=/var/run/postgresql, and the
// embedded database) removes the socket file when it stops: connecting then fails with ENOENT,
// which Prisma passes on with the message but not the syscall that tells it from a missing file.
const SOCKET_FILE_MISSING = /\bconnect ENOENT\b/;

/** True when `error` (or anything it wraps) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some((link) => {
    const { code, kind, message, originalCode } = link;
    if (typeof code === "string" && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || isUnavailableSqlState(code))) {
      return true;
    }
    if (typeof originalCode === "string" && isUnavailableSqlState(originalCode)) return true;
    if (code === "ENOENT" && typeof message === "string" && SOCKET_FILE_MISSING.test(message)) return true;
    if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
    return typeof message === "string" && link instanceof Error && DRIVER_MESSAGES.test(message);
  });
}

/**
 * True when PostgreSQL refused a text value it cannot hold: SQLSTATE 22021 (a NUL character,
 * "invalid byte sequence for encoding UTF8: 0x00") or 22P05 (untranslatable character).
 */
export function isUnstorableText(error: unknown): boolean {
  return errorChain(error).some(({ code, originalCode }) => [code, originalCode].some((state) => state === "22021" || state === "22P05"));
}

/** Why the database cannot write just now, while reads still work. */
export type StorageProblem = "full" | "read-only";

/**
 * Disk full (ENOSPC, SQLSTATE 53100 disk_full: "could not extend file … No space left on
 * device") or read-only storage (EROFS, SQLSTATE 25006 read_only_sql_transaction, which a
 * PostgreSQL standby answers) in `error` or anything it wraps.
 */
export function storageProblemOf(error: unknown): StorageProblem | undefined {
  for (const { code, originalCode } of errorChain(error)) {
    const codes = [code, originalCode];
    if (codes.some((value) => value === "53100" || value === "ENOSPC")) return "full";
    if (codes.some((value) => value === "25006" || value === "EROFS")) return "read-only";
  }
  return undefined;
}

/** The error and everything it wraps (`cause`, Prisma's `meta.driverAdapterError`). */
function errorChain(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (typeof current !== "object" || current === null || chain.includes(current as Record<string, unknown>)) continue;
    const link = current as Record<string, unknown>;
    chain.push(link);
    queue.push(link.cause, (link.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError);
  }
  return chain;
}

/**
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: admin shutdown,
 * crash shutdown, cannot connect now / starting up), and 53300 too_many_connections.
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-4]$/.test(code) || code === "53300";
}
