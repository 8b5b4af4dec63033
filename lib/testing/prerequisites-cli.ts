import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { type Findings, planPrerequisites } from "./prerequisites";
import { findPostgresBin } from "./postgres-cluster";

// `npm test`'s first step (package.json "pretest"): finds what the tests need outside
// node_modules, installs what is missing the way this machine allows (Debian packages as root
// or through passwordless sudo, Playwright's browser otherwise), and says what it found and did.
// Stops with a message naming what it could not get.

const onPath = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
const isRoot = process.getuid?.() === 0;
const asRoot = (argv: string[]) => (isRoot ? argv : ["sudo", "-n", ...argv]);

function run(argv: string[]): void {
  console.log(`  $ ${argv.join(" ")}`);
  const [command, ...args] = argv as [string, ...string[]];
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`test prerequisites: ${argv.join(" ")} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`})`);
    process.exit(1);
  }
}

const aptGet = (...args: string[]) => asRoot(["env", "DEBIAN_FRONTEND=noninteractive", "apt-get", ...args]);
const postgresBin = findPostgresBin();
const found: Findings = {
  redis: onPath("redis-server"),
  keyTools: onPath("openssl") && onPath("ssh-keygen"),
  git: onPath("git"),
  curl: onPath("curl"),
  gistPaste: onPath("gist-paste"),
  githubCli: onPath("gh"),
  debianChromium: existsSync("/usr/bin/chromium"),
  apt: onPath("apt-get") && (isRoot || (onPath("sudo") && spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0)),
  aptChromium: false,
  postgresPass: Boolean(process.env.TEST_DATABASE_URL),
  postgresBinaries: postgresBin !== undefined,
};
console.log(
  `test prerequisites: redis-server ${found.redis ? "found" : "missing"}; openssl and ssh-keygen ${found.keyTools ? "found" : "missing"}; git ${found.git ? "found" : "missing"}; curl ${found.curl ? "found" : "missing"}; gist-paste ${found.gistPaste ? "found" : "missing"}; gh ${found.githubCli ? "found" : "missing"}; Chromium ${
    found.debianChromium ? "found (/usr/bin/chromium)" : "from Playwright unless apt-get can install Debian's"
  }${found.postgresPass ? `; initdb and pg_ctl ${postgresBin ? `found (${postgresBin})` : "missing"}` : ""}`,
);
let aptListsRead = false;
if (found.apt && !found.debianChromium) {
  // A fresh container has no package lists: what apt offers is known only after an update.
  console.log("reading apt's package lists, to see whether it offers Debian's Chromium");
  run(aptGet("update", "-qq"));
  aptListsRead = true;
  const policy = spawnSync("apt-cache", ["policy", "chromium"], { encoding: "utf8" }).stdout ?? "";
  found.aptChromium = /Candidate: (?!\(none\))\S/.test(policy);
}
const steps = planPrerequisites(found);
const missing: string[] = [];
for (const step of steps) {
  if (step.kind === "apt") {
    console.log(`installing ${step.packages.join(", ")} with apt-get (${step.why})`);
    if (!aptListsRead) run(aptGet("update", "-qq"));
    run(aptGet("install", "-y", "-qq", ...step.packages));
  } else if (step.kind === "playwright-chromium") {
    console.log(`getting ${step.why}; Playwright downloads only what is not there yet`);
    run(["npx", "playwright", "install", ...(step.withDeps ? ["--with-deps"] : []), "chromium"]);
  } else {
    missing.push(`${step.what}: ${step.how}`);
  }
}
if (missing.length > 0) {
  console.error(`The tests need what is not on this machine and cannot be installed from here:\n  ${missing.join("\n  ")}`);
  process.exit(1);
}
console.log(steps.length === 0 ? "test prerequisites: nothing to install" : "test prerequisites: installed");
