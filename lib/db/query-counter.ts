import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, SqlResultSet, Transaction } from "@prisma/driver-adapter-utils";
import type { Database } from "./engines";
import { PrismaClient } from "./generated/client";
import { render } from "./sql";

// Counts the SQL statements Prisma sends, at the driver adapter (the client's own query events do
// not fire with driver adapters), with the rows each one got back. Used by tests that pin how
// many queries an operation costs or what it reads, and by the benchmark's diagnostics; the
// server never wraps its adapter.

export interface LoggedStatement {
  sql: string;
  args: unknown[];
  /** The rows the database answered, once it has (queries only). */
  rows?: unknown[][];
}

export interface QueryLog {
  /** The statements sent since the last reset, in order (transaction control not included). */
  readonly statements: LoggedStatement[];
  reset(): void;
}

type Queryable = Pick<SqlDriverAdapter, "queryRaw" | "executeRaw">;

type Recorder = (query: SqlQuery, answer: Promise<unknown>) => void;

function counted<T extends Queryable>(target: T, record: Recorder, wrapTransactions: boolean): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "queryRaw" || property === "executeRaw") {
        return (query: SqlQuery) => {
          const answer = value.call(object, query) as Promise<unknown>;
          record(query, answer);
          return answer;
        };
      }
      if (property === "startTransaction" && wrapTransactions) {
        return async (...args: unknown[]) => counted((await value.apply(object, args)) as Transaction, record, false);
      }
      return (value as (...args: unknown[]) => unknown).bind(object);
    },
  });
}

/** The same adapter factory, recording every statement of every connection and transaction. */
export function countingAdapterFactory(inner: SqlDriverAdapterFactory, record: Recorder): SqlDriverAdapterFactory {
  return {
    adapterName: inner.adapterName,
    provider: inner.provider,
    connect: async () => counted(await inner.connect(), record, true),
  };
}

/**
 * A database like `database` whose Prisma client records the statements it sends. Close it
 * with `close()` of the returned database (the underlying one stays open).
 */
export function withQueryLog(database: Database): { database: Database; log: QueryLog } {
  const statements: LoggedStatement[] = [];
  const adapterFactory = countingAdapterFactory(database.adapterFactory, ({ sql, args }, answer) => {
    const statement: LoggedStatement = { sql, args };
    statements.push(statement);
    // Registered before the caller's own handlers, so the rows are noted by the time it has them.
    answer.then(
      (result) => {
        if (typeof result === "object" && result !== null && "rows" in result) statement.rows = (result as SqlResultSet).rows;
      },
      () => {},
    );
  });
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    // Hand-written reads go through the counted client here, whatever the engine.
    database: {
      ...database,
      prisma,
      queryRows: (statement) => prisma.$queryRawUnsafe(...render(statement)),
      close: () => prisma.$disconnect(),
    },
    log: {
      statements,
      reset: () => {
        statements.length = 0;
      },
    },
  };
}
