import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's folder: the nearest one above this module that holds next.config.mjs. Found by
 * walking up, not by a fixed "../../", because lib/ runs from folders of different depths: its
 * sources under tsx (development, tests, the CLI), the compiled server in the build folder
 * (`npm start`, lib/server/build-server.mjs) and Next.js's route bundles. The marker is Next.js's
 * configuration rather than package.json, which Next.js also writes into its build folder.
 */
export const projectDir = findProjectDir(dirname(fileURLToPath(import.meta.url)));

function findProjectDir(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "next.config.mjs"))) return dir;
    if (dirname(dir) === dir) throw new Error(`No next.config.mjs in ${from} or any folder above it`);
  }
}
