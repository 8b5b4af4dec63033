import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The node flags of package.json's start script (`node <flags> --import tsx lib/server/start.ts`),
 * so that the benchmark and the server tests run the server exactly as `npm start` does.
 */
export function startScriptNodeFlags(projectDir: string): string[] {
  const start = (JSON.parse(readFileSync(join(projectDir, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;
  const flags = /^node((?: --[\w-]+(?:=\S+)?)*) --import tsx /.exec(start);
  if (!flags) throw new Error(`package.json's start script is not "node <flags> --import tsx …": ${start}`);
  return flags[1]!.trim().split(/\s+/).filter(Boolean);
}
