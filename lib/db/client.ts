import { processSingleton } from "../core/process-state";
import type { Database } from "./engines";
import type { PrismaClient } from "./generated/client";

// One database per process: the server entry point opens it before Next.js starts, and the
// route bundles Next.js compiles (their own copy of this module) find it here.
const slot = processSingleton("database", () => ({ current: undefined as Database | undefined }));

export function setDatabase(database: Database | undefined): void {
  slot.current = database;
}

export function database(): Database {
  const current = slot.current;
  if (!current) throw new Error("The database is not open: the server entry point opens it at start.");
  return current;
}

export function db(): PrismaClient {
  return database().prisma;
}
