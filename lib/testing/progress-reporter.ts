import { appendFileSync } from "node:fs";
import type { Reporter, TestModule, TestSpecification } from "vitest/node";

// Writes down, as the run goes, which test files it will run and how each one ended, one line
// each ("planned\t<file>", "passed\t<file>", …), so that unit-tests-cli.ts can tell which files a
// run that died of a native crash never finished. Appended line by line: a crash loses nothing
// written before it.

export class ProgressReporter implements Reporter {
  constructor(private readonly file: string) {}

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    appendFileSync(this.file, specifications.map((specification) => `planned\t${specification.moduleId}\n`).join(""));
  }

  onTestModuleEnd(testModule: TestModule): void {
    appendFileSync(this.file, `${testModule.state()}\t${testModule.moduleId}\n`);
  }
}
