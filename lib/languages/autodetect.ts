import { Worker } from "node:worker_threads";
import { ANSI, AUTODETECT, TEXT, type Language } from "./data";
import { languageOfFileName, resolveLanguage } from "./resolve";
import { processSingleton } from "../core/process-state";

/**
 * Every id the guesslang model of @vscode/vscode-languagedetection answers with, mapped to the
 * Linguist name it means. The ids are file extensions, which the generic resolver would get wrong
 * for some (`v` is Verilog here, `pm` and `mm` are Perl and Objective-C as guesslang trains them).
 */
export const modelIdToLanguageName: Readonly<Record<string, string>> = {
  asm: "Assembly",
  bat: "Batchfile",
  c: "C",
  cbl: "COBOL",
  clj: "Clojure",
  cmake: "CMake",
  coffee: "CoffeeScript",
  cpp: "C++",
  cs: "C#",
  css: "CSS",
  csv: "CSV",
  dart: "Dart",
  dm: "DM",
  dockerfile: "Dockerfile",
  erl: "Erlang",
  ex: "Elixir",
  f90: "Fortran",
  go: "Go",
  groovy: "Groovy",
  hs: "Haskell",
  html: "HTML",
  ini: "INI",
  java: "Java",
  jl: "Julia",
  js: "JavaScript",
  json: "JSON",
  kt: "Kotlin",
  lisp: "Common Lisp",
  lua: "Lua",
  makefile: "Makefile",
  matlab: "MATLAB",
  md: "Markdown",
  ml: "OCaml",
  mm: "Objective-C",
  pas: "Pascal",
  php: "PHP",
  pm: "Perl",
  prolog: "Prolog",
  ps1: "PowerShell",
  py: "Python",
  r: "R",
  rb: "Ruby",
  rs: "Rust",
  scala: "Scala",
  sh: "Shell",
  sql: "SQL",
  swift: "Swift",
  tex: "TeX",
  toml: "TOML",
  ts: "TypeScript",
  v: "Verilog",
  vba: "VBA",
  xml: "XML",
  yaml: "YAML",
};

/** A Select Graphic Rendition sequence: ESC [ parameters m. */
const ANSI_COLOUR = /\x1b\[[0-9;:]*m/;

/** Shorter texts carry too little signal; the model itself refuses them too. */
export const MIN_DETECTABLE_LENGTH = 20;

/**
 * The most of a text the model reads, cut at a line end: the model's time grows in step with the
 * text (measured here: 4 KB takes 0.4 of the time of 10 KB), while a few KB of code already tell
 * the language.
 */
export const DETECTION_WINDOW = 4096;

function detectionWindow(content: string): string {
  if (content.length <= DETECTION_WINDOW) return content;
  const head = content.slice(0, DETECTION_WINDOW);
  const lineEnd = head.lastIndexOf("\n");
  return lineEnd > DETECTION_WINDOW / 2 ? head.slice(0, lineEnd) : head;
}

// The guesslang model (@vscode/vscode-languagedetection, TensorFlow.js) runs in a worker thread,
// one detection at a time: a detection is one unbroken chain of promises that would otherwise
// keep the server's event loop from answering anything else until it ends (~30–80 ms for
// 10 KB), and its scratch memory would pile up in the server's heap. The thread is one per
// process (processSingleton), shared by the server and the separately bundled routes, started on first use
// and kept while it is used: loading the model takes ~0.2 s, and an idle
// thread ends after IDLE_MS, giving back the model's memory (~45 MB, docs/develop/benchmarks.md).

/** How long the thread stays without a detection to do. */
const IDLE_MS = 5 * 60_000;

interface Guess {
  languageId: string;
  /** The model's share for its best answer, 0 to 1 (over 54 languages: prose stays under ~0.08). */
  confidence: number;
}

interface Detector {
  detect(text: string): Promise<Guess | null>;
}

const slot = processSingleton("languageDetector", () => ({ detector: undefined as Detector | undefined }));

function workerDetector(): Detector {
  // A bounded heap makes the thread collect its scratch sooner (~40 MB less resident memory,
  // detections barely slower); 100 KB, the most the model reads of a text, fits well within it.
  const worker = new Worker(new URL("./detect-worker.mjs", import.meta.url), {
    resourceLimits: { maxYoungGenerationSizeMb: 32, maxOldGenerationSizeMb: 128 },
  });
  worker.unref();
  const pending = new Map<number, { resolve: (guess: Guess | null) => void; reject: (error: Error) => void }>();
  let next = 0;
  let idle: NodeJS.Timeout | undefined;
  const retire = () => {
    // The next detection starts a fresh thread; this one has nothing in hand.
    if (slot.detector === detector) slot.detector = undefined;
    void worker.terminate();
  };
  worker.on("message", (answer: { id: number; guess?: Guess | null; error?: string }) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.error !== undefined) waiting?.reject(new Error(`Language detection failed: ${answer.error}`));
    else waiting?.resolve(answer.guess ?? null);
    if (pending.size === 0) idle = setTimeout(retire, IDLE_MS).unref();
  });
  const fail = (error: Error) => {
    // A thread that died is replaced on the next detection; what it had in hand fails.
    if (slot.detector === detector) slot.detector = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The language detection thread exited (${code}).`)));
  const detector: Detector = {
    detect: (text) =>
      new Promise((resolve, reject) => {
        clearTimeout(idle);
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, text });
      }),
  };
  return detector;
}

function detector(): Detector {
  slot.detector ??= workerDetector();
  return slot.detector;
}

/**
 * The model always names one of its 54 languages, prose included ("Dear diary, …" comes out SQL,
 * INI or Batchfile), with a low share when it is guessing. Measured here: prose and lists top out
 * around 0.075; code of a few lines starts around 0.08 and real code is mostly above 0.1. Below
 * this share the answer is Text.
 */
export const MIN_CONFIDENCE = 0.08;

/**
 * Marks that code is full of and prose hardly uses: symbols, a name right before "(" (a call) and
 * a dot between letters (a member, a module path).
 */
const CODE_MARKS = /[{}[\]<>=;$#@\\|^~`*_&%+/]|\w\(|\p{L}\.\p{L}/gu;

/**
 * Whether a text reads as natural language: mostly letters, next to no code marks. Prose the
 * model happens to be sure about (a letter mentioning SQL) is still prose.
 */
export function looksLikeProse(text: string): boolean {
  const visible = text.replace(/\s+/gu, "");
  if (visible.length === 0) return false;
  const letters = visible.match(/\p{L}/gu)?.length ?? 0;
  const marks = text.match(CODE_MARKS)?.length ?? 0;
  return letters / visible.length >= 0.7 && marks / visible.length < 0.015;
}

/**
 * The most likely language of `content`: Text when it is too short, reads as prose, or the model
 * is not confident.
 */
export async function detectLanguage(content: string): Promise<Language> {
  // Colours a terminal printed: no program text has them (the model would guess at the rest).
  if (ANSI_COLOUR.test(content.slice(0, DETECTION_WINDOW))) return resolveLanguage(ANSI);
  if (content.length < MIN_DETECTABLE_LENGTH) return resolveLanguage(TEXT);
  const window = detectionWindow(content);
  if (looksLikeProse(window)) return resolveLanguage(TEXT);
  const guess = await detector().detect(window);
  const name = guess && guess.confidence >= MIN_CONFIDENCE ? modelIdToLanguageName[guess.languageId] : undefined;
  return resolveLanguage(name ?? TEXT);
}

/**
 * The language name a pasty gets from what the client sent: absent → `fallback`, `Autodetect`
 * (any case) → the language of the title's extension (`x.tsx` is TSX whatever its content looks
 * like), else detected from the content; anything else resolved like /langs/:name (404 if unknown).
 */
export async function chooseLanguage(
  input: string | null | undefined,
  content: string,
  { fallback = TEXT, title = "" }: { fallback?: string; title?: string } = {},
): Promise<string> {
  if (input === null || input === undefined || input.trim() === "") return fallback;
  const language = resolveLanguage(input);
  if (language.name !== AUTODETECT) return language.name;
  return (languageOfFileName(title) ?? (await detectLanguage(content))).name;
}
