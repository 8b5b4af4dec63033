import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RenderFailure, RenderPool } from "./pool";

// The pool's deadline counts the CPU time of the job's thread: a machine too busy to give the
// thread a core makes a job slow, never a failure that would be remembered as the text's fault.

/** Threads that keep every core busy until ended: the "busy server" of these tests. */
function hogCores(count: number): () => Promise<void> {
  const hogs = Array.from({ length: count }, () => new Worker("for (;;) {}", { eval: true }));
  return async () => {
    await Promise.all(hogs.map((hog) => hog.terminate()));
  };
}

const ordinaryCode = Array.from(
  { length: 300 },
  (_, line) => `export function f${line}(value: number): string { return \`\${value * ${line}}\`; } // ${line}`,
).join("\n");

/** Markdown that takes its parser far more than any deadline here (emphasis nested 5,000 deep, 40 KB). */
const nestedEmphasis = "*a _".repeat(5_000) + "b" + "_ a*".repeat(5_000);

describe("RenderPool on a saturated machine", () => {
  let pool: RenderPool;
  beforeAll(async () => {
    pool = new RenderPool({ threads: 1, deadlineMs: 150, queueWaitMs: 120_000, maxBackgroundBytes: 64 * 1024 * 1024, memoryMb: 128 });
    await pool.run({ kind: "warm", grammars: ["TypeScript"] });
  });
  afterAll(() => pool.close());

  it("highlights every ordinary job while other threads hold every core", async () => {
    const stopHogs = hogCores(6);
    try {
      const jobs = Array.from({ length: 24 }, (_, index) =>
        pool.run({ kind: "code", text: `${ordinaryCode}\n// job ${index}`, grammar: "TypeScript" }, index % 2 ? "read" : "background"),
      );
      const answers = await Promise.allSettled(jobs);
      const failures = answers.filter((answer) => answer.status === "rejected");
      expect(failures).toEqual([]);
      const firstLines = answers.map((answer) => (answer.status === "fulfilled" ? answer.value.lines?.[0] : undefined));
      for (const line of firstLines) expect(line).toContain("<h-k>export</h-k>");
    } finally {
      await stopHogs();
    }
  });

  it("still ends a job that needs more CPU than its deadline, as the text's own failure", async () => {
    const failure = await pool.run({ kind: "markdown", text: nestedEmphasis, fenceGrammars: {} }).catch((error: unknown) => error);
    expect(failure instanceof RenderFailure && failure.reason).toBe("deadline");
  });
});

describe("RenderPool threads", () => {
  it("starts a thread for the first job, which waits for it however long it starts, and ends it when idle", async () => {
    // A wait far shorter than a thread takes to start: the first job still waits for it.
    const pool = new RenderPool({ threads: 1, deadlineMs: 5_000, queueWaitMs: 1, maxBackgroundBytes: 1024, memoryMb: 128, idleMs: 20 });
    try {
      expect(pool.threadCount).toBe(0);
      expect((await pool.run({ kind: "code", text: "export const a = 1;", grammar: "TypeScript" })).lines?.[0]).toContain(
        "<h-k>export</h-k>",
      );
      await expect.poll(() => pool.threadCount, { timeout: 60_000 }).toBe(0);
      // Idle threads ended, the next job starts one again.
      expect((await pool.run({ kind: "code", text: "export const b = 2;", grammar: "TypeScript" })).lines?.[0]).toContain(
        "<h-k>export</h-k>",
      );
    } finally {
      await pool.close();
    }
  });
});

describe("RenderPool queues", () => {
  it("serves jobs someone waits for before background jobs, and promotes a waiting background job", async () => {
    const pool = new RenderPool({
      threads: 1,
      deadlineMs: 5_000,
      queueWaitMs: 60_000,
      maxBackgroundBytes: 64 * 1024 * 1024,
      memoryMb: 128,
    });
    try {
      const finished: string[] = [];
      const track = (name: string, answer: Promise<unknown>) => answer.then(() => finished.push(name));
      const blocker = pool.submit({ kind: "code", text: ordinaryCode, grammar: "TypeScript" }, "read");
      const background = ["b1", "b2", "b3"].map((name) => ({
        name,
        submitted: pool.submit({ kind: "code", text: `// ${name}`, grammar: "TypeScript" }, "background"),
      }));
      const read = pool.submit({ kind: "code", text: "// r", grammar: "TypeScript" }, "read");
      background[2]!.submitted.promote();
      await Promise.all([
        track("blocker", blocker.answer),
        track("read", read.answer),
        ...background.map(({ name, submitted }) => track(name, submitted.answer)),
      ]);
      expect(finished.slice(0, 3)).toEqual(["blocker", "read", "b3"]);
      expect(finished.slice(3).sort()).toEqual(["b1", "b2"]);
    } finally {
      await pool.close();
    }
  });

  it("highlights every first view of versions still waiting behind a saturated background queue (issue 40 item 17)", async () => {
    // A queue far longer than the wait: each view waits its turn while the pool keeps working.
    const pool = new RenderPool({ threads: 1, deadlineMs: 5_000, queueWaitMs: 3_000, maxBackgroundBytes: 64 * 1024 * 1024, memoryMb: 128 });
    try {
      await pool.run({ kind: "warm", grammars: ["TypeScript"] });
      const written = Array.from({ length: 120 }, (_, index) =>
        pool.submit({ kind: "code", text: `${ordinaryCode}\n// version ${index}`, grammar: "TypeScript" }, "background"),
      );
      // Every version is viewed at once, before its write-time render is done.
      for (const version of written) version.promote();
      const views = await Promise.allSettled(written.map((version) => version.answer));
      expect(views.filter((view) => view.status === "rejected")).toEqual([]);
      for (const view of views) expect(view.status === "fulfilled" && view.value.lines?.[0]).toContain("<h-k>export</h-k>");
    } finally {
      await pool.close();
    }
  });

  it("drops background jobs past its backlog, as busy (the first view renders them)", async () => {
    const pool = new RenderPool({
      threads: 1,
      deadlineMs: 5_000,
      queueWaitMs: 60_000,
      maxBackgroundBytes: ordinaryCode.length * 3,
      memoryMb: 128,
    });
    try {
      const accepted = pool.submit({ kind: "code", text: ordinaryCode, grammar: "TypeScript" }, "background");
      const dropped = pool.submit({ kind: "code", text: ordinaryCode, grammar: "TypeScript" }, "background");
      const failure = await dropped.answer.catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(RenderFailure);
      expect((failure as RenderFailure).reason).toBe("busy");
      expect((await accepted.answer).lines).toHaveLength(300);
    } finally {
      await pool.close();
    }
  });

  it("fails a job someone waits for as busy when no thread frees up within its wait", async () => {
    const pool = new RenderPool({ threads: 1, deadlineMs: 60_000, queueWaitMs: 200, maxBackgroundBytes: 1024, memoryMb: 128 });
    try {
      // In the background: a job someone waits for would give up while the thread starts.
      await pool.submit({ kind: "warm", grammars: ["TypeScript"] }, "background").answer;
      // Holds the only thread for far longer than the wait.
      const slow = pool.run({ kind: "markdown", text: nestedEmphasis, fenceGrammars: {} }).catch((error: unknown) => error);
      const waiting = await pool.run({ kind: "code", text: "x", grammar: "TypeScript" }).catch((error: unknown) => error);
      expect(waiting instanceof RenderFailure && waiting.reason).toBe("busy");
      await pool.close();
      expect((await slow) instanceof RenderFailure && ((await slow) as RenderFailure).reason).toBe("failed");
    } finally {
      await pool.close();
    }
  });
});
