// What to do after a unit test run ended: the pure part of unit-tests-cli.ts.
//
// Node.js 24's V8 sometimes crashes natively (SIGSEGV, or an abort on a failed CHECK) when
// worker threads compile and free much WebAssembly — each test file's PGlite and Prisma's query
// compiler — a known, open bug (nodejs/node#64500, electric-sql/pglite#1053) with no fix in any
// release. Such a crash takes the whole run with it, whatever the tests said. It is not a test's
// verdict, so the run goes on with the files that never finished; a test that failed stays
// failed, and a run that ends with an exit code (a failing test, an error) is never repeated.

/** Signals a process dies of when V8 or Node.js crashes natively. */
const NATIVE_CRASHES = new Set(["SIGSEGV", "SIGABRT", "SIGBUS", "SIGILL", "SIGTRAP"]);

/** How many crashes one run may resume after before it gives up. */
export const MOST_RESUMES = 3;

export type RunProgress = {
  /** Files the run set out to run. */
  planned: string[];
  /** Files that finished, with how they ended ("passed", "failed", "skipped"). */
  ended: Map<string, string>;
};

/** Reads what progress-reporter.ts wrote. */
export function parseProgress(text: string): RunProgress {
  const planned: string[] = [];
  const ended = new Map<string, string>();
  for (const line of text.split("\n")) {
    const tab = line.indexOf("\t");
    if (tab < 0) continue;
    const [state, file] = [line.slice(0, tab), line.slice(tab + 1)];
    if (state === "planned") planned.push(file);
    else ended.set(file, state);
  }
  return { planned, ended };
}

export const diedOfNativeCrash = (signal: NodeJS.Signals | null): boolean => signal !== null && NATIVE_CRASHES.has(signal);

/** The files a crashed run never finished: the ones to run again. */
export const unfinishedFiles = ({ planned, ended }: RunProgress): string[] => planned.filter((file) => !ended.has(file));

/** The files that ended failed: whatever happens next, the whole run fails. */
export const failedFiles = ({ ended }: RunProgress): string[] => [...ended].filter(([, state]) => state === "failed").map(([file]) => file);

/**
 * The arguments of the run that resumes: the options the first run was given (in `--name=value`
 * form, so that none is mistaken for a file) and the unfinished files instead of any it named.
 */
export const resumeArguments = (firstArguments: string[], unfinished: string[]): string[] => [
  ...firstArguments.filter((argument) => argument.startsWith("-")),
  ...unfinished,
];
