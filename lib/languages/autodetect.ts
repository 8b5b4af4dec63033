// A CommonJS package: Node gives ESM importers its module.exports as the default export only.
import languageDetection from "@vscode/vscode-languagedetection";
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

// Loading the model takes a moment, so one instance is kept warm per process (shared by the
// separately bundled routes through globalThis).
type ModelOperations = InstanceType<typeof languageDetection.ModelOperations>;
const slot = globalThis as typeof globalThis & {
  __mystLanguageModel?: ModelOperations;
  __mystDetections?: Promise<unknown>;
};

function model(): ModelOperations {
  slot.__mystLanguageModel ??= new languageDetection.ModelOperations();
  return slot.__mystLanguageModel;
}

/**
 * Runs detections one at a time. A run yields between the model's kernels, so concurrent
 * requests would interleave: each would hold its tensors (tens of MB for 10 KB of text) for as
 * long as all of them take, and none would finish sooner. In line, memory stays at one
 * detection's worth, and between two kernels of the running one other requests are served.
 */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = (slot.__mystDetections ?? Promise.resolve()).then(work, work);
  slot.__mystDetections = run.catch(() => undefined);
  return run;
}

/** The most likely language of `content`; Text when it is too short or nothing is recognised. */
export async function detectLanguage(content: string): Promise<Language> {
  if (content.length < MIN_DETECTABLE_LENGTH) return resolveLanguage(TEXT);
  const [best] = await oneAtATime(() => model().runModel(content));
  const name = best ? modelIdToLanguageName[best.languageId] : undefined;
  return resolveLanguage(name ?? TEXT);
}

/**
 * Loads the model and runs it once, so the first detection a client asks for does not pay for
 * the loading (~0.2 s) and the kernels' first compilation. The server calls it once it listens.
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
