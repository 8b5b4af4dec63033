import { Worker } from "node:worker_threads";
import type { SecretFinding } from "../secrets/scan.mjs";
import { recognisedInEveryCopy } from "../core/process-state";
import { threadCpuMs } from "./thread-cpu";

// A pool of render threads (render-worker.mjs) with a deadline per job. The deadline is what
// makes rendering bounded by construction: a job still computing when it passes is ended by
// terminating its thread (V8 stops even a tight loop), and a fresh thread takes its place.
//
// The deadline counts the CPU time of the job's thread (thread-cpu.ts), not the wall clock: on a
// busy machine a thread waits for a core, and that wait is not the text's fault. So only a text
// that needs more than the deadline of computing fails as "deadline" (the same text would fail
// again: callers may remember it); everything the machine's load causes — a queue that stayed
// full, a job that could not get enough of a core in many deadlines of wall time, a grammar that
// took too long to load — fails as "busy", which callers must never remember. Where the system
// tells no thread times (not Linux) the deadline falls back to wall time.
//
// Jobs someone waits for (a page's first view, a scan before publishing) go before background
// jobs (rendering a version when it is written), and wait for a thread as long as the pool keeps
// taking jobs: only a pool whose threads took none for `queueWaitMs` (each held by a slow job)
// fails them as busy, so a hundred first views at once are each highlighted in turn instead of
// the later ones shown plain for the length of the queue ahead of them (the page gate,
// lib/server/render-gate.ts, bounds how many pages wait). Background jobs wait as long as it
// takes, but only so much of them (by the size of their texts): past that they are dropped, and
// the first read renders them instead. Each thread has a bounded heap, so a job that needs too
// much memory ends its own thread instead of the server.
//
// Threads are started when jobs wait for them, up to the pool's size, and end after `idleMs`
// without a job: an idle server does not hold their heaps and grammars (~30 MB each, measured in
// docs/develop/benchmarks.md). A job that finds no thread waits for one to start (a few hundred
// milliseconds), never shown plain for it: a thread starting counts as the pool moving.

export type RenderJob =
  | { kind: "code"; text: string; grammar: string }
  | { kind: "ansi"; text: string }
  | { kind: "markdown"; text: string; fenceGrammars: Record<string, string> }
  | { kind: "table"; text: string; format: TableFormat }
  | { kind: "notebook"; text: string }
  | { kind: "secrets"; text: string }
  | { kind: "warm"; grammars: string[] };

/** The Linguist languages shown as a table (table.mjs), by the delimiter they prefer. */
export type TableFormat = "CSV" | "TSV";

export interface RenderAnswer {
  lines?: string[];
  html?: string;
  findings?: SecretFinding[];
  /**
   * Why the thread rendered nothing (output-budget.mjs): the output would pass its budget, or the
   * text nests too deeply to parse in time; a table's text holds no row; a notebook's text is no
   * nbformat 4 notebook, or an older one (notebook.mjs). Like a deadline, a property of the text.
   */
  refused?: "budget" | "nesting" | "empty" | "not-notebook" | "old-notebook";
}

export type RenderPriority = "read" | "background";

/**
 * Why a job produced no answer. `busy`: the machine's load kept it from running or finishing
 * (try again later); `deadline`: it needed more CPU than the deadline; `failed`: it broke its
 * thread (out of memory) or threw.
 */
export class RenderFailure extends Error {
  constructor(
    readonly reason: "busy" | "deadline" | "failed",
    message: string,
  ) {
    super(message);
    this.name = "RenderFailure";
  }
}

// The pool is one per process (render.ts) and rejects with the failures of the copy of lib/ that
// made it, which the other copy catches: `instanceof RenderFailure` holds for both.
recognisedInEveryCopy(RenderFailure, "RenderFailure");

export interface RenderPoolOptions {
  threads: number;
  /** Longest a job may compute (CPU time of its thread). */
  deadlineMs: number;
  /** Longest a job someone waits for may wait while no thread takes a job. */
  queueWaitMs: number;
  /** Text of the background jobs waiting, at most (bytes, roughly); more are dropped. */
  maxBackgroundBytes: number;
  /** Heap of each thread (old generation). */
  memoryMb: number;
  /** How long a thread without a job is kept before it ends (its memory goes with it). */
  idleMs?: number;
}

interface QueuedJob {
  job: RenderJob & { id: number };
  resolve: (answer: RenderAnswer) => void;
  reject: (failure: RenderFailure) => void;
  waitTimer: NodeJS.Timeout | undefined;
  /** Bytes of text the job holds while it waits. */
  weight: number;
}

interface RunningJob {
  queued: QueuedJob;
  timer: NodeJS.Timeout;
  /** Wall time and thread CPU time when the job's work proper began (after loading grammars). */
  startedAt: number;
  cpuAtStart: number | null;
}

interface RenderThread {
  worker: Worker;
  ready: boolean;
  /** `<pid>/task/<tid>` of the thread, for its CPU time; null where the system does not tell. */
  threadPath: string | null;
  startTimer: NodeJS.Timeout;
  busy: RunningJob | null;
  /** Ends the thread once it has been without a job for the pool's idleMs. */
  idleTimer: NodeJS.Timeout | undefined;
}

/** Starting a thread and loading a job's grammars are bounded by this many deadlines of wall time. */
const LOADING_DEADLINES = 10;
/** A job that has not used its deadline of CPU in this many deadlines of wall time is given up as busy. */
const WALL_DEADLINES = 20;
/** Threads without a job end after this long unless the pool is told otherwise. */
const IDLE_MS = 5 * 60_000;

export class RenderPool {
  private readonly readQueue: QueuedJob[] = [];
  private readonly backgroundQueue: QueuedJob[] = [];
  private backgroundWeight = 0;
  private readonly threads: RenderThread[] = [];
  private nextId = 0;
  private closed = false;
  /** When a thread last started, got ready or took a job: waiting jobs give up only when the pool has stopped moving. */
  private lastStartAt = Date.now();

  constructor(private readonly options: RenderPoolOptions) {}

  /** Threads running or starting now (none until the first job, none again after idleMs without one). */
  get threadCount(): number {
    return this.threads.length;
  }

  run(job: RenderJob, priority: RenderPriority = "read"): Promise<RenderAnswer> {
    return this.submit(job, priority).answer;
  }

  /**
   * Queues `job`; `promote()` turns a background job that is still waiting into one someone
   * waits for (a reader arrived before the write's rendering was done).
   */
  submit(job: RenderJob, priority: RenderPriority): { answer: Promise<RenderAnswer>; promote: () => void } {
    if (this.closed) return settled(new RenderFailure("failed", "the render pool is closed"));
    const weight = weightOf(job);
    if (priority === "background" && this.backgroundWeight + weight > this.options.maxBackgroundBytes) {
      return settled(new RenderFailure("busy", "too many renders are waiting"));
    }
    let queued!: QueuedJob;
    const answer = new Promise<RenderAnswer>((resolve, reject) => {
      queued = { job: { ...job, id: this.nextId++ }, resolve, reject, waitTimer: undefined, weight };
    });
    if (priority === "read") this.enqueueRead(queued);
    else {
      this.backgroundQueue.push(queued);
      this.backgroundWeight += weight;
    }
    this.dispatch();
    const promote = () => {
      const index = this.backgroundQueue.indexOf(queued);
      if (index < 0) return;
      this.backgroundQueue.splice(index, 1);
      this.backgroundWeight -= weight;
      this.enqueueRead(queued);
    };
    return { answer, promote };
  }

  private enqueueRead(queued: QueuedJob): void {
    const giveUpUnlessMoving = (): void => {
      const index = this.readQueue.indexOf(queued);
      if (index < 0) return;
      const still = Date.now() - Math.max(this.lastStartAt, queuedAt);
      // A thread still starting is bounded by its own start timer: the job waits for it.
      if (still < this.options.queueWaitMs || this.threads.some((thread) => !thread.ready)) {
        queued.waitTimer = setTimeout(giveUpUnlessMoving, Math.max(20, this.options.queueWaitMs - still));
        return;
      }
      this.readQueue.splice(index, 1);
      queued.reject(new RenderFailure("busy", "every render thread stayed busy"));
    };
    const queuedAt = Date.now();
    queued.waitTimer = setTimeout(giveUpUnlessMoving, this.options.queueWaitMs);
    this.readQueue.push(queued);
  }

  /** Ends every thread; jobs in hand or waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    this.backgroundWeight = 0;
    for (const queued of [...this.readQueue.splice(0), ...this.backgroundQueue.splice(0)]) {
      clearTimeout(queued.waitTimer);
      queued.reject(new RenderFailure("failed", "the render pool is closed"));
    }
    await Promise.all(this.threads.map((thread) => this.endThread(thread, "failed", "the render pool is closed")));
  }

  private dispatch(): void {
    for (const thread of this.threads) {
      if (thread.busy || !thread.ready) continue;
      let queued = this.readQueue.shift();
      if (!queued) {
        queued = this.backgroundQueue.shift();
        if (!queued) {
          thread.idleTimer ??= setTimeout(() => void this.retire(thread), this.options.idleMs ?? IDLE_MS).unref();
          continue;
        }
        this.backgroundWeight -= queued.weight;
      }
      clearTimeout(thread.idleTimer);
      thread.idleTimer = undefined;
      clearTimeout(queued.waitTimer);
      this.lastStartAt = Date.now();
      // Until the job says its grammars are loaded, only a generous wall-clock bound applies.
      const timer = setTimeout(() => void this.replace(thread, "busy"), this.options.deadlineMs * LOADING_DEADLINES);
      thread.busy = { queued, timer, startedAt: Date.now(), cpuAtStart: null };
      thread.worker.postMessage(queued.job);
    }
    // Jobs still waiting get threads, one each, up to the pool's size.
    const starting = this.threads.filter((thread) => !thread.ready).length;
    const wanted = Math.min(this.readQueue.length + this.backgroundQueue.length - starting, this.options.threads - this.threads.length);
    for (let index = 0; !this.closed && index < wanted; index++) this.threads.push(this.startThread());
  }

  private startThread(): RenderThread {
    const worker = new Worker(new URL("./render-worker.mjs", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb, maxYoungGenerationSizeMb: 16 },
    });
    worker.unref();
    this.lastStartAt = Date.now();
    const thread: RenderThread = {
      worker,
      ready: false,
      threadPath: null,
      // No job is given to a thread before it is ready, so a slow start fails none.
      startTimer: setTimeout(() => void this.replace(thread, "busy"), this.options.deadlineMs * LOADING_DEADLINES),
      busy: null,
      idleTimer: undefined,
    };
    type Message = RenderAnswer & { id: number; ready?: true; threadPath?: string | null; loaded?: true; error?: string };
    worker.on("message", (answer: Message) => {
      if (answer.ready) {
        clearTimeout(thread.startTimer);
        thread.ready = true;
        this.lastStartAt = Date.now();
        thread.threadPath = answer.threadPath ?? null;
        this.dispatch();
        return;
      }
      const busy = thread.busy;
      if (!busy || busy.queued.job.id !== answer.id) return;
      if (answer.loaded) {
        clearTimeout(busy.timer);
        busy.startedAt = Date.now();
        busy.cpuAtStart = thread.threadPath ? threadCpuMs(thread.threadPath) : null;
        busy.timer = setTimeout(() => this.checkDeadline(thread, busy), this.options.deadlineMs);
        return;
      }
      clearTimeout(busy.timer);
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

  /** A deadline of wall time has passed: end the job if it has used its CPU, else look again later. */
  private checkDeadline(thread: RenderThread, busy: RunningJob): void {
    if (thread.busy !== busy) return;
    const cpuNow = thread.threadPath ? threadCpuMs(thread.threadPath) : null;
    if (busy.cpuAtStart === null || cpuNow === null) return void this.replace(thread, "deadline");
    const used = cpuNow - busy.cpuAtStart;
    if (used >= this.options.deadlineMs) return void this.replace(thread, "deadline");
    if (Date.now() - busy.startedAt >= this.options.deadlineMs * WALL_DEADLINES) return void this.replace(thread, "busy");
    // At the earliest, the job uses the rest of its deadline when it next gets a core.
    busy.timer = setTimeout(() => this.checkDeadline(thread, busy), Math.max(20, this.options.deadlineMs - used));
  }

  /** Ends a thread that failed or ran out of time; jobs still waiting get a fresh one. */
  private async replace(thread: RenderThread, reason: RenderFailure["reason"]): Promise<void> {
    const index = this.threads.indexOf(thread);
    if (index < 0) return;
    this.threads.splice(index, 1);
    const ended = this.endThread(thread, reason, failureMessage(reason, this.options.deadlineMs));
    this.dispatch();
    await ended;
  }

  /** Ends a thread that has had no job for idleMs. */
  private async retire(thread: RenderThread): Promise<void> {
    const index = this.threads.indexOf(thread);
    if (index < 0 || thread.busy) return;
    this.threads.splice(index, 1);
    await this.endThread(thread, "failed", "the render thread was idle");
  }

  private async endThread(thread: RenderThread, reason: RenderFailure["reason"], message: string): Promise<void> {
    const busy = thread.busy;
    thread.busy = null;
    clearTimeout(thread.startTimer);
    clearTimeout(thread.idleTimer);
    thread.worker.removeAllListeners();
    // A thread that ended by itself can still emit 'error' while it is terminated.
    thread.worker.on("error", () => {});
    if (busy) {
      clearTimeout(busy.timer);
      busy.queued.reject(new RenderFailure(reason, message));
    }
    await thread.worker.terminate();
  }
}

function settled(failure: RenderFailure): { answer: Promise<RenderAnswer>; promote: () => void } {
  return { answer: Promise.reject(failure), promote: () => {} };
}

function weightOf(job: RenderJob): number {
  return "text" in job ? job.text.length * 2 : 0;
}

function failureMessage(reason: RenderFailure["reason"], deadlineMs: number): string {
  if (reason === "deadline") return `rendering needed more than ${deadlineMs} ms of CPU`;
  if (reason === "busy") return "the machine was too busy to render in time";
  return "the render thread failed";
}
