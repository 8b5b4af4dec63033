import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { isAlive } from "./lock";
import { openEmbeddedPostgres } from "./open";

// The embedded database after `kill -9` of the process that owns it: every acknowledged write is
// there, and the next start opens it — also where the database server outlived its owner (no
// util-linux setpriv to tie it to the owner's life, as on macOS) and must be stopped first.

const writer = fileURLToPath(new URL("../testing/write-until-killed.ts", import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** Runs the writer on `dataDir` until it acknowledged `writes` rows, then kills it with SIGKILL. */
async function writeThenKill(dataDir: string, writes: number, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const child = spawn(process.execPath, ["--import", "tsx", writer, dataDir], { stdio: ["ignore", "pipe", "inherit"], env });
  const acknowledged: string[] = [];
  await new Promise<void>((resolve, reject) => {
    child.once("exit", () => reject(new Error("the writer exited before the kill")));
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line.startsWith("k")) acknowledged.push(line);
      if (acknowledged.length === writes) {
        child.removeAllListeners("exit");
        child.kill("SIGKILL");
        resolve();
      }
    });
  });
  await new Promise((resolve) => child.once("exit", resolve));
  return acknowledged;
}

async function expectStored(dataDir: string, acknowledged: string[]): Promise<void> {
  const reopened = await openEmbeddedPostgres(dataDir);
  try {
    const rows = await reopened.prisma.paste.findMany({ select: { id: true } });
    const stored = new Set(rows.map((row) => row.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  } finally {
    await reopened.close();
  }
}

describe("embedded database durability", () => {
  it("keeps every acknowledged write after kill -9, and reopens", async () => {
    const dataDir = tempDir("myst-kill-");
    const acknowledged = await writeThenKill(dataDir, 300);
    await expectStored(dataDir, acknowledged);
  }, 120_000);

  it("stops the database server a killed owner left running, then opens the data", async () => {
    // A PATH with no setpriv (only what else the start needs: unshare when run as root).
    const bin = tempDir("myst-path-");
    if (existsSync("/usr/bin/unshare")) symlinkSync("/usr/bin/unshare", join(bin, "unshare"));
    const dataDir = tempDir("myst-orphan-");
    const acknowledged = await writeThenKill(dataDir, 50, { ...process.env, PATH: bin });
    const orphan = Number(readFileSync(join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
    expect(isAlive(orphan)).toBe(true);

    await expectStored(dataDir, acknowledged);
    expect(isAlive(orphan)).toBe(false);
  }, 120_000);
});
