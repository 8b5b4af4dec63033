import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { START_SCRIPT } from "../../lib/server/start-flags";

const projectDir = fileURLToPath(new URL("../../", import.meta.url));

/**
 * A second instance of the service, from the same build, on a port and an embedded database of
 * its own: for journeys that need settings the main e2e server does not have (a sign-in provider,
 * CAPTCHA=anonymous), a restart, or everything it wrote (its database, its output) to themselves.
 */
export class OwnInstance {
  readonly url: string;
  /** Everything it printed, both streams, since it was first started. */
  output = "";
  private app: ChildProcess | undefined;
  // Made when first asked for, not when the spec file is loaded (Playwright loads it to list its tests).
  private madeDataDir: string | undefined;

  constructor(
    private readonly port: number,
    private readonly settings: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Its data directory (its embedded database's files and logs among them). */
  get dataDir(): string {
    this.madeDataDir ??= mkdtempSync(join(tmpdir(), "myst-e2e-instance-"));
    return this.madeDataDir;
  }

  /** Starts it (again, after stop()) and waits until it answers. */
  async start(): Promise<void> {
    const app = spawn(process.execPath, [START_SCRIPT], {
      cwd: projectDir,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: "127.0.0.1",
        DATA_DIR: this.dataDir,
        DATABASE_URL: "",
        NEXT_TELEMETRY_DISABLED: "1",
        ...this.settings,
      },
    });
    this.app = app;
    for (const stream of [app.stdout, app.stderr]) stream.on("data", (chunk: Buffer) => (this.output += chunk.toString("utf8")));
    const deadline = Date.now() + 280_000;
    while (!(await this.answers())) {
      if (app.exitCode !== null) throw new Error(`the service exited with code ${app.exitCode}:\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`${this.url} did not come up in time`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  /** Stops it as its operator would (SIGTERM) and waits until it has. */
  async stop(): Promise<void> {
    const app = this.app;
    if (!app || app.exitCode !== null) return;
    const exited = new Promise((resolve) => app.once("exit", resolve));
    app.kill("SIGTERM");
    await exited;
  }

  /** Stops it and removes its data. */
  async remove(): Promise<void> {
    await this.stop();
    if (this.madeDataDir) rmSync(this.madeDataDir, { recursive: true, force: true });
  }

  private answers(): Promise<boolean> {
    return fetch(`${this.url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
  }
}
