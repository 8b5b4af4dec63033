import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
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

  it("takes over from a holder that has exited but is not reaped yet (a zombie), as after kill -9 of a launcher and its server", async () => {
    const { dataDir, pgliteDir } = freshDirs();
    // sh starts a child that exits at once, then becomes `sleep`, which never reaps it.
    const parent = spawn("sh", ["-c", "sleep 0 & echo $!; exec sleep 20"], { stdio: ["ignore", "pipe", "ignore"] });
    try {
      const zombie = Number(await new Promise<string>((resolve) => parent.stdout.once("data", (chunk: Buffer) => resolve(String(chunk)))));
      const stateOf = () => {
        const stat = readFileSync(`/proc/${zombie}/stat`, "utf8");
        return stat.charAt(stat.lastIndexOf(")") + 2);
      };
      while (stateOf() !== "Z") await new Promise((resolve) => setTimeout(resolve, 20));
      writeFileSync(join(dataDir, "server.lock"), JSON.stringify({ pid: zombie }));
      const lock = acquireDataDirLock(dataDir, pgliteDir);
      expect(JSON.parse(readFileSync(join(dataDir, "server.lock"), "utf8"))).toMatchObject({ pid: process.pid });
      lock.release();
    } finally {
      parent.kill("SIGKILL");
    }
  });
});
