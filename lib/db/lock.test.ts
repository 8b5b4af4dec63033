import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DatabaseLockedError } from "./lock";

function freshDirs() {
  const dataDir = mkdtempSync(join(tmpdir(), "myst-lock-"));
  const pgliteDir = join(dataDir, "pglite");
  mkdirSync(pgliteDir);
  return { dataDir, pgliteDir };
}

describe("data directory lock", () => {
  it("refuses a second holder while the first is alive, naming its pid", () => {
    const { dataDir, pgliteDir } = freshDirs();
    // A live process other than this one holds the lock (our parent, the test runner).
    writeFileSync(join(dataDir, "server.lock"), JSON.stringify({ pid: process.ppid }));
    expect(() => acquireDataDirLock(dataDir, pgliteDir)).toThrow(DatabaseLockedError);
    expect(() => acquireDataDirLock(dataDir, pgliteDir)).toThrow(String(process.ppid));
  });

  it("clears a lock and PGlite's pid file left behind by a dead process", () => {
    const { dataDir, pgliteDir } = freshDirs();
    const dead = spawnSync(process.execPath, ["-e", "process.pid"]).pid;
    writeFileSync(join(dataDir, "server.lock"), JSON.stringify({ pid: dead }));
    writeFileSync(join(pgliteDir, "postmaster.pid"), "-42\n");
    const lock = acquireDataDirLock(dataDir, pgliteDir);
    expect(existsSync(join(pgliteDir, "postmaster.pid"))).toBe(false);
    lock.release();
    expect(existsSync(join(dataDir, "server.lock"))).toBe(false);
  });
});
