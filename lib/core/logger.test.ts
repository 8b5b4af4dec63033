import { execFileSync } from "node:child_process";
import { closeSync, constants, mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { requestLineOutput } from "./logger";

// Request lines wait in memory while the output is busy (lib/core/logger.ts): a reader that never
// reads (a stalled pipe) must cost the server a bounded buffer, not its memory.

const opened: number[] = [];
let dir = "";

afterEach(() => {
  for (const fd of opened.splice(0)) closeSync(fd);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The write end of a pipe nobody reads from (its read end is held open, never read). */
function stalledPipe(): number {
  dir = mkdtempSync(join(tmpdir(), "myst-stalled-"));
  const fifo = join(dir, "output");
  execFileSync("mkfifo", [fifo]);
  opened.push(openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK));
  // The write end is the output's own: it closes it when destroyed.
  return openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
}

describe("the request lines' output", () => {
  it("drops lines beyond its bound when the output stalls, and keeps at most that much waiting", async () => {
    const output = requestLineOutput(stalledPipe(), 256 * 1024);
    await new Promise((resolve) => output.once("ready", resolve));
    // Its retries of the full pipe may outlive the test; what they meet then is not the test's.
    output.on("error", () => undefined);
    let dropped = 0;
    output.on("drop", () => dropped++);
    const line = `${JSON.stringify({ path: "/raw/abcdefgh/ijklmnop", status: 200, pad: "x".repeat(100) })}\n`;
    for (let i = 0; i < 20_000; i++) output.write(line); // 2.6 MB against a 64 KiB pipe
    expect(dropped).toBeGreaterThan(10_000);
    expect((output as unknown as { _len: number })._len).toBeLessThanOrEqual(256 * 1024);
    output.destroy();
  });
});
