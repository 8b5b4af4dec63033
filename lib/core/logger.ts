import pino from "pino";
import { env } from "./env";
import { processSingleton } from "./process-state";

type Logger = pino.Logger;

/** The process-wide JSON logger; secrets are redacted by key wherever they appear. */
export function logger(): Logger {
  return processSingleton("logger", () =>
    pino({
      level: env().LOG_LEVEL,
      base: undefined,
      redact: {
        paths: ["authorization", "*.authorization", "*.password", "*.token", "*.encryptionKey", "*.cookie"],
        censor: "[redacted]",
      },
    }),
  );
}

/** What request lines may wait in memory for a stalled output (about 50,000 lines). */
const REQUEST_LINES_WAITING_BYTES = 8 * 1024 * 1024;

/**
 * The one line per request (lib/server/request-log.ts), on standard output as the other lines.
 * Written asynchronously: the logger above writes each line with a blocking write(2), which cost
 * a cached read a quarter to a third of its main thread once the output (a pipe, a busy disk)
 * made it wait (docs/develop/benchmarks.md). Lines wait in memory while a write is under way and
 * go out together; each write is whole lines of at most PIPE_BUF bytes, which a pipe writes at
 * once, so they never interleave with the other logger's lines. What waits is written
 * synchronously when the process exits (pino's exit hook). What waits is bounded: when the output
 * stalls, lines beyond REQUEST_LINES_WAITING_BYTES are dropped, and a warning says how many. No
 * redaction: a request line's fields hold no secret, and the redaction by key cost a cached read a
 * twentieth of its time.
 */
export function requestLineLogger(): Logger {
  return processSingleton("requestLineLogger", () =>
    pino({ level: env().LOG_LEVEL, base: undefined }, requestLineOutput(1, REQUEST_LINES_WAITING_BYTES)),
  );
}

/** The asynchronous output of request lines to `fd`, holding at most `waitingBytes` (exported for its test). */
export function requestLineOutput(fd: number, waitingBytes: number): ReturnType<typeof pino.destination> {
  const output = pino.destination({ dest: fd, sync: false, maxWrite: 4096, maxLength: waitingBytes });
  const drops = { count: 0 };
  output.on("drop", () => {
    if (drops.count++ > 0) return;
    setTimeout(() => {
      logger().warn({ dropped: drops.count }, "the output did not keep up: request log lines were dropped");
      drops.count = 0;
    }, 10_000).unref();
  });
  return output;
}
