import { constants } from "node:fs";
import { access, statfs } from "node:fs/promises";
import { env } from "../core/env";
import { logger } from "../core/logger";
import { type StorageProblem, storageProblemOf } from "./driver-errors";
import { processSingleton } from "../core/process-state";

// Full or read-only storage: writes fail (507, lib/http/error-response.ts) while reads go on,
// and /healthz says so. The embedded database's storage is the data directory (no
// DATABASE_URL), looked at directly on every check, so health follows the disk both ways at
// once. A PostgreSQL server's disk is out of sight: its storage failures are remembered for a
// while instead, and forgotten when none has come for that long.

/** Below this much free space the data directory counts as full: one WAL segment of the embedded database. */
const MIN_FREE_BYTES = 16 * 1024 * 1024;
const REMEMBER_FAILURE_MS = 60_000;

// One per process: the route bundles each load their own copy of lib/, and /healthz must hear of
// failures the paste routes saw.
const slot = processSingleton("storageFailure", () => ({ last: undefined as { problem: StorageProblem; at: number } | undefined }));

export const storageMessages: Record<StorageProblem, string> = {
  full: "The server has run out of storage space, so nothing can be saved right now. Reading still works; try again later.",
  "read-only": "The server's storage is read-only right now, so nothing can be saved. Reading still works; try again later.",
};

/** Notes a write that failed for lack of storage (logged once a minute at most). */
export function noteStorageProblem(problem: StorageProblem, error: unknown): void {
  const last = slot.last;
  if (!last || last.problem !== problem || Date.now() - last.at > REMEMBER_FAILURE_MS) {
    logger().error({ err: error, storage: problem }, "a write failed: the storage is full or read-only");
  }
  slot.last = { problem, at: Date.now() };
}

/** What keeps the database from writing now, if anything. */
export async function storageProblem(): Promise<StorageProblem | undefined> {
  const settings = env();
  if (!settings.DATABASE_URL) return dataDirProblem(settings.dataDir);
  const last = slot.last;
  return last && Date.now() - last.at <= REMEMBER_FAILURE_MS ? last.problem : undefined;
}

async function dataDirProblem(dataDir: string): Promise<StorageProblem | undefined> {
  try {
    await access(dataDir, constants.W_OK);
  } catch (error) {
    // Anything else (a missing directory, say) is the database probe's to report.
    return (error as NodeJS.ErrnoException).code === "EROFS" ? "read-only" : undefined;
  }
  const { bavail, bsize } = await statfs(dataDir);
  return bavail * bsize < MIN_FREE_BYTES ? "full" : undefined;
}

/**
 * Runs a write a read merely wants (renewing a session, noting its use): when the storage
 * cannot take it, the read goes on without it.
 */
export async function writeIfStorageAllows(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    const problem = storageProblemOf(error);
    if (!problem) throw error;
    noteStorageProblem(problem, error);
  }
}
