import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { workerEntryPoints } from "../server/server-bundle.mjs";

const projectDir = fileURLToPath(new URL("../../", import.meta.url));

export interface CompiledScripts {
  /** The JavaScript file of each entry, to run as `node <file>`. */
  files: Record<string, string>;
  dispose(): void;
}

/**
 * TypeScript scripts a test runs as processes many times, compiled once with esbuild (as the
 * server's build does, lib/server/server-bundle.mjs) rather than by tsx at every start: a start
 * under tsx took about a second more. The output stays inside the project (node_modules/.cache),
 * so the packages it leaves to node_modules resolve and lib/core/project-dir.ts finds the project.
 */
export async function compileScripts(entries: Record<string, string>): Promise<CompiledScripts> {
  const cacheDir = join(projectDir, "node_modules/.cache");
  mkdirSync(cacheDir, { recursive: true });
  const outdir = mkdtempSync(join(cacheDir, "myst-test-scripts-"));
  const esbuild = await import("esbuild");
  await esbuild.build({
    // The worker threads' scripts beside them, where the compiled code looks for them (the
    // migration thread of a first start, say).
    entryPoints: {
      ...Object.fromEntries(Object.entries(entries).map(([name, script]) => [name, join(projectDir, script)])),
      ...workerEntryPoints(),
    },
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    outExtension: { ".js": ".mjs" },
    target: "node24",
    packages: "external",
    keepNames: true,
    logLevel: "warning",
  });
  return {
    files: Object.fromEntries(Object.keys(entries).map((name) => [name, join(outdir, `${name}.mjs`)])),
    dispose: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
