import { describe, expect, it } from "vitest";
import { projectDir } from "../testing/server-process";
import { startScriptNodeFlags } from "./start-flags";

describe("npm start's node flags", () => {
  it("bound the server's heap, and are what the benchmark and server tests run with", () => {
    const flags = startScriptNodeFlags(projectDir);
    expect(flags).toContainEqual(expect.stringMatching(/^--max-old-space-size=\d+$/));
    expect(flags).toContainEqual(expect.stringMatching(/^--max-semi-space-size=\d+$/));
  });
});
