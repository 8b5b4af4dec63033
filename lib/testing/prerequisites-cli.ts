import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { type Findings, planPrerequisites } from "./prerequisites";

// `npm test`'s first step (package.json "pretest"): finds what the tests need outside
// node_modules, installs what is missing the way this machine allows (Debian packages as root,
// Playwright's browser otherwise), and says what it found and did. Stops with a message naming
// what it could not get.

const onPath = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

function playwrightChromiumInstalled(): boolean {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), ".cache", "ms-playwright");
  return existsSync(cache) && readdirSync(cache).some((name) => name.startsWith("chromium"));
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`  $ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
}

const found: Findings = {
  redis: onPath("redis-server"),
  keyTools: onPath("openssl") && onPath("ssh-keygen"),
  debianChromium: existsSync("/usr/bin/chromium"),
  playwrightChromium: playwrightChromiumInstalled(),
  apt: process.getuid?.() === 0 && onPath("apt-get"),
};
console.log(
  `test prerequisites: redis-server ${found.redis ? "found" : "missing"}; openssl and ssh-keygen ${found.keyTools ? "found" : "missing"}; Chromium ${
    found.debianChromium ? "found (/usr/bin/chromium)" : found.playwrightChromium ? "found (Playwright's)" : "missing"
  }`,
);
const steps = planPrerequisites(found);
const missing: string[] = [];
for (const step of steps) {
  if (step.kind === "apt") {
    console.log(`installing ${step.packages.join(", ")} with apt-get (${step.why})`);
    const quiet = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    run("apt-get", ["update", "-qq"], quiet);
    run("apt-get", ["install", "-y", "-qq", ...step.packages], quiet);
  } else if (step.kind === "playwright-chromium") {
    console.log(`installing ${step.why}`);
    run("npx", ["playwright", "install", "chromium"]);
  } else {
    missing.push(`${step.what}: ${step.how}`);
  }
}
if (missing.length > 0) {
  console.error(`The tests need what is not on this machine and cannot be installed from here:\n  ${missing.join("\n  ")}`);
  process.exit(1);
}
console.log(steps.length === 0 ? "test prerequisites: nothing to install" : "test prerequisites: installed");
