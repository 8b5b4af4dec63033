// What the tests need outside node_modules, and how to get it on this machine: `redis-server`
// (the shared rate-limit tests start their own), `openssl` and `ssh-keygen` (the secret
// scanner's tests make private keys with them), a Chromium for the browser journeys and, for the
// `git` (the server serves `git clone` with it, and its test clones), `curl` (the command line's
// recipes are run with it), Debian's `gist` command (`gist-paste`) and the GitHub CLI (`gh`),
// Gist clients nobody here wrote, which the Gist-compatible API's tests run, and, for the
// PostgreSQL pass (TEST_DATABASE_URL) only, PostgreSQL's server binaries (its outage test starts
// a cluster of its own; the embedded database's binaries come from npm). The decision is a
// function of what was found (tested on its own); prerequisites-cli.ts looks and acts, so
// `npm ci && npm test` is all a newcomer runs.

export interface Findings {
  /** `redis-server` is on PATH. */
  redis: boolean;
  /** `openssl` and `ssh-keygen` are on PATH. */
  keyTools: boolean;
  /** `git` is on PATH. */
  git: boolean;
  /** `curl` is on PATH. */
  curl: boolean;
  /** Debian's `gist` command, installed as `gist-paste`, is on PATH. */
  gistPaste: boolean;
  /** The GitHub CLI, `gh`, is on PATH. */
  githubCli: boolean;
  /** Debian's Chromium (/usr/bin/chromium), which the journeys use when present. */
  debianChromium: boolean;
  /** apt-get is here and may be run: as root, or through sudo without a password. */
  apt: boolean;
  /** apt offers a `chromium` package (Debian does; Ubuntu has only a snap stub of another name). */
  aptChromium: boolean;
  /** TEST_DATABASE_URL is set: the PostgreSQL pass, whose outage test needs initdb and pg_ctl. */
  postgresPass: boolean;
  /** initdb and pg_ctl were found (PG_BIN, PATH, /usr/lib/postgresql). */
  postgresBinaries: boolean;
}

export type Step =
  | { kind: "apt"; packages: string[]; why: string }
  | { kind: "playwright-chromium"; withDeps: boolean; why: string }
  | { kind: "missing"; what: string; how: string };

/** What to do so that every test can run: nothing when all is there. */
export function planPrerequisites(found: Findings): Step[] {
  const steps: Step[] = [];
  const packages: string[] = [];
  const why: string[] = [];
  if (!found.redis) {
    if (found.apt) {
      packages.push("redis-server");
      why.push("redis-server for the shared rate-limit tests");
    } else {
      steps.push({
        kind: "missing",
        what: "redis-server",
        how: "install Redis (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis)",
      });
    }
  }
  if (!found.keyTools) {
    if (found.apt) {
      packages.push("openssl", "openssh-client");
      why.push("openssl and ssh-keygen for the secret scanner's key tests");
    } else {
      steps.push({
        kind: "missing",
        what: "openssl and ssh-keygen",
        how: "install them (Debian/Ubuntu: sudo apt-get install openssl openssh-client)",
      });
    }
  }
  if (!found.git) {
    if (found.apt) {
      packages.push("git");
      why.push("git for git clone of pastes");
    } else {
      steps.push({ kind: "missing", what: "git", how: "install git (Debian/Ubuntu: sudo apt-get install git)" });
    }
  }
  if (!found.curl) {
    if (found.apt) {
      packages.push("curl");
      why.push("curl for the command line's recipes");
    } else {
      steps.push({ kind: "missing", what: "curl", how: "install curl (Debian/Ubuntu: sudo apt-get install curl; macOS has it)" });
    }
  }
  if (!found.gistPaste) {
    if (found.apt) {
      packages.push("gist");
      why.push("gist-paste for the Gist-compatible API's tests");
    } else {
      steps.push({
        kind: "missing",
        what: "gist-paste",
        how: "install Debian's gist package (sudo apt-get install gist), whose command is gist-paste; elsewhere `gem install gist` and put a gist-paste link to it on PATH",
      });
    }
  }
  if (!found.githubCli) {
    if (found.apt) {
      packages.push("gh");
      why.push("gh for the command line's GitHub CLI recipes");
    } else {
      steps.push({
        kind: "missing",
        what: "gh",
        how: "install the GitHub CLI (Debian/Ubuntu: sudo apt-get install gh; elsewhere: https://cli.github.com)",
      });
    }
  }
  if (!found.debianChromium) {
    if (found.apt && found.aptChromium) {
      packages.push("chromium");
      why.push("Chromium for the browser journeys");
    } else {
      // Playwright's own build, which Playwright fetches only when the revision this version
      // drives is not downloaded yet (a cache of another version's does not do). With apt at
      // hand (Ubuntu), also the system libraries it needs.
      steps.push({ kind: "playwright-chromium", withDeps: found.apt, why: "Chromium for the browser journeys (Playwright's own build)" });
    }
  }
  if (found.postgresPass && !found.postgresBinaries) {
    if (found.apt) {
      packages.push("postgresql");
      why.push("initdb and pg_ctl for the PostgreSQL pass's outage test");
    } else {
      steps.push({
        kind: "missing",
        what: "initdb and pg_ctl",
        how: "install PostgreSQL's server package, or set PG_BIN to the directory that holds them",
      });
    }
  }
  if (packages.length > 0) steps.unshift({ kind: "apt", packages, why: why.join("; ") });
  return steps;
}
