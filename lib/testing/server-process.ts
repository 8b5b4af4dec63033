import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readlinkSync, realpathSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { START_SCRIPT, startScriptNodeFlags } from "../server/start-flags";

// The production server as an operator runs it (`npm start`: the compiled server, with its node flags), as
// a child process in its own process group, for the server test suite (vitest.server.config.ts).
// It needs a production build: SERVER_TEST_DIST_DIR / NEXT_DIST_DIR names it (`.next` by default).

export const projectDir = fileURLToPath(new URL("../../", import.meta.url));
export const distDir = process.env.SERVER_TEST_DIST_DIR || process.env.NEXT_DIST_DIR || ".next";

export function hasProductionBuild(): boolean {
  return existsSync(join(projectDir, distDir, "BUILD_ID"));
}

export interface ServerOptions {
  /** The embedded database's directory (ignored by the server when databaseUrl is set). */
  dataDir: string;
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
}

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  readonly child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended and all its output is in. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /**
   * `kill -9` of the whole process group, then waits for the exit. Its embedded database (a
   * process group of its own) is then still stopping: see untilNoProcessWorksIn.
   */
  kill9(): Promise<void>;
  /** SIGTERM to the server, then waits for the exit; returns its code. */
  terminate(): Promise<number | null>;
}

/**
 * Resolves once no process works in `dir` any more. After a server's kill -9 its embedded
 * PostgreSQL goes on for a moment, stopping by itself (told of its parent's death), with its
 * files open in the data directory: removing or unmounting that directory before then races it
 * ("target is busy"). PostgreSQL's processes all work in their data directory, and each stops
 * on its own schedule (the log collector after the others), so the directory is the one
 * thing to watch. Linux's /proc; elsewhere it finds none.
 */
export async function untilNoProcessWorksIn(dir: string): Promise<void> {
  while (processesWorkingIn(dir).length > 0) await new Promise((resolve) => setTimeout(resolve, 50));
}

function processesWorkingIn(dir: string): string[] {
  if (!existsSync(dir) || !existsSync("/proc/self/cwd")) return [];
  const root = realpathSync(dir);
  return readdirSync("/proc").filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      return cwd === root || cwd.startsWith(`${root}/`);
    } catch {
      return false; // gone meanwhile, or not ours to look at
    }
  });
}

/**
 * Waits (10 s at most) until no process of the group is left, zombies included: the launcher's
 * children, the server and its database, are reaped by whichever init adopts them, later than the
 * launcher under load, and a next start on the same data directory must meet none of them.
 */
async function untilGroupReaped(groupId: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server and resolves once /healthz answers 200. The server picks a free port itself
 * (PORT=0) and names it over the IPC channel: a port probed here and handed over could be taken
 * in between by another process, whose server would then answer for ours.
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  if (!hasProductionBuild()) {
    throw new Error(`No production build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npm run build\` first.`);
  }
  // node itself rather than npm: the launcher's pid is this child's, and the server (its child) is in its process group.
  const child = spawn(process.execPath, [...startScriptNodeFlags(projectDir), join(projectDir, START_SCRIPT)], {
    cwd: projectDir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: distDir,
      PORT: String(options.port ?? 0),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      LOG_LEVEL: "warn",
      // The suites hammer one address on purpose.
      RATE_LIMIT_ENABLED: "false",
      ...options.env,
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  // Ended once it has exited and all its output is read: 'exit' can come before the last lines,
  // and a failed assertion shows output(). (Not 'close', which the IPC channel holds back.)
  const outputRead = [child.stdout, child.stderr].map((stream) => new Promise((resolve) => stream?.once("close", resolve)));
  const exitStatus = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const exited = Promise.all([exitStatus, ...outputRead]).then(([status]) => status);
  const pid = child.pid;
  if (pid === undefined) throw new Error("The server process did not start.");
  const kill9 = async () => {
    // Once it has been reaped its pid may name someone else's process group.
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    await exited;
    await untilGroupReaped(pid);
  };

  const deadline = Date.now() + 120_000;
  const listening = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => done(null), 120_000);
    function done(port: number | null) {
      clearTimeout(timer);
      resolve(port);
    }
    child.on("message", (message: { listening?: number }) => {
      if (typeof message?.listening === "number") done(message.listening);
    });
    void exited.then(() => done(null));
  });
  // Nothing more to hear; the channel must not keep either process alive.
  if (child.connected) child.disconnect();
  if (listening === null) {
    await kill9();
    throw new Error(`The server did not start listening:\n${output}`);
  }
  const port = listening;
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    pid,
    child,
    exited,
    output: () => output,
    kill9,
    async terminate() {
      child.kill("SIGTERM");
      return (await exited).code;
    },
  };

  let stillStarting = true;
  void exited.then(() => (stillStarting = false));
  while (Date.now() < deadline) {
    if (!stillStarting) throw new Error(`The server exited while starting:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return server;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.kill9();
  throw new Error(`The server did not become healthy within 120 s:\n${output}`);
}
