import { Worker } from "node:worker_threads";
import { AUTODETECT, TEXT, type Language } from "./data";
import { resolveLanguage } from "./resolve";

/**
 * Every id the guesslang model of @vscode/vscode-languagedetection answers with, mapped to the
 * Linguist name it means. The ids are file extensions, which the generic resolver would get wrong
 * for some (`v` is Verilog here, `pm` and `mm` are Perl and Objective-C as guesslang trains them).
 */
export const modelIdToLanguageName: Readonly<Record<string, string>> = {
  asm: "Assembly", bat: "Batchfile", c: "C", cbl: "COBOL", clj: "Clojure", cmake: "CMake",
  coffee: "CoffeeScript", cpp: "C++", cs: "C#", css: "CSS", csv: "CSV", dart: "Dart", dm: "DM",
  dockerfile: "Dockerfile", erl: "Erlang", ex: "Elixir", f90: "Fortran", go: "Go", groovy: "Groovy",
  hs: "Haskell", html: "HTML", ini: "INI", java: "Java", jl: "Julia", js: "JavaScript", json: "JSON",
  kt: "Kotlin", lisp: "Common Lisp", lua: "Lua", makefile: "Makefile", matlab: "MATLAB",
  md: "Markdown", ml: "OCaml", mm: "Objective-C", pas: "Pascal", php: "PHP", pm: "Perl",
  prolog: "Prolog", ps1: "PowerShell", py: "Python", r: "R", rb: "Ruby", rs: "Rust", scala: "Scala",
  sh: "Shell", sql: "SQL", swift: "Swift", tex: "TeX", toml: "TOML", ts: "TypeScript", v: "Verilog",
  vba: "VBA", xml: "XML", yaml: "YAML",
};

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
// 10 KB), and its scratch memory would pile up in the server's heap. The thread is shared
// through globalThis by the server and the separately bundled routes, started on first use or
// by warmLanguageModel(), and kept: loading the model takes ~0.2 s.

interface Detector {
  detect(text: string): Promise<string | null>;
}

const slot = globalThis as typeof globalThis & { __mystLanguageDetector?: Detector };

function workerDetector(): Detector {
  // A bounded heap makes the thread collect its scratch sooner (~40 MB less resident memory,
  // detections barely slower); 100 KB, the most the model reads of a text, fits well within it.
  const worker = new Worker(new URL("./detect-worker.mjs", import.meta.url), {
    resourceLimits: { maxYoungGenerationSizeMb: 32, maxOldGenerationSizeMb: 128 },
  });
  worker.unref();
  const pending = new Map<number, { resolve: (id: string | null) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.on("message", (answer: { id: number; languageId?: string | null; error?: string }) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.error !== undefined) waiting?.reject(new Error(`Language detection failed: ${answer.error}`));
    else waiting?.resolve(answer.languageId ?? null);
  });
  const fail = (error: Error) => {
    // A thread that died is replaced on the next detection; what it had in hand fails.
    if (slot.__mystLanguageDetector === detector) slot.__mystLanguageDetector = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The language detection thread exited (${code}).`)));
  const detector: Detector = {
    detect: (text) =>
      new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, text });
      }),
  };
  return detector;
}

function detector(): Detector {
  slot.__mystLanguageDetector ??= workerDetector();
  return slot.__mystLanguageDetector;
}

/** The most likely language of `content`; Text when it is too short or nothing is recognised. */
export async function detectLanguage(content: string): Promise<Language> {
  if (content.length < MIN_DETECTABLE_LENGTH) return resolveLanguage(TEXT);
  const languageId = await detector().detect(detectionWindow(content));
  const name = languageId ? modelIdToLanguageName[languageId] : undefined;
  return resolveLanguage(name ?? TEXT);
}

/**
 * Starts the detection thread and runs the model once, so the first detection a client asks for
 * does not wait for the model to load (~0.2 s). The server calls it once it listens.
 */
export async function warmLanguageModel(): Promise<void> {
  await detectLanguage("function warm(up) {\n  return up + 1;\n}\n");
}

/**
 * The language name a pasty gets from what the client sent: absent → `fallback`, `Autodetect`
 * (any case) → detected from the content, anything else resolved like /langs/:name (404 if unknown).
 */
export async function chooseLanguage(input: string | null | undefined, content: string, fallback = TEXT): Promise<string> {
  if (input === null || input === undefined || input.trim() === "") return fallback;
  const language = resolveLanguage(input);
  return language.name === AUTODETECT ? (await detectLanguage(content)).name : language.name;
}
