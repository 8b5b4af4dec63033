import { availableParallelism } from "node:os";
import { env } from "../core/env";
import { BoundedCache } from "../highlight/bounded-cache";
import { JUPYTER_NOTEBOOK, TEXT } from "../languages/data";
import { findLanguage } from "../languages/resolve";
import { countCacheLookup, countRendering } from "../metrics/record";
import type { RenderNote } from "./notes";
import { codeJob, markdownJob, notebookJob, type PlannedJob, type RenderedHtml, tableJob } from "./jobs";
import type { SecretFinding } from "../secrets/scan.mjs";
import { RenderFailure, type RenderJob, RenderPool, type RenderPriority, type TableFormat } from "./pool";
import { cancelRenderAttempt, findStoredRenderings, startRenderAttempt, storeRendering, type StoredRendering } from "./stored-markup";
import { processSingleton } from "../core/process-state";

// Highlighting, Markdown, tables and notebooks of what users paste, for the read pages. Bounded by construction:
// texts above the size limits are shown as plain text without being parsed; everything else is
// rendered on the render threads (pool.ts) within a deadline of CPU time. Renderings are addressed
// by a hash of what was rendered and how (jobs.ts's contentKey), so no edit can ever be served a stale one,
// and are rendered once: when a version is written (prerenderPasties, in the background), kept in
// the database with their paste (stored-markup.ts) and in memory in front of it. A text that needs
// more than its deadline is shown plain with a note, and that is kept too (it would fail again);
// a render the machine was too busy to do is never kept: that view shows the text plain, marked
// provisional (never cached by the server), and the next view tries again. A text whose renders
// broke their thread (out of memory) or the server itself twice is shown plain and kept so,
// after a restart too (stored-markup.ts counts the renders begun). What each kind of render is,
// its content address and what its outcome shows: jobs.ts.

/** What a render gives a page (defined beside the jobs that make it). */
export type { RenderedHtml } from "./jobs";

/** Renders of a text that may end without an outcome (a broken thread, a dead server) before it is shown plain for good. */
const FAILED_RENDERS_TOLERATED = 2;

/**
 * Where a rendering may be kept: with the paste it belongs to; null for text that must not be
 * stored (encrypted). `created`: the paste was written just now, so none is stored for it yet.
 */
export type RenderStore = { pasteId: string; created?: true } | null;

interface InFlight {
  rendering: Promise<RenderedHtml>;
  /** Makes a queued background render one a reader waits for. */
  promote: () => void;
}

interface RenderState {
  pool: RenderPool;
  cache: BoundedCache<RenderedHtml>;
  inFlight: Map<string, InFlight>;
  /** Stored renderings asked for in this tick, by paste, read in one statement per paste. */
  lookups: Map<string, Map<string, ((rendering: StoredRendering | undefined) => void)[]>>;
  /** Write-time renders not finished yet, storing included. */
  prerenders: Set<Promise<unknown>>;
}

// One per process, though the server and the separately bundled routes each load this module.
const slot = processSingleton("render", () => ({ state: undefined as RenderState | undefined }));

function state(): RenderState {
  if (!slot.state) {
    const settings = env();
    slot.state = {
      pool: new RenderPool({
        threads: settings.RENDER_THREADS ?? Math.max(1, availableParallelism() - 1),
        deadlineMs: settings.RENDER_DEADLINE_MS,
        queueWaitMs: settings.RENDER_QUEUE_WAIT_MS,
        maxBackgroundBytes: settings.RENDER_BACKLOG_BYTES,
        memoryMb: settings.RENDER_THREAD_MEMORY_MB,
      }),
      cache: new BoundedCache({ maxWeight: settings.RENDER_CACHE_BYTES }),
      inFlight: new Map(),
      lookups: new Map(),
      prerenders: new Set(),
    };
  }
  return slot.state;
}

export async function stopRendering(): Promise<void> {
  const current = slot.state;
  slot.state = undefined;
  await current?.pool.close();
}

/** Resolves once no rendering is in flight (tests that count statements wait for write-time renders). */
export async function whenRenderingsSettle(): Promise<void> {
  const unfinished = () => [...state().prerenders, ...[...state().inFlight.values()].map((entry) => entry.rendering)];
  for (let pending = unfinished(); pending.length > 0; pending = unfinished()) await Promise.allSettled(pending);
}

/** Forgets the renderings held in memory (the stored ones stay): tests of the stored path use it. */
export function forgetRenderingsInMemory(): void {
  const current = slot.state;
  if (current) current.cache = new BoundedCache({ maxWeight: env().RENDER_CACHE_BYTES });
}

/** `text` as the light code markup of the read pages (markup.ts), highlighted when it can be. */
export function renderCode(text: string, languageName: string, store: RenderStore = null): Promise<RenderedHtml> {
  const planned = codeJob(text, languageName);
  return "done" in planned ? Promise.resolve(planned.done) : rendered(planned, store, "read");
}

/**
 * What is shown in place of the source (Markdown as HTML, CSV as a table), or why the source is
 * shown instead. `provisional`: shown as source only because the machine was busy (see RenderedHtml).
 */
export type PreviewRendering = { rendered: RenderedHtml } | { note: RenderNote; provisional?: true };

/** GitHub-flavoured Markdown as HTML (no raw HTML, safe links), or why it is shown as source. */
export function renderMarkdown(text: string, store: RenderStore = null): Promise<PreviewRendering> {
  return preview(markdownJob(text), store);
}

/** CSV or TSV as a table to sort (table.mjs: bounded rows, columns and cells), or why it is shown as source. */
export function renderTable(text: string, format: TableFormat, store: RenderStore = null): Promise<PreviewRendering> {
  return preview(tableJob(text, format), store);
}

/**
 * Whether a pasty is shown as a table, and as which format: its language is CSV or TSV, or it is
 * plain text with a file name ending in .csv or .tsv (a gist's `data.csv` sent without a language).
 * TSV's other extension, .vcf, is a vCard far more often than a table: only the name .tsv counts.
 */
export function tableFormatOf(languageName: string, title: string): TableFormat | null {
  const language = findLanguage(languageName)?.name;
  if (language === "CSV" || language === "TSV") return language;
  const extension = language === TEXT ? /\.(csv|tsv)$/i.exec(title.trim())?.[1] : undefined;
  return extension ? (extension.toUpperCase() as TableFormat) : null;
}

/** A Jupyter notebook's cells and outputs (notebook.mjs: bounded, nothing executed), or why it is shown as source. */
export function renderNotebook(text: string, store: RenderStore = null): Promise<PreviewRendering> {
  return preview(notebookJob(text), store);
}

/**
 * Whether a pasty is shown as a notebook: its language is Jupyter Notebook (Linguist's, which a
 * title ending in .ipynb gives an autodetected pasty), or it is plain text or JSON named .ipynb.
 */
export function isNotebook(languageName: string, title: string): boolean {
  const language = findLanguage(languageName)?.name;
  if (language === JUPYTER_NOTEBOOK) return true;
  return (language === TEXT || language === "JSON") && /\.ipynb$/i.test(title.trim());
}

async function preview(planned: PlannedJob<RenderNote>, store: RenderStore): Promise<PreviewRendering> {
  if ("done" in planned) return { note: planned.done };
  const result = await rendered(planned, store, "read");
  if (result.note === null) return { rendered: result };
  return result.provisional ? { note: result.note, provisional: true } : { note: result.note };
}

/**
 * Renders a version's pasties in the background and stores the renderings with the paste, so
 * that its views read them instead of rendering. Writes call it when a version of a plain paste
 * is written, without waiting; `npm run render:backfill` waits. Never for encrypted pastes.
 * Resolves true when every rendering was done; false when one was left to the first view (the
 * render threads' backlog was full: the machine is busy).
 */
export async function prerenderPasties(
  pasteId: string,
  pasties: readonly { content: string; language: string; title: string }[],
  { created = false }: { created?: boolean } = {},
): Promise<boolean> {
  // A paste created just now has nothing stored: not asking saves each of its renders a statement.
  const store: RenderStore = created ? { pasteId, created } : { pasteId };
  const renders: Promise<boolean>[] = [];
  for (const pasty of pasties) {
    const jobs: PlannedJob<unknown>[] = [codeJob(pasty.content, pasty.language)];
    if (findLanguage(pasty.language)?.name === "Markdown") jobs.push(markdownJob(pasty.content));
    const tableFormat = tableFormatOf(pasty.language, pasty.title);
    if (tableFormat) jobs.push(tableJob(pasty.content, tableFormat));
    if (isNotebook(pasty.language, pasty.title)) jobs.push(notebookJob(pasty.content));
    for (const planned of jobs) {
      // A render that could not be done now is done by the first view instead.
      if ("job" in planned) {
        renders.push(
          rendered(planned, store, "background").then(
            (result) => !result.provisional,
            () => false,
          ),
        );
      }
    }
  }
  const { prerenders } = state();
  const all = Promise.all(renders);
  prerenders.add(all);
  try {
    return (await all).every(Boolean);
  } finally {
    prerenders.delete(all);
  }
}

/**
 * The secrets in `text` (lib/secrets/scan.mjs), found on a render thread: the scan of a big text
 * takes tens of milliseconds, which the request thread cannot spare. Rejects with a
 * RenderFailure when no thread could do it within the deadline.
 */
export async function findSecretsOffThread(text: string): Promise<SecretFinding[]> {
  const answer = await state().pool.run({ kind: "secrets", text });
  return answer.findings ?? [];
}

function rendered(
  { key, job, fromAnswer, fromFailure }: Extract<PlannedJob<unknown>, { job: RenderJob }>,
  store: RenderStore,
  priority: RenderPriority,
): Promise<RenderedHtml> {
  const { pool, cache, inFlight } = state();
  // When the store is asked to keep it: a purge of one of the paste's revisions since wins.
  const askedAt = new Date();
  // The same text may be known from another paste: a written version still gets its own row.
  const keptFor = (result: RenderedHtml) =>
    store && priority === "background" && !result.provisional
      ? storeRendering(store.pasteId, key, result, askedAt).then(() => result)
      : result;
  const cached = cache.get(key);
  countCacheLookup("render", cached !== undefined);
  if (cached) return Promise.resolve(keptFor(cached));
  const pending = inFlight.get(key);
  if (pending) {
    if (priority === "read") pending.promote();
    return pending.rendering.then(keptFor);
  }
  // A reader who joins a background render before it is queued makes it a read from the start.
  let wanted = priority;
  let promote = (): void => {
    wanted = "read";
  };
  const rendering = (async () => {
    const stored = store && !store.created ? await storedRendering(store.pasteId, key) : undefined;
    if (stored) {
      if (priority === "read") countRendering("stored");
      return remember({ key, ...stored });
    }
    // Counted before it starts, so that a render that takes the server down with it counts too.
    const attempts = store ? await startRenderAttempt(store.pasteId, key) : 1;
    let result: RenderedHtml;
    if (attempts > FAILED_RENDERS_TOLERATED) {
      // Renders of this text ended its thread, or the server, each time: it is not tried again.
      result = fromFailure(new RenderFailure("failed", "earlier renders of this text never finished"));
    } else {
      const submitted = pool.submit(job, wanted);
      promote = submitted.promote;
      try {
        result = fromAnswer(await submitted.answer);
      } catch (error) {
        const failure = error instanceof RenderFailure ? error : new RenderFailure("failed", String(error));
        // The machine's load is no property of the text: this view shows it plain, the next tries again.
        if (failure.reason === "busy") {
          if (wanted === "read") countRendering("busy");
          if (store) await cancelRenderAttempt(store.pasteId, key);
          return { ...fromFailure(failure), provisional: true as const };
        }
        // A thread that broke once may have been ended with the pool (a restart); a text is only
        // known to break it the second time, when its plain outcome is kept.
        if (failure.reason === "failed" && store && attempts < FAILED_RENDERS_TOLERATED) {
          return { ...fromFailure(failure), provisional: true as const };
        }
        result = fromFailure(failure);
      }
    }
    countRendering(wanted === "read" ? "rendered" : "written");
    remember(result);
    if (store) await storeRendering(store.pasteId, key, { html: result.html, note: result.note }, askedAt);
    return result;
  })();
  inFlight.set(key, { rendering, promote: () => promote() });
  void rendering.finally(() => inFlight.delete(key)).catch(() => undefined);
  return rendering;
}

/** The stored rendering of `key`, read together with the others asked for in the same tick. */
function storedRendering(pasteId: string, key: string): Promise<StoredRendering | undefined> {
  const { lookups } = state();
  return new Promise((resolve) => {
    let keys = lookups.get(pasteId);
    if (!keys) {
      keys = new Map();
      lookups.set(pasteId, keys);
      const batch = keys;
      queueMicrotask(() => {
        lookups.delete(pasteId);
        findStoredRenderings(pasteId, [...batch.keys()]).then(
          (found) => batch.forEach((waiters, wanted) => waiters.forEach((settle) => settle(found.get(wanted)))),
          // Unreadable now: rendering again is slower, never wrong.
          () => batch.forEach((waiters) => waiters.forEach((settle) => settle(undefined))),
        );
      });
    }
    keys.set(key, [...(keys.get(key) ?? []), resolve]);
  });
}

function remember(result: RenderedHtml): RenderedHtml {
  state().cache.set(result.key, result, result.html.length * 2 + 64);
  return result;
}
