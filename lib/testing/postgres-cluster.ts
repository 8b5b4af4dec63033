import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import pg from "pg";

// A throw-away PostgreSQL cluster (initdb + pg_ctl on a temp directory) that a test can stop and
// start at will — for the database outage test. It listens on a Unix socket in that directory
// only: a free TCP port found here and handed to PostgreSQL (which cannot pick its own) could be
// taken by another process in between, on a machine where other suites open connections by the
// thousand. Found the way .ci/run finds
// it: PG_BIN, initdb on PATH, or the newest /usr/lib/postgresql/*/bin. As root, the server runs
// as the `postgres` user (PostgreSQL refuses root).

export interface PostgresCluster {
  /** A connection URL for `database` (default `postgres`). */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** pg_ctl stop -m fast: open connections are terminated, new ones refused. */
  stop(): void;
  start(): void;
  destroy(): void;
}

export function findPostgresBin(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const initdb = join(dir, "initdb");
    if (dir && existsSync(initdb)) candidates.push(dirname(realpathSync(initdb)));
  }
  if (existsSync("/usr/lib/postgresql")) {
    const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => `/usr/lib/postgresql/${version}/bin`));
  }
  return candidates.find((dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl")));
}

export function startPostgresCluster(): PostgresCluster {
  const bin = findPostgresBin();
  if (!bin) throw new Error("PostgreSQL server binaries (initdb, pg_ctl) not found: set PG_BIN or install postgresql.");
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? "runuser" : join(bin, command), asRoot ? ["-u", "postgres", "--", join(bin, command), ...args] : args, {
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 60_000,
    });
  const dir = mkdtempSync(join(tmpdir(), "myst-test-pg-"));
  chmodSync(dir, 0o755);
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  // The port only names the socket file (.s.PGSQL.5432).
  const port = 5432;
  const options = `-p ${port} -k ${dir} -c listen_addresses= -c fsync=off -c max_connections=100`;
  let running = false;
  const cluster: PostgresCluster = {
    url: (database = "postgres") => `postgresql://postgres@localhost:${port}/${database}?host=${encodeURIComponent(dir)}`,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: cluster.url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return cluster.url(name);
    },
    stop() {
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      running = false;
    },
    start() {
      run("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-w", "-o", options, "start"]);
      running = true;
    },
    destroy() {
      if (running) {
        try {
          run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
        } catch {
          // already stopped
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    cluster.start();
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  return cluster;
}
