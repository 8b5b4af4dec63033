import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

// A throw-away redis-server for tests (no persistence, loopback, a free port). Needs
// `redis-server` on PATH (Debian: apt-get install redis-server; .ci/run installs it) and fails
// with that message when it is missing.

export interface RedisTestServer {
  url: string;
  port: number;
  /** kill -9; resolves once it has exited. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function startRedisTestServer(): Promise<RedisTestServer> {
  const port = await freePort();
  const child: ChildProcess = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`redis-server could not be started (apt-get install redis-server): ${error.message}`));
    });
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
}
