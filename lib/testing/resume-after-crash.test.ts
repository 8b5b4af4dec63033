import { describe, expect, it } from "vitest";
import { diedOfNativeCrash, failedFiles, parseProgress, resumeArguments, unfinishedFiles } from "./resume-after-crash";

// The run that resumes after Node.js crashes natively (unit-tests-cli.ts) must run exactly the
// files the crash left unfinished, and must never turn a failed test into a passing run.

const crashedRun = parseProgress(
  [
    "planned\t/r/a.test.ts",
    "planned\t/r/b.test.ts",
    "planned\t/r/c.test.ts",
    "planned\t/r/d.test.ts",
    "passed\t/r/a.test.ts",
    "failed\t/r/c.test.ts",
    "pass",
  ].join("\n"),
);

describe("resuming a unit test run after a native crash", () => {
  it("runs again only the files that never finished, and keeps the failures already seen", () => {
    expect(unfinishedFiles(crashedRun)).toEqual(["/r/b.test.ts", "/r/d.test.ts"]);
    expect(failedFiles(crashedRun)).toEqual(["/r/c.test.ts"]);
  });

  it("resumes only after a native crash, never after a run that ended with an exit code", () => {
    expect(diedOfNativeCrash("SIGSEGV")).toBe(true);
    expect(diedOfNativeCrash("SIGABRT")).toBe(true);
    expect(diedOfNativeCrash(null)).toBe(false);
    // Stopped by a person or by CI's time limit: not a crash, never resumed.
    expect(diedOfNativeCrash("SIGINT")).toBe(false);
    expect(diedOfNativeCrash("SIGTERM")).toBe(false);
    expect(diedOfNativeCrash("SIGKILL")).toBe(false);
  });

  it("keeps the options the run was given and replaces the files it named", () => {
    expect(resumeArguments(["--bail=1", "lib/pastes", "--reporter=dot"], ["lib/pastes/a.test.ts"])).toEqual([
      "--bail=1",
      "--reporter=dot",
      "lib/pastes/a.test.ts",
    ]);
  });
});
