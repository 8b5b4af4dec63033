import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isUnstorableText, storageProblemOf } from "./driver-errors";

// The shapes below are what Prisma 7 with @prisma/adapter-pg threw while a PostgreSQL server was
// stopped (pg_ctl stop -m fast) and started again under load; the server suite checks the same
// end to end (lib/server/database-outage.postgres.server-test.ts).
function prismaError(code: string, cause: Record<string, unknown>) {
  return Object.assign(new Error("Invalid `prisma.x()` invocation"), {
    code,
    meta: { driverAdapterError: Object.assign(new Error("DriverAdapterError"), { cause }) },
  });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    ["can't reach (model query)", prismaError("P1001", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 })],
    ["can't reach (raw query)", prismaError("P2010", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 })],
    ["connection closed", prismaError("P2010", { kind: "ConnectionClosed" })],
    ["admin shutdown", prismaError("P2010", { kind: "postgres", code: "57P01", originalCode: "57P01" })],
    ["shutting down", prismaError("P2039", { kind: "postgres", code: "57P03" })],
    ["starting up", prismaError("P2039", { kind: "postgres", code: "57P03" })],
    ["too many connections", prismaError("P2039", { kind: "TooManyConnections" })],
    ["connection exception class 08", prismaError("P2039", { kind: "postgres", code: "08006" })],
    ["Prisma connection closed", Object.assign(new Error("closed"), { code: "P1017" })],
    ["socket refused", Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED", syscall: "connect", errno: -111 })],
    [
      "Unix socket gone (Prisma)",
      Object.assign(new Error("Invalid `prisma.paste.findFirst()` invocation:\n\nconnect ENOENT /run/postgresql/.s.PGSQL.5432"), {
        code: "ENOENT",
      }),
    ],
    [
      "Unix socket gone (node-postgres)",
      Object.assign(new Error("connect ENOENT /run/postgresql/.s.PGSQL.5432"), { code: "ENOENT", syscall: "connect", errno: -2 }),
    ],
    ["pg connection terminated", new Error("Connection terminated unexpectedly")],
    ["pg pool connect timeout", new Error("timeout exceeded when trying to connect")],
    ["wrapped", Object.assign(new Error("outer"), { cause: new Error("Connection terminated due to connection timeout") })],
  ])("%s → unavailable", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["unique violation", prismaError("P2002", { kind: "UniqueConstraintViolation" })],
    ["record not found", Object.assign(new Error("not found"), { code: "P2025" })],
    ["syntax error", prismaError("P2010", { kind: "postgres", code: "42601" })],
    ["query cancelled", prismaError("P2010", { kind: "postgres", code: "57014" })],
    ["a missing file", Object.assign(new Error("ENOENT: no such file or directory, open '/data/x'"), { code: "ENOENT", syscall: "open" })],
    ["plain error", new Error("boom")],
    ["not an error", "Connection terminated"],
    ["null", null],
  ])("%s → not unavailable", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("survives cyclic causes", () => {
    const error = new Error("a") as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("isUnstorableText", () => {
  it("recognises PostgreSQL's refusal of a NUL character, from either engine", () => {
    const nul = { kind: "postgres", code: "22021", originalCode: "22021", message: 'invalid byte sequence for encoding "UTF8": 0x00' };
    expect(isUnstorableText(prismaError("P2039", nul))).toBe(true);
    expect(isUnstorableText(prismaError("P2010", nul))).toBe(true);
    expect(isUnstorableText(prismaError("P2010", { kind: "postgres", code: "42601" }))).toBe(false);
    expect(isUnstorableText(new Error("boom"))).toBe(false);
  });
});

describe("storageProblemOf", () => {
  it.each([
    // What the database reported on a full tmpfs (PGlite and PostgreSQL answer the same SQLSTATE).
    [
      "disk full (raw query)",
      prismaError("P2010", {
        kind: "postgres",
        code: "53100",
        originalCode: "53100",
        message: 'could not extend file "base/5/16542": No space left on device',
      }),
      "full",
    ],
    ["disk full (model query)", prismaError("P2039", { kind: "postgres", code: "53100" }), "full"],
    ["ENOSPC from the file system", Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }), "full"],
    ["read-only transaction (a standby)", prismaError("P2010", { kind: "postgres", code: "25006", originalCode: "25006" }), "read-only"],
    ["EROFS from the file system", Object.assign(new Error("EROFS: read-only file system"), { code: "EROFS" }), "read-only"],
    ["wrapped", Object.assign(new Error("outer"), { cause: Object.assign(new Error("inner"), { code: "ENOSPC" }) }), "full"],
  ])("%s → %s", (_, error, problem) => {
    expect(storageProblemOf(error)).toBe(problem);
  });

  it.each([
    ["out of memory", prismaError("P2010", { kind: "postgres", code: "53200" })],
    ["too many connections", prismaError("P2039", { kind: "postgres", code: "53300" })],
    ["unique violation", prismaError("P2002", { kind: "UniqueConstraintViolation" })],
    ["plain error", new Error("No space left on device")],
    ["null", null],
  ])("%s → none", (_, error) => {
    expect(storageProblemOf(error)).toBeUndefined();
  });
});
