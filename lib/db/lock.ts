import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// PGlite serves one process at a time and leaves a postmaster.pid with a fake pid behind when
// its process is killed, after which the next open hangs. This lock records the real pid, so a
// second process fails with a clear message, and a lock left by a dead process is cleared
// together with PGlite's stale pid file.

export class DatabaseLockedError extends Error {
  constructor(
    message: string,
    /** The live process that holds the directory, when one does. */
    readonly ownerPid?: number,
  ) {
    super(message);
  }
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = "server.lock";

export function acquireDataDirLock(dataDir: string, pgliteDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }), {
        flag: "wx",
      });
      return {
        release() {
          if (ownerPid(lockPath) === process.pid) rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = ownerPid(lockPath);
      if (pid !== undefined && pid !== process.pid && isAlive(pid)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dataDir} is in use by process ${pid}. ` +
            "Stop that process first, or set DATABASE_URL to share a PostgreSQL server.",
          pid,
        );
      }
      // The owner is gone (killed or crashed): its lock and PGlite's pid file are stale.
      rmSync(lockPath, { force: true });
      rmSync(join(pgliteDir, "postmaster.pid"), { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not take the lock ${lockPath}.`);
}

function ownerPid(lockPath: string): number | undefined {
  try {
    const { pid } = JSON.parse(readFileSync(lockPath, "utf8")) as { pid?: unknown };
    return typeof pid === "number" ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a process with this pid is running (EPERM: it is, owned by another user). A zombie is
 * not: it has exited and holds no file, socket or memory, only its pid until its parent reaps it.
 * A server killed together with its launcher is reaped by whatever init adopts it, late under
 * load or never in a container without one, and its lock must not outlive it meanwhile.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  return !isZombie(pid);
}

/** Linux's /proc tells a zombie by its state "Z"; elsewhere none is told apart. */
function isZombie(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return false;
  }
  // "pid (name) state …": the name may hold spaces and parentheses, so the state follows the last ")".
  return stat.charAt(stat.lastIndexOf(")") + 2) === "Z";
}
