import { createHash } from "node:crypto";
import { env } from "../core/env";
import { codemirrorLanguageFor } from "../highlight/codemirror-language";
import { ANSI } from "../languages/data";
import { findLanguage } from "../languages/resolve";
import { codeMarkup, plainCodeHtml } from "./markup";
import type { RenderNote } from "./notes";
import type { RenderAnswer, RenderFailure, RenderJob, TableFormat } from "./pool";
import { RENDERER_VERSION } from "./stored-markup";

// What each kind of render is (render.ts runs them): the job a render thread is given, the
// content address its outcome is kept under, and what its answer, its refusal or its failure shows;
// or, for a text over its size limit, what shows without a render at all.

export interface RenderedHtml {
  /** The content address of this rendering (lib/render/slots.ts places the HTML by it). */
  key: string;
  html: string;
  /** Why the text is shown plainer than asked, said to the reader in their language; null when it is not. */
  note: RenderNote | null;
  /** Plain only because the machine was busy: this view's answer must not be kept anywhere. */
  provisional?: true;
}

/** A render to do, with what its answer or its failure shows; or what shows without one. */
export type PlannedJob<Done> =
  | {
      key: string;
      job: RenderJob;
      fromAnswer: (answer: RenderAnswer) => RenderedHtml;
      fromFailure: (failure: RenderFailure) => RenderedHtml;
    }
  | { done: Done };

export function codeJob(text: string, languageName: string): PlannedJob<RenderedHtml> {
  const language = findLanguage(languageName);
  // Terminal output is shown with its own colours rather than a grammar's.
  const grammar = language && language.name !== ANSI ? codemirrorLanguageFor(language)?.name : undefined;
  const job: RenderJob | undefined =
    language?.name === ANSI ? { kind: "ansi", text } : grammar ? { kind: "code", text, grammar } : undefined;
  const key = contentKey(job?.kind ?? "code", grammar ?? "", text);
  const plain = (note: RenderNote | null) => ({ key, html: plainCodeHtml(text), note });
  if (!job) return { done: plain(null) };
  const limit = env().HIGHLIGHT_MAX_BYTES;
  if (Buffer.byteLength(text) > limit) return { done: plain({ key: "highlight.tooLarge", values: { size: limit } }) };
  return {
    key,
    job,
    fromAnswer: (answer) =>
      answer.refused
        ? plain({ key: `highlight.${answer.refused === "nesting" ? "nesting" : "budget"}` })
        : { key, html: codeMarkup(answer.lines ?? []), note: null },
    fromFailure: (failure) => plain({ key: `highlight.${failure.reason}` }),
  };
}

/** Done: the note saying why the source is shown instead. */
export function markdownJob(text: string): PlannedJob<RenderNote> {
  const limit = env().MARKDOWN_MAX_BYTES;
  if (Buffer.byteLength(text) > limit) return { done: { key: "source.tooLarge", values: { size: limit } } };
  const fenceGrammars = grammarsOfFences(text);
  return previewJob(contentKey("markdown", JSON.stringify(fenceGrammars), text), { kind: "markdown", text, fenceGrammars });
}

/**
 * No size limit of its own: a table keeps only its first rows (table.mjs), and reading the rest
 * to count them is quick and linear, so the render deadline bounds it.
 */
export function tableJob(text: string, format: TableFormat): PlannedJob<RenderNote> {
  return previewJob(contentKey("table", format, text), { kind: "table", text, format });
}

/**
 * No size limit of its own: a notebook shows its first cells, each cut to its bounds (notebook.mjs),
 * and JSON is read in linear time, so the render deadline bounds it.
 */
export function notebookJob(text: string): PlannedJob<RenderNote> {
  return previewJob(contentKey("notebook", "", text), { kind: "notebook", text });
}

/** A render shown in place of the source: its HTML, or a note saying why the source is shown. */
function previewJob(key: string, job: RenderJob): PlannedJob<RenderNote> {
  return {
    key,
    job,
    fromAnswer: (answer) =>
      answer.refused ? { key, html: "", note: { key: SOURCE_REFUSALS[answer.refused] } } : { key, html: answer.html ?? "", note: null },
    fromFailure: (failure: RenderFailure) => ({ key, html: "", note: { key: `source.${failure.reason}` } }),
  };
}

/** The `render` catalogue's message for why a preview was refused (notes.ts). */
const SOURCE_REFUSALS = {
  budget: "source.budget",
  nesting: "source.nesting",
  empty: "source.empty",
  "not-notebook": "source.notNotebook",
  "old-notebook": "source.oldNotebook",
} as const satisfies Record<NonNullable<RenderAnswer["refused"]>, RenderNote["key"]>;

/** The content address of a rendering: what was rendered, how, and by which renderer version. */
export function contentKey(kind: string, variant: string, text: string, rendererVersion = RENDERER_VERSION): string {
  return createHash("sha256").update(`${rendererVersion}\0${kind}\0${variant}\0`).update(text).digest("base64url");
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
