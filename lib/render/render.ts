import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { env } from "../env";
import { codemirrorLanguageFor } from "../highlight/codemirror-language";
import { BoundedCache } from "../highlight/bounded-cache";
import { findLanguage } from "../languages/resolve";
import { formatBytes } from "../units";
import { codeMarkup, plainCodeHtml } from "./markup";
import type { SecretFinding } from "../secrets/scan.mjs";
import { RenderFailure, type RenderJob, RenderPool } from "./pool";

// Highlighting and Markdown of what users paste, for the read pages. Bounded by construction:
// texts above the size limits are shown as plain text without being parsed; everything else is
// rendered on the render threads (pool.ts) within a deadline, and a text that misses it is shown
// as plain text with a note. Results are cached by a hash of what was rendered, so every text is
// rendered once per instance (and a text that missed its deadline is not tried again), and no
// edit can ever be served a stale rendering.

export interface RenderedHtml {
  /** The content address of this rendering (lib/render/slots.ts places the HTML by it). */
  key: string;
  html: string;
  /** Why the text is shown plainer than asked, for the reader; null when it is not. */
  note: string | null;
}

interface RenderState {
  pool: RenderPool;
  cache: BoundedCache<RenderedHtml>;
  inFlight: Map<string, Promise<RenderedHtml>>;
}

// Shared through globalThis by the server and the separately bundled routes.
const slot = globalThis as typeof globalThis & { __mystRender?: RenderState };

function state(): RenderState {
  if (!slot.__mystRender) {
    const settings = env();
    slot.__mystRender = {
      pool: new RenderPool({
        threads: settings.RENDER_THREADS ?? Math.max(1, availableParallelism() - 1),
        deadlineMs: settings.RENDER_DEADLINE_MS,
        memoryMb: settings.RENDER_THREAD_MEMORY_MB,
      }),
      cache: new BoundedCache({ maxWeight: settings.RENDER_CACHE_BYTES }),
      inFlight: new Map(),
    };
  }
  return slot.__mystRender;
}

/** Starts the render threads and loads the commonest grammars, so first views do not wait. */
export async function startRendering(): Promise<void> {
  const grammars = ["JavaScript", "TypeScript", "Python", "JSON", "Markdown", "HTML", "CSS", "Shell"];
  await state().pool.run({ kind: "warm", grammars }).catch(() => undefined);
}

export async function stopRendering(): Promise<void> {
  const current = slot.__mystRender;
  slot.__mystRender = undefined;
  await current?.pool.close();
}

/** `text` as the light code markup of the read pages (markup.ts), highlighted when it can be. */
export function renderCode(text: string, languageName: string): Promise<RenderedHtml> {
  const language = findLanguage(languageName);
  const grammar = language ? codemirrorLanguageFor(language)?.name : undefined;
  const key = contentKey("code", grammar ?? "", text);
  const plain = (note: string | null) => ({ key, html: plainCodeHtml(text), note });
  if (!grammar) return Promise.resolve(plain(null));
  const limit = env().HIGHLIGHT_MAX_BYTES;
  if (Buffer.byteLength(text) > limit) return Promise.resolve(plain(`Shown without highlighting: larger than ${formatBytes(limit)}.`));
  return rendered(key, { kind: "code", text, grammar }, (answer) => ({ key, html: codeMarkup(answer.lines ?? []), note: null }), (failure) =>
    plain(`Shown without highlighting: ${failureReason(failure)}.`),
  );
}

export type MarkdownRendering = { rendered: RenderedHtml } | { note: string };

/** GitHub-flavoured Markdown as HTML (no raw HTML, safe links), or why it is shown as source. */
export async function renderMarkdown(text: string): Promise<MarkdownRendering> {
  const limit = env().MARKDOWN_MAX_BYTES;
  if (Buffer.byteLength(text) > limit) return { note: `Shown as source: larger than ${formatBytes(limit)} for a Markdown preview.` };
  const fenceGrammars = grammarsOfFences(text);
  const key = contentKey("markdown", JSON.stringify(fenceGrammars), text);
  const result = await rendered(
    key,
    { kind: "markdown", text, fenceGrammars },
    (answer) => ({ key, html: answer.html ?? "", note: null }),
    (failure) => ({ key, html: "", note: `Shown as source: ${failureReason(failure)}.` }),
  );
  return result.note ? { note: result.note } : { rendered: result };
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

async function rendered(
  key: string,
  job: RenderJob,
  fromAnswer: (answer: { lines?: string[]; html?: string }) => RenderedHtml,
  fromFailure: (failure: RenderFailure) => RenderedHtml,
): Promise<RenderedHtml> {
  const { pool, cache, inFlight } = state();
  const cached = cache.get(key);
  if (cached) return cached;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = pool.run(job).then(
      (answer) => remember(key, fromAnswer(answer)),
      (error: unknown) => {
        const failure = error instanceof RenderFailure ? error : new RenderFailure("failed", String(error));
        const fallback = fromFailure(failure);
        // A text that was too slow or too big to render stays plain; one that only met a busy
        // pool is tried again on its next view.
        return failure.reason === "busy" ? fallback : remember(key, fallback);
      },
    );
    inFlight.set(key, pending);
    void pending.finally(() => inFlight.delete(key));
  }
  return pending;
}

function remember(key: string, result: RenderedHtml): RenderedHtml {
  state().cache.set(key, result, result.html.length * 2 + 64);
  return result;
}

function failureReason(failure: RenderFailure): string {
  if (failure.reason === "deadline") return "it took too long to render";
  if (failure.reason === "busy") return "the server is busy, reload to try again";
  return "it could not be rendered";
}

function contentKey(kind: string, variant: string, text: string): string {
  return createHash("sha256").update(kind).update("\0").update(variant).update("\0").update(text).digest("base64url");
}

const FENCE = /^[ \t]{0,3}(?:`{3,}|~{3,})[ \t]*([\w+#.-]+)/gm;

/** The CodeMirror grammar of every fenced code block's language (resolved like pasty languages). */
function grammarsOfFences(text: string): Record<string, string> {
  const grammars: Record<string, string> = {};
  for (const [, fence] of text.matchAll(FENCE)) {
    if (!fence || fence in grammars) continue;
    const language = findLanguage(fence);
    const grammar = language ? codemirrorLanguageFor(language)?.name : undefined;
    if (grammar) grammars[fence] = grammar;
  }
  return grammars;
}
