import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

// Journeys run in real Chromium against the production build, started by `npm start` on a fresh
// embedded database (or on E2E_DATABASE_URL's PostgreSQL database when set).
//
// They run on two instances of the service at once, one browser each: a spec runs after the
// specs before it in its own instance only, so journeys that change what every page shows (an
// announcement, closed registration, the approved pictures of the accessibility sweep, which runs
// first on a fresh instance) keep the order they have always had; the journeys take 10 minutes
// instead of 14 (both cores busy).
// The split is by measured time (CI's log, 2026-11-27); a new spec goes to the second instance.
// On E2E_DATABASE_URL there is one database, so one instance runs every spec in turn.
const projectDir = fileURLToPath(new URL("../", import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3210);
const FIRST_INSTANCE_SPECS = [
  "a11y-sweep",
  "site-pages",
  "paste-page",
  "profile",
  "auth-oidc",
  "announcements",
  "account",
  "rich-views",
  "secret-scan",
  "embed",
  "newcomer-details",
  "compare",
  "foundation",
].map((name) => `**/${name}.spec.ts`);
const debianChromium = "/usr/bin/chromium";
const oneDatabase = Boolean(process.env.E2E_DATABASE_URL);

// E2E_PORT + 1 is the end-to-end encryption journey's own instance (e2e/end-to-end-encryption.spec.ts).
const instances = oneDatabase
  ? [{ name: "chromium", port, testMatch: "**/*.spec.ts", testIgnore: [] as string[] }]
  : [
      { name: "chromium", port, testMatch: FIRST_INSTANCE_SPECS, testIgnore: [] as string[] },
      { name: "chromium-second-instance", port: port + 2, testMatch: "**/*.spec.ts", testIgnore: FIRST_INSTANCE_SPECS },
    ];
const urlOf = (instancePort: number) => `http://127.0.0.1:${instancePort}`;

export default defineConfig({
  testDir: ".",
  outputDir: join(projectDir, "test-results"),
  fullyParallel: false,
  workers: instances.length,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"], ["html", { outputFolder: join(projectDir, "playwright-report"), open: "never" }]],
  // The approved pictures' names predate the second instance: the same names whichever runs them.
  snapshotPathTemplate: "{testDir}/{testFilePath}-snapshots/{arg}-chromium-{platform}{ext}",
  use: {
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  projects: instances.map(({ name, port: instancePort, testMatch, testIgnore }) => ({
    name,
    testMatch,
    testIgnore,
    workers: 1,
    use: {
      ...devices["Desktop Chrome"],
      baseURL: urlOf(instancePort),
      launchOptions: {
        // Debian's Chromium where present (offline machines); Playwright's own browser otherwise.
        executablePath: existsSync(debianChromium) ? debianChromium : undefined,
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
        ],
      },
    },
  })),
  webServer: instances.map(({ port: instancePort }) => ({
    command: "npm start",
    cwd: projectDir,
    url: `${urlOf(instancePort)}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(instancePort),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "myst-e2e-")),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      LOG_LEVEL: "warn",
      NEXT_TELEMETRY_DISABLED: "1",
      // The announcement journey signs up this name to act as an admin (e2e/announcements.spec.ts).
      ADMIN_USERNAMES: "e2e-admin",
      // Every journey comes from 127.0.0.1: limits stay on (their headers are checked) but
      // roomy enough for the whole suite (lib/rate-limit is tested with small budgets).
      RATE_LIMIT_READ_PER_MINUTE: "100000",
      RATE_LIMIT_WRITE_PER_MINUTE: "100000",
      RATE_LIMIT_MISS_PER_MINUTE: "100000",
      RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: "1000",
      RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: "1000",
      RATE_LIMIT_SIGNUPS_PER_HOUR: "1000",
      // The languages journey reads the pages in the pseudo-locale (e2e/languages.spec.ts).
      PSEUDO_LOCALE: "true",
    },
  })),
});
