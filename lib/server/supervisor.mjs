// What `npm start` runs once the server is built (launch.mjs): the compiled server as a child
// process, started again when it dies — a crash, V8 running out of heap (an abort), a signal
// nobody here sent — so that one request that kills it does not end the service. Plain
// JavaScript that imports none of the application: the launcher stays a few MB of its own, and
// nothing that can kill the server runs in it.
//
// - A restart waits 1 s, doubling after each death in a row up to 30 s; a server that ran for a
//   minute starts the count again. Each death is one line on stderr naming its exit code or
//   signal and the last error line the server printed.
// - SIGTERM and SIGINT are the operator's: handed to the server, which shuts down gracefully
//   (start.ts), and the launcher exits with its exit code, without restarting it.
// - A server that exits 0 was asked to stop by someone (its own signal): the launcher exits too.
// - A server that fails before it ever listened (invalid settings, the data directory in use) is
//   not started again: the launcher exits with its code, as the server alone did.
// - The server's `{ listening: port }` message is passed on to whoever started the launcher with
//   an IPC channel (the server tests), and a restart listens on that same port (PORT=0 included).

import { spawn } from "node:child_process";

const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 30_000;
/** A server that ran this long before it died is not "dying in a row". */
const GOOD_RUN_MS = 60_000;
/** How much of the server's stderr is kept to name the last error. */
const STDERR_TAIL = 8 * 1024;

/** Runs `entry` under this node with this process's node flags, as long as it should run. @param {string} entry */
export function superviseServer(entry) {
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  let stopping = false;
  let listenedOnce = false;
  /** @type {number | undefined} */
  let port;
  let delay = FIRST_DELAY_MS;
  /** @type {NodeJS.Timeout | undefined} */
  let restartTimer;
  let restarts = 0;

  const start = () => {
    restartTimer = undefined;
    const startedAt = Date.now();
    let stderrTail = "";
    child = spawn(process.execPath, [...nodeFlags(), entry], {
      stdio: ["inherit", "inherit", "pipe", "ipc"],
      env: { ...serverEnv(), ...(port === undefined ? {} : { PORT: String(port) }) },
    });
    const stderr = /** @type {import("node:stream").Readable} */ (child.stderr); // piped above
    stderr.on("data", (/** @type {Buffer} */ chunk) => {
      process.stderr.write(chunk);
      stderrTail = (stderrTail + chunk.toString()).slice(-STDERR_TAIL);
    });
    child.on("message", (message) => {
      const listening = /** @type {{ listening?: unknown } | null} */ (message)?.listening;
      if (typeof listening !== "number") return;
      listenedOnce = true;
      port = listening;
      if (process.connected) process.send?.(message);
    });
    // Its last words (an uncaught error, V8's fatal one) are read before anything is decided:
    // 'exit' can come before them, and a process that outlived it could hold the pipe open.
    const stderrRead = new Promise((resolve) => stderr.once("close", resolve));
    /** @param {number | null} code @param {NodeJS.Signals | null} signal */
    const exited = async (code, signal) => {
      child = undefined;
      await Promise.race([stderrRead, new Promise((resolve) => setTimeout(resolve, 1_000))]);
      if (stopping || (code === 0 && signal === null)) process.exit(code ?? 1);
      if (!listenedOnce) process.exit(code ?? 1);
      if (Date.now() - startedAt >= GOOD_RUN_MS) delay = FIRST_DELAY_MS;
      restarts++;
      const cause = signal ? `signal ${signal}` : `exit code ${code}`;
      const lastError = lastErrorLine(stderrTail);
      console.error(
        `The server died (${cause}${lastError ? `; last error: ${lastError}` : ""}): starting it again in ${delay / 1000} s (restart ${restarts}).`,
      );
      restartTimer = setTimeout(start, delay);
      delay = Math.min(delay * 2, LONGEST_DELAY_MS);
    };
    child.once("exit", (code, signal) => void exited(code, signal));
  };

  const stop = (/** @type {NodeJS.Signals} */ signal) => {
    stopping = true;
    if (child) child.kill(signal);
    else {
      // Between a death and its restart: nothing to stop.
      clearTimeout(restartTimer);
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  start();
}

/**
 * This node's flags (npm start's heap limits, source maps) for the server, less a script given
 * inline (`node -e`), which the child would otherwise run again: a launcher starting launchers.
 */
function nodeFlags() {
  /** @type {string[]} */
  const flags = [];
  const execArgv = process.execArgv[Symbol.iterator]();
  for (const flag of execArgv) {
    if (["-e", "--eval", "-p", "--print"].includes(flag))
      execArgv.next(); // and its script
    else if (!/^--(eval|print|input-type)(=|$)/.test(flag)) flags.push(flag);
  }
  return flags;
}

/**
 * This process's environment for the server, with glibc's malloc settings for a small machine
 * unless the operator chose otherwise (docs/develop/benchmarks.md has the measurements):
 * - two arenas: by default every thread that allocates (V8's compiler threads, libuv's pool, the
 *   render threads) gets an arena of its own, which keeps what it freed (~20 MB less at idle, ~25
 *   after the first pages);
 * - blocks of 128 KiB and more mapped on their own, given back when freed: glibc starts there but
 *   raises the threshold each time such a block is freed (up to 32 MiB), so after the first bursts
 *   the pages' buffers and zlib's came from the heap and their memory stayed there once freed (the
 *   server ~15 MB less at the bench's peak). Setting the thresholds keeps them where they start.
 */
function serverEnv() {
  return { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072", MALLOC_TRIM_THRESHOLD_: "131072", ...process.env };
}

/** The last line of `text` that reads like an error (an uncaught exception's, V8's fatal one). @param {string} text */
function lastErrorLine(text) {
  const lines = text.split("\n").map((line) => line.trim());
  return lines.findLast((line) => /\b(error|fatal)\b/i.test(line))?.slice(0, 300);
}
