// Where the compiled server lives, and how it is made: shared by the build (build-server.mjs),
// the launcher (launch.mjs) and the server tests' set-up. Plain JavaScript: it runs before any
// TypeScript is compiled.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const projectDir = join(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The compiled server of a Next.js build folder (NEXT_DIST_DIR, as next.config.mjs and
 * lib/core/env.ts name it): kept inside it, so a clean or another build folder takes it along.
 * @param {string} [distDirName]
 */
export function serverBuild(distDirName = process.env.NEXT_DIST_DIR || ".next") {
  const distDir = join(projectDir, distDirName);
  const outdir = join(distDir, "myst-server");
  const entry = join(outdir, "start.mjs");
  // Which Next.js build the server was compiled beside: a `next build` alone makes it stale.
  const nextBuildId = join(distDir, "BUILD_ID");
  const serverBuildId = join(outdir, "BUILD_ID");
  return {
    /** The compiled server's entry module. */
    entry,
    hasNextBuild: () => existsSync(nextBuildId),
    /** Compiled beside the Next.js build that is there now. */
    isCurrent: () =>
      existsSync(entry) && existsSync(serverBuildId) && readFileSync(serverBuildId, "utf8") === readFileSync(nextBuildId, "utf8"),
    /**
     * Compiles lib/server/start.ts and the lib/ code it imports into one ES module (plus a chunk
     * per module it loads lazily), and the worker threads' scripts, with every package left to
     * node_modules.
     */
    async build() {
      const esbuild = await import("esbuild");
      await esbuild.build({
        // The worker threads' scripts beside it: the code starts them as `new URL("./…", import.meta.url)`,
        // the form Next.js's bundler also understands (it emits them with its route bundles).
        entryPoints: { start: join(projectDir, "lib/server/start.ts"), ...workerEntryPoints() },
        outdir,
        bundle: true,
        splitting: true,
        platform: "node",
        format: "esm",
        // .mjs: Next.js marks its build folder as CommonJS (a package.json of its own there).
        outExtension: { ".js": ".mjs" },
        target: "node24",
        packages: "external",
        // Maps beside the code, so stack traces can name the TypeScript sources when node runs with
        // --enable-source-maps (not by default: it holds every route bundle's map in memory, ~40 MB;
        // docs/operate/failure.md), and classes keep their names in logs.
        sourcemap: true,
        keepNames: true,
        logLevel: "warning",
        plugins: [exactPackageFiles],
      });
      writeFileSync(serverBuildId, readFileSync(nextBuildId, "utf8"));
    },
  };
}

/**
 * The worker threads' scripts, by the name lib/ starts them as (`new URL("./<name>.mjs",
 * import.meta.url)`): whatever compiles code that starts them puts them beside it.
 * @returns {Record<string, string>}
 */
export function workerEntryPoints() {
  return {
    "render-worker": join(projectDir, "lib/render/render-worker.mjs"),
    "detect-worker": join(projectDir, "lib/languages/detect-worker.mjs"),
    "migrate-worker": join(projectDir, "lib/db/migrate-worker.mjs"),
  };
}

/** `next build`, as npm run build runs it. */
export function buildNext() {
  const result = spawnSync(process.execPath, [join(projectDir, "node_modules/next/dist/bin/next"), "build"], {
    cwd: projectDir,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("The production build failed; see the output above.");
}

const requireFromProject = createRequire(join(projectDir, "package.json"));

/**
 * A package without an "exports" map imported by a path inside it without the file's extension
 * (next/headers, next/dist/compiled/compression) is found by CommonJS and tsx, but refused by
 * Node.js's ES module loader, which the compiled server runs under: such imports are given the
 * file they name, still inside node_modules.
 * @type {import("esbuild").Plugin}
 */
const exactPackageFiles = {
  name: "exact-package-files",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) => ({ path: exactPackageFile(path) ?? path, external: true }));
  },
};

/** @param {string} specifier @returns {string | undefined} */
function exactPackageFile(specifier) {
  const parts = specifier.split("/");
  const nameLength = specifier.startsWith("@") ? 2 : 1;
  if (parts.length <= nameLength) return undefined;
  const name = parts.slice(0, nameLength).join("/");
  try {
    const manifestPath = requireFromProject.resolve(`${name}/package.json`);
    /** @type {unknown} */
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    if (typeof manifest === "object" && manifest !== null && "exports" in manifest && manifest.exports) return undefined;
    const file = relative(dirname(manifestPath), requireFromProject.resolve(specifier));
    return `${name}/${file.split(sep).join("/")}`;
  } catch {
    // A built-in module (fs/promises) or a package whose exports hide its package.json.
    return undefined;
  }
}
