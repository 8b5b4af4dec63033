import type { Database } from "./engines";
import type { PrismaClient } from "./generated/client";

// One database per process, shared through globalThis: the server entry point opens it before
// Next.js starts, and the route bundles Next.js compiles (separate module instances) find it here.
const slot = globalThis as typeof globalThis & { __mystDatabase?: Database };

export function setDatabase(database: Database | undefined): void {
  slot.__mystDatabase = database;
}

export function database(): Database {
  const current = slot.__mystDatabase;
  if (!current) throw new Error("The database is not open: the server entry point opens it at start.");
  return current;
}

export function db(): PrismaClient {
  return database().prisma;
}
