import { Worker } from "node:worker_threads";
import type { SecretFinding } from "../secrets/scan.mjs";

// A pool of render threads (render-worker.mjs) with a deadline per job. The deadline is what
// makes rendering bounded by construction: a job still running when it passes is ended by
// terminating its thread (V8 stops even a tight loop), and a fresh thread takes its place; a job
// that waited its whole deadline in the queue is given up without running. The deadline counts
// from when the job's grammars are loaded (loading is bounded separately and generously, since a
// grammar loads once per thread), and jobs only go to threads that have finished starting. Each
// thread has a bounded heap, so a job that needs too much memory ends its own thread instead of
// the server.

export type RenderJob =
  | { kind: "code"; text: string; grammar: string }
  | { kind: "markdown"; text: string; fenceGrammars: Record<string, string> }
  | { kind: "secrets"; text: string }
  | { kind: "warm"; grammars: string[] };

export interface RenderAnswer {
  lines?: string[];
  html?: string;
  findings?: SecretFinding[];
}

/** Why a job produced no answer. `busy`: it never ran (the queue was full for its whole wait). */
export class RenderFailure extends Error {
  constructor(readonly reason: "busy" | "deadline" | "failed", message: string) {
    super(message);
  }
}

export interface RenderPoolOptions {
  threads: number;
  /** Longest a job may run, and longest it may wait for a thread. */
  deadlineMs: number;
  /** Heap of each thread (old generation). */
  memoryMb: number;
}

interface QueuedJob {
  job: RenderJob & { id: number };
  resolve: (answer: RenderAnswer) => void;
  reject: (failure: RenderFailure) => void;
  waitTimer: NodeJS.Timeout;
}

interface RenderThread {
  worker: Worker;
  ready: boolean;
  startTimer: NodeJS.Timeout;
  busy: { queued: QueuedJob; runTimer: NodeJS.Timeout } | null;
}

/** Loading grammars and starting a thread are bounded too, by this many deadlines. */
const LOADING_DEADLINES = 10;

export class RenderPool {
  private readonly queue: QueuedJob[] = [];
  private readonly threads: RenderThread[] = [];
  private nextId = 0;
  private closed = false;

  constructor(private readonly options: RenderPoolOptions) {
    for (let index = 0; index < options.threads; index++) this.threads.push(this.startThread());
  }

  run(job: RenderJob): Promise<RenderAnswer> {
    if (this.closed) return Promise.reject(new RenderFailure("failed", "the render pool is closed"));
    return new Promise((resolve, reject) => {
      const queued: QueuedJob = {
        job: { ...job, id: this.nextId++ },
        resolve,
        reject,
        waitTimer: setTimeout(() => {
          const index = this.queue.indexOf(queued);
          if (index < 0) return;
          this.queue.splice(index, 1);
          reject(new RenderFailure("busy", "every render thread stayed busy"));
        }, this.options.deadlineMs),
      };
      this.queue.push(queued);
      this.dispatch();
    });
  }

  /** Ends every thread; jobs in hand or waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.queue.splice(0)) {
      clearTimeout(queued.waitTimer);
      queued.reject(new RenderFailure("failed", "the render pool is closed"));
    }
    await Promise.all(this.threads.map((thread) => this.endThread(thread, "the render pool is closed")));
  }

  private dispatch(): void {
    for (const thread of this.threads) {
      if (thread.busy || !thread.ready) continue;
      const queued = this.queue.shift();
      if (!queued) return;
      clearTimeout(queued.waitTimer);
      const runTimer = setTimeout(() => void this.replace(thread, "deadline"), this.options.deadlineMs * LOADING_DEADLINES);
      thread.busy = { queued, runTimer };
      thread.worker.postMessage(queued.job);
    }
  }

  private startThread(): RenderThread {
    const worker = new Worker(new URL("./render-worker.mjs", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb, maxYoungGenerationSizeMb: 16 },
    });
    worker.unref();
    const thread: RenderThread = {
      worker,
      ready: false,
      startTimer: setTimeout(() => void this.replace(thread, "failed"), this.options.deadlineMs * LOADING_DEADLINES),
      busy: null,
    };
    worker.on("message", (answer: RenderAnswer & { id: number; ready?: true; loaded?: true; error?: string }) => {
      if (answer.ready) {
        clearTimeout(thread.startTimer);
        thread.ready = true;
        this.dispatch();
        return;
      }
      const busy = thread.busy;
      if (!busy || busy.queued.job.id !== answer.id) return;
      if (answer.loaded) {
        clearTimeout(busy.runTimer);
        busy.runTimer = setTimeout(() => void this.replace(thread, "deadline"), this.options.deadlineMs);
        return;
      }
      clearTimeout(busy.runTimer);
      thread.busy = null;
      if (answer.error !== undefined) busy.queued.reject(new RenderFailure("failed", answer.error));
      else busy.queued.resolve(answer);
      this.dispatch();
    });
    // Out of memory, or a crash: the job in hand fails and a new thread takes over.
    worker.on("error", () => void this.replace(thread, "failed"));
    worker.on("exit", () => void this.replace(thread, "failed"));
    return thread;
  }

  private async replace(thread: RenderThread, reason: "deadline" | "failed"): Promise<void> {
    const index = this.threads.indexOf(thread);
    if (index < 0) return;
    if (!this.closed) this.threads[index] = this.startThread();
    else this.threads.splice(index, 1);
    const message = reason === "deadline" ? `rendering took longer than ${this.options.deadlineMs} ms` : "the render thread failed";
    await this.endThread(thread, message, reason);
    this.dispatch();
  }

  private async endThread(thread: RenderThread, message: string, reason: "deadline" | "failed" = "failed"): Promise<void> {
    const busy = thread.busy;
    thread.busy = null;
    clearTimeout(thread.startTimer);
    thread.worker.removeAllListeners();
    // A thread that ended by itself can still emit 'error' while it is terminated.
    thread.worker.on("error", () => {});
    if (busy) {
      clearTimeout(busy.runTimer);
      busy.queued.reject(new RenderFailure(reason, message));
    }
    await thread.worker.terminate();
  }
}
