// What the tests need outside node_modules, and how to get it on this machine: `redis-server`
// (the shared rate-limit tests start their own), `openssl` and `ssh-keygen` (the secret scanner's
// tests make private keys with them) and a Chromium for the browser journeys. The
// decision is a function of what was found (tested on its own); prerequisites-cli.ts looks and
// acts, so `npm ci && npm test` is all a newcomer runs.

export interface Findings {
  /** `redis-server` is on PATH. */
  redis: boolean;
  /** `openssl` and `ssh-keygen` are on PATH. */
  keyTools: boolean;
  /** Debian's Chromium (/usr/bin/chromium), which the journeys use when present. */
  debianChromium: boolean;
  /** Playwright's own Chromium is downloaded already. */
  playwrightChromium: boolean;
  /** Running as root with apt-get: Debian packages can be installed. */
  apt: boolean;
}

export type Step =
  | { kind: "apt"; packages: string[]; why: string }
  | { kind: "playwright-chromium"; why: string }
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
      steps.push({ kind: "missing", what: "redis-server", how: "install Redis (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis)" });
    }
  }
  if (!found.keyTools) {
    if (found.apt) {
      packages.push("openssl", "openssh-client");
      why.push("openssl and ssh-keygen for the secret scanner's key tests");
    } else {
      steps.push({ kind: "missing", what: "openssl and ssh-keygen", how: "install them (Debian/Ubuntu: sudo apt-get install openssl openssh-client)" });
    }
  }
  if (!found.debianChromium && !found.playwrightChromium) {
    if (found.apt) {
      packages.push("chromium");
      why.push("Chromium for the browser journeys");
    } else {
      steps.push({ kind: "playwright-chromium", why: "Chromium for the browser journeys (Playwright's own build)" });
    }
  }
  if (packages.length > 0) steps.unshift({ kind: "apt", packages, why: why.join("; ") });
  return steps;
}
