import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The script `npm start` runs: the compiled server, built first when missing (launch.mjs). */
export const START_SCRIPT = "lib/server/launch.mjs";

/**
 * The node flags of package.json's start script (`exec node <flags> lib/server/launch.mjs`: the
 * shell npm runs it in becomes node, so npm's SIGTERM reaches the server), so that the benchmark
 * and the server tests run the server exactly as `npm start` does.
 */
export function startScriptNodeFlags(projectDir: string): string[] {
  const start = (JSON.parse(readFileSync(join(projectDir, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;
  const flags = /^exec node((?: --[\w-]+(?:=\S+)?)*) (\S+)$/.exec(start);
  if (flags?.[2] !== START_SCRIPT) throw new Error(`package.json's start script is not "exec node <flags> ${START_SCRIPT}": ${start}`);
  return flags[1]!.trim().split(/\s+/).filter(Boolean);
}
