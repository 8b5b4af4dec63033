import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, Transaction } from "@prisma/driver-adapter-utils";
import type { Database } from "./engines";
import { PrismaClient } from "./generated/client";

// Counts the SQL statements Prisma sends, at the driver adapter (the client's own query events do
// not fire with driver adapters). Used by tests that pin how many queries an operation costs, and
// by the benchmark's diagnostics; the server never wraps its adapter.

export interface LoggedStatement {
  sql: string;
  args: unknown[];
}

export interface QueryLog {
  /** The statements sent since the last reset, in order (transaction control not included). */
  readonly statements: LoggedStatement[];
  reset(): void;
}

type Queryable = Pick<SqlDriverAdapter, "queryRaw" | "executeRaw">;

function counted<T extends Queryable>(target: T, record: (query: SqlQuery) => void, wrapTransactions: boolean): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "queryRaw" || property === "executeRaw") {
        return (query: SqlQuery) => {
          record(query);
          return value.call(object, query);
        };
      }
      if (property === "startTransaction" && wrapTransactions) {
        return async (...args: unknown[]) => counted((await value.apply(object, args)) as Transaction, record, false);
      }
      return value.bind(object);
    },
  });
}

/** The same adapter factory, recording every statement of every connection and transaction. */
export function countingAdapterFactory(
  inner: SqlDriverAdapterFactory,
  record: (query: SqlQuery) => void,
): SqlDriverAdapterFactory {
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
  const adapterFactory = countingAdapterFactory(database.adapterFactory, ({ sql, args }) => statements.push({ sql, args }));
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    database: { ...database, prisma, close: () => prisma.$disconnect() },
    log: {
      statements,
      reset: () => {
        statements.length = 0;
      },
    },
  };
}
