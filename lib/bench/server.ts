import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { START_SCRIPT } from "../server/start-flags";
import { request } from "./client";

// Starts the production server the way `npm start` does (the compiled server, as one node process
// with the start script's node flags) and watches its memory: the proportional set
// size (PSS) of the server and every process under it (the embedded database's), which counts
// memory they share once, not once per process as summed RSS would.

export interface RunningServer {
  readonly pid: number;
  readonly baseUrl: string;
  /** Highest memory seen so far, in bytes: the process tree's PSS, sampled every 200 ms. */
  peakMemory(): number;
  /** The process tree's PSS now, in bytes. */
  memoryNow(): number;
  stop(): Promise<void>;
}

export interface ServerOptions {
  projectDir: string;
  port: number;
  env: Record<string, string>;
  /** The server's stdout/stderr go here (one JSON log line per request). */
  logFile: string;
  /** The server's node flags (the bench passes `npm start`'s own unless told otherwise). */
  nodeFlags: string[];
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = createWriteStream(options.logFile, { flags: "a" });
  const args = [...options.nodeFlags, join(options.projectDir, START_SCRIPT)];
  const child = spawn(process.execPath, args, {
    cwd: options.projectDir,
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: "127.0.0.1", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const pid = child.pid!;
  const baseUrl = `http://127.0.0.1:${options.port}`;

  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treePss(pid));
  };
  const sampler = setInterval(sample, 200);
  sampler.unref();

  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    await waitUntilServing(baseUrl, child, 600_000);
  } catch (error) {
    clearInterval(sampler);
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}; see ${options.logFile}`);
  }
  return {
    pid,
    baseUrl,
    peakMemory: () => {
      sample();
      return peak;
    },
    memoryNow: () => treePss(pid),
    async stop() {
      sample();
      clearInterval(sampler);
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
      log.end();
    },
  };
}

async function waitUntilServing(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with status ${child.exitCode} while starting`);
    try {
      const { status } = await request(`${baseUrl}/api/v3/ping`);
      if (status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not answer /api/v3/ping in time");
}

/** A process's proportional set size, in bytes (0 when it is gone). */
function pss(pid: number): number {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Memory of a process and all its descendants, now, shared pages counted once. */
function treePss(root: number): number {
  return descendants(root).reduce((sum, pid) => sum + pss(pid), pss(root));
}

function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the 4th field, after the parenthesised command name.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [...(children.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** A bare node:http server answering like /api/v3/ping: the floor under any framework. */
export async function startBareServer(port: number): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const source = `require("node:http").createServer((req, res) => { res.statusCode = 200; res.end(); })
    .listen(${port}, "127.0.0.1", () => process.send("ready"));`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`The bare server exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
