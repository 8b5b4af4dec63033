import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The launcher's restart rules (supervisor.mjs), with small stand-in servers as real processes
// (the real server's restart is lib/server/launcher.server-test.ts): the wait doubles while the
// server keeps dying, each death is named, and a server that never started is not started again.

const supervisor = fileURLToPath(new URL("./supervisor.mjs", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "myst-supervisor-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the launcher on the stand-in server `source` until it exits. */
function supervise(name: string, source: string, env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; stderr: string }> {
  const entry = join(dir, `${name}.mjs`);
  writeFileSync(entry, source);
  const launcher = join(dir, `${name}-launcher.mjs`);
  writeFileSync(launcher, `import { superviseServer } from ${JSON.stringify(supervisor)};\nsuperviseServer(${JSON.stringify(entry)});\n`);
  const child = spawn(process.execPath, [launcher], { stdio: ["ignore", "ignore", "pipe"], env });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stderr })));
}

describe("the launcher", () => {
  it("restarts a server that keeps dying after 1, 2, 4 s, naming each death, and ends with a server that stopped cleanly", async () => {
    const runs = join(dir, "runs");
    const { code, stderr } = await supervise(
      "crashing",
      `import { appendFileSync, readFileSync } from "node:fs";
      appendFileSync(${JSON.stringify(runs)}, "x");
      const run = readFileSync(${JSON.stringify(runs)}, "utf8").length;
      // Once the launcher has heard it listen.
      process.send({ listening: 1 }, () => {
        if (run <= 3) {
          console.error("Error: crash " + run);
          process.exit(3);
        }
        process.exit(0);
      });`,
    );
    expect(code, stderr).toBe(0);
    const deaths = stderr.split("\n").filter((line) => line.startsWith("The server died"));
    expect(deaths).toEqual([
      "The server died (exit code 3; last error: Error: crash 1): starting it again in 1 s (restart 1).",
      "The server died (exit code 3; last error: Error: crash 2): starting it again in 2 s (restart 2).",
      "The server died (exit code 3; last error: Error: crash 3): starting it again in 4 s (restart 3).",
    ]);
  }, 60_000);

  it("starts the server with glibc's malloc bounded (two arenas, large blocks given back), unless the operator set it", async () => {
    const reportMalloc = `console.error(Object.keys(process.env).filter((name) => name.startsWith("MALLOC_")).sort().map((name) => name + "=" + process.env[name]).join(" ")); process.exit(1);`;
    const unset: NodeJS.ProcessEnv = { ...process.env };
    for (const name of Object.keys(unset)) if (name.startsWith("MALLOC_")) delete unset[name];
    expect((await supervise("malloc-default", reportMalloc, unset)).stderr.trim()).toBe(
      "MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072",
    );
    expect((await supervise("malloc-chosen", reportMalloc, { ...unset, MALLOC_MMAP_THRESHOLD_: "1048576" })).stderr.trim()).toBe(
      "MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=1048576 MALLOC_TRIM_THRESHOLD_=131072",
    );
  });

  it("does not start again a server that failed before it ever listened, and exits with its code", async () => {
    const { code, stderr } = await supervise("misconfigured", `console.error("Invalid settings: PORT"); process.exit(1);`);
    expect(code).toBe(1);
    expect(stderr).toContain("Invalid settings: PORT");
    expect(stderr).not.toContain("The server died");
  });

  it("names the signal of a server killed by one", async () => {
    const runs = join(dir, "killed-runs");
    const { code, stderr } = await supervise(
      "killed",
      `import { appendFileSync, readFileSync } from "node:fs";
      appendFileSync(${JSON.stringify(runs)}, "x");
      process.send({ listening: 1 }, () => {
        if (readFileSync(${JSON.stringify(runs)}, "utf8").length === 1) process.kill(process.pid, "SIGKILL");
        else process.exit(0);
      });`,
    );
    expect(code, stderr).toBe(0);
    expect(stderr).toContain("The server died (signal SIGKILL): starting it again in 1 s (restart 1).");
  }, 30_000);
});
