import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

// Journeys run in real Chromium against the production build, started by `npm start` on a fresh
// embedded database (or on E2E_DATABASE_URL's PostgreSQL database when set).
const projectDir = fileURLToPath(new URL("../", import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "myst-e2e-"));
const debianChromium = "/usr/bin/chromium";

export default defineConfig({
  testDir: ".",
  outputDir: join(projectDir, "test-results"),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"], ["html", { outputFolder: join(projectDir, "playwright-report"), open: "never" }]],
  use: {
    baseURL,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
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
    },
  ],
  webServer: {
    command: "npm start",
    cwd: projectDir,
    url: `${baseURL}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
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
  },
});
