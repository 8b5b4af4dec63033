import { describe, expect, it } from "vitest";
import { type Findings, planPrerequisites } from "./prerequisites";

// `npm test` brings what it needs itself (issue 24, item 15): the decision for every machine the
// README's two commands may meet.

const machine = (overrides: Partial<Findings> = {}): Findings => ({
  redis: true,
  keyTools: true,
  debianChromium: true,
  playwrightChromium: false,
  apt: false,
  ...overrides,
});

describe("planPrerequisites", () => {
  it("does nothing when everything is there", () => {
    expect(planPrerequisites(machine())).toEqual([]);
    expect(planPrerequisites(machine({ debianChromium: false, playwrightChromium: true }))).toEqual([]);
  });

  it("installs what is missing as Debian packages, in one apt step, when root with apt-get", () => {
    expect(planPrerequisites(machine({ redis: false, keyTools: false, debianChromium: false, apt: true }))).toEqual([
      { kind: "apt", packages: ["redis-server", "openssl", "openssh-client", "chromium"], why: expect.stringContaining("redis-server") },
    ]);
  });

  it("downloads Playwright's Chromium without root, and names Redis as what it cannot install", () => {
    expect(planPrerequisites(machine({ redis: false, debianChromium: false }))).toEqual([
      { kind: "missing", what: "redis-server", how: expect.stringContaining("apt-get install redis-server") },
      { kind: "playwright-chromium", why: expect.any(String) },
    ]);
  });
});
