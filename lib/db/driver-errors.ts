// Errors that mean "the database cannot be reached right now" (down, restarting, shutting down,
// connection dropped or refused, out of connections), as opposed to a bad query: the API answers
// these with 503 and the pool recovers by itself once the server is back.
//
// They arrive in several wrappings: Prisma's connection codes (P1001 can't reach, P1002 timed
// out, P1017 connection closed), a driver-adapter error inside `meta.driverAdapterError.cause`
// (raw queries come back as P2010, other database errors as P2039, with the PostgreSQL SQLSTATE
// or the adapter's `kind`), or node-postgres/socket errors as they are.

const PRISMA_CODES = new Set(["P1001", "P1002", "P1017"]);
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH"]);
// node-postgres's own messages for a connection that died or never came up.
const DRIVER_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** True when `error` (or anything it wraps) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (typeof current !== "object" || current === null || seen.has(current)) continue;
    seen.add(current);
    const { code, kind, message, cause, meta, originalCode } = current as Record<string, unknown>;
    if (typeof code === "string" && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || isUnavailableSqlState(code))) {
      return true;
    }
    if (typeof originalCode === "string" && isUnavailableSqlState(originalCode)) return true;
    if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
    if (typeof message === "string" && DRIVER_MESSAGES.test(message) && current instanceof Error) return true;
    queue.push(cause, (meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError);
  }
  return false;
}

/**
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: admin shutdown,
 * crash shutdown, cannot connect now / starting up), and 53300 too_many_connections.
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-4]$/.test(code) || code === "53300";
}
