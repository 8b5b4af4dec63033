import { describe, expect, it } from "vitest";
import { type Findings, planPrerequisites } from "./prerequisites";

// `npm test` brings what it needs itself (issue 24, item 15): the decision for every machine the
// README's two commands may meet.

const machine = (overrides: Partial<Findings> = {}): Findings => ({
  redis: true,
  keyTools: true,
  git: true,
  curl: true,
  gistPaste: true,
  githubCli: true,
  debianChromium: true,
  apt: false,
  aptChromium: false,
  postgresPass: false,
  postgresBinaries: false,
  ...overrides,
});

describe("planPrerequisites", () => {
  it("does nothing when everything is there", () => {
    expect(planPrerequisites(machine())).toEqual([]);
    expect(planPrerequisites(machine({ postgresPass: true, postgresBinaries: true }))).toEqual([]);
  });

  it("installs what is missing as Debian packages, in one apt step, where apt-get may run (root, or sudo without a password)", () => {
    expect(planPrerequisites(machine({ redis: false, debianChromium: false, apt: true, aptChromium: true }))).toEqual([
      { kind: "apt", packages: ["redis-server", "chromium"], why: expect.stringContaining("redis-server") },
    ]);
  });

  it("downloads Playwright's Chromium without root, and names Redis as what it cannot install", () => {
    expect(planPrerequisites(machine({ redis: false, debianChromium: false }))).toEqual([
      { kind: "missing", what: "redis-server", how: expect.stringContaining("apt-get install redis-server") },
      { kind: "playwright-chromium", withDeps: false, why: expect.any(String) },
    ]);
  });

  it("without Debian's Chromium always asks Playwright, which knows whether its cache holds the revision this version drives", () => {
    // A cache of another Playwright version's Chromium (say, another project's) is no browser
    // for this one: Playwright itself decides whether to download, and does nothing when current.
    expect(planPrerequisites(machine({ debianChromium: false }))).toEqual([
      { kind: "playwright-chromium", withDeps: false, why: expect.any(String) },
    ]);
  });

  it("on Ubuntu as root (apt offers no chromium package, only a snap) gets Playwright's Chromium with its system libraries", () => {
    expect(planPrerequisites(machine({ redis: false, debianChromium: false, apt: true, aptChromium: false }))).toEqual([
      { kind: "apt", packages: ["redis-server"], why: expect.any(String) },
      { kind: "playwright-chromium", withDeps: true, why: expect.any(String) },
    ]);
  });

  it("for the PostgreSQL pass, installs PostgreSQL's server binaries where apt-get may run, or names them", () => {
    expect(planPrerequisites(machine({ postgresPass: true, apt: true }))).toEqual([
      { kind: "apt", packages: ["postgresql"], why: expect.stringContaining("pg_ctl") },
    ]);
    expect(planPrerequisites(machine({ postgresPass: true }))).toEqual([
      { kind: "missing", what: "initdb and pg_ctl", how: expect.stringContaining("PG_BIN") },
    ]);
    // The embedded database's pass needs none: its binaries come from npm.
    expect(planPrerequisites(machine({ postgresPass: false, apt: true }))).toEqual([]);
  });

  it("installs git with apt, or names it without it", () => {
    expect(planPrerequisites(machine({ git: false, apt: true }))).toEqual([
      { kind: "apt", packages: ["git"], why: expect.stringContaining("git clone") },
    ]);
    expect(planPrerequisites(machine({ git: false }))).toEqual([
      { kind: "missing", what: "git", how: expect.stringContaining("apt-get install git") },
    ]);
  });

  it("installs openssl and ssh-keygen with apt, or names them without it", () => {
    expect(planPrerequisites(machine({ keyTools: false, apt: true }))).toEqual([
      { kind: "apt", packages: ["openssl", "openssh-client"], why: expect.stringContaining("ssh-keygen") },
    ]);
    expect(planPrerequisites(machine({ keyTools: false }))).toEqual([
      { kind: "missing", what: "openssl and ssh-keygen", how: expect.stringContaining("openssh-client") },
    ]);
  });

  it("installs curl, Debian's gist command (gist-paste) and the GitHub CLI (gh) with apt, or names them without it", () => {
    expect(planPrerequisites(machine({ curl: false, gistPaste: false, githubCli: false, apt: true }))).toEqual([
      { kind: "apt", packages: ["curl", "gist", "gh"], why: expect.stringMatching(/gist-paste.*\bgh\b/) },
    ]);
    expect(planPrerequisites(machine({ curl: false, gistPaste: false, githubCli: false }))).toEqual([
      { kind: "missing", what: "curl", how: expect.stringContaining("apt-get install curl") },
      { kind: "missing", what: "gist-paste", how: expect.stringContaining("apt-get install gist") },
      { kind: "missing", what: "gh", how: expect.stringContaining("apt-get install gh") },
    ]);
  });
});
