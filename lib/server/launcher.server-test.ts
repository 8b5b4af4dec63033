import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createServerData, type ServerData } from "../testing/server-data";
import { type ServerProcess, startServer } from "../testing/server-process";

// `npm start`'s launcher (supervisor.mjs) keeps the service up: when the server process dies the
// way no shutdown does (here kill -9, as the kernel's out-of-memory killer or a crash would), the
// same launcher starts it again on the same port and data, saying why; SIGTERM to the launcher
// still stops everything gracefully with exit 0, and nothing is started again.

let data: ServerData;
let launcher: ServerProcess | undefined;
beforeAll(async () => {
  data = await createServerData();
});
afterAll(async () => {
  await launcher?.kill9();
  await data?.dispose();
});

/** The processes whose parent is `pid` (Linux's /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        // The parent pid is the 4th field, after the parenthesised command name.
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) })).status === 200;
  } catch {
    return false;
  }
}

describe("the launcher", () => {
  it("starts the server again after kill -9, and stops for good on SIGTERM with exit 0", async () => {
    launcher = await startServer(data);
    const created = await fetch(`${launcher.url}/api/v3/pastes`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ pasties: [{ content: "kept across the restart" }] }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const [server, ...others] = childrenOf(launcher.pid);
    expect(others).toEqual([]);
    process.kill(server!, "SIGKILL");

    // The restart waits a second, then the server starts its database again: generous deadlines.
    await vi.waitFor(() => expect(childrenOf(launcher!.pid).filter((pid) => pid !== server)).toHaveLength(1), {
      timeout: 60_000,
      interval: 200,
    });
    const [restarted] = childrenOf(launcher.pid);
    await vi.waitFor(async () => expect(await healthy(launcher!.url)).toBe(true), { timeout: 120_000, interval: 500 });
    expect(launcher.child.exitCode).toBeNull(); // the same launcher all along
    expect(launcher.output()).toMatch(/The server died \(signal SIGKILL[;)].*: starting it again in 1 s \(restart 1\)\./);
    const read = await fetch(`${launcher.url}/api/v3/pastes/${id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ pasties: [{ content: "kept across the restart" }] });

    expect(await launcher.terminate(), launcher.output()).toBe(0);
    expect(isAlive(restarted!)).toBe(false);
    expect(launcher.output()).not.toMatch(/restart 2/);
  });
});
