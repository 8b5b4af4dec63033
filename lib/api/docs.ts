import { readFileSync } from "node:fs";
import { join } from "node:path";
import { processSingleton } from "../core/process-state";

// The API reference page (/api/docs) runs Scalar's browser build, served from this instance
// (no CDN: the page's Content-Security-Policy allows only this origin and nonced scripts).

// Read from node_modules of the directory the server runs in (npm start, the Docker image):
// the bundler would turn require.resolve into a module id, and bundling 4 MB of browser code
// into the server is pointless.
const scalarPackage = join("node_modules", "@scalar", "api-reference");

// Scalar draws the reference's content in a <main> of its own, and no option turns it off; the
// site's layout already has the page's <main> (app/(site)/layout.tsx), and a main inside a main is
// two main landmarks (axe: landmark-main-is-top-level, landmark-no-duplicate-main). The served
// build draws a <section> there instead: with Scalar's aria-label it is a named region, a
// landmark allowed inside main. Scalar styles it by its class, not by the element. The pattern is
// its compiled render call (`I` is whatever the minifier named Vue's createElementVNode);
// lib/api/docs.test.ts fails when a new Scalar version no longer matches it.
const SCALAR_MAIN = /(\b[\w$]+\()`main`(,\{"aria-label":[^;]{0,300}?class:`references-rendered`)/g;
const PATCH_VERSION = "section-1";

/** Scalar's browser build with its content in a <section>, not a second <main>. */
export function withoutNestedMain(source: string): string {
  return source.replace(SCALAR_MAIN, "$1`section`$2");
}

/** Scalar's package version and this patch's: the served build's ETag and its URL's `v`. */
export function scalarVersion(): string {
  return processSingleton("scalarVersion", () => {
    const { version: scalar } = JSON.parse(readFileSync(join(process.cwd(), scalarPackage, "package.json"), "utf8")) as { version: string };
    return `scalar-${scalar}-${PATCH_VERSION}`;
  });
}

/**
 * Scalar's standalone browser build as served (withoutNestedMain), and its version
 * (scalarVersion). The page asks for it with the version in the URL (scalarScriptUrl): it is
 * cached as immutable, and a new Scalar or a new patch must not meet a year-old copy.
 */
export function scalarBundle(): { version: string; body: Uint8Array<ArrayBuffer> } {
  return processSingleton("scalarBundle", () => {
    const source = withoutNestedMain(readFileSync(join(process.cwd(), scalarPackage, "dist", "browser", "standalone.js"), "utf8"));
    return { version: scalarVersion(), body: new Uint8Array(Buffer.from(source, "utf8")) };
  });
}

/** Where the page loads Scalar's build from. */
export function scalarScriptUrl(): string {
  return `/api/docs/scalar.js?v=${encodeURIComponent(scalarVersion())}`;
}

// Scalar's languages (its snippet targets) and, for the three kept, their other clients: the
// reference shows a request as curl, JavaScript's fetch and Python's requests, what a reader of
// this API has at hand, instead of a box of thirty libraries.
const snippetTargets = [
  "c",
  "clojure",
  "csharp",
  "dart",
  "fsharp",
  "go",
  "http",
  "java",
  "julia",
  "kotlin",
  "node",
  "objc",
  "ocaml",
  "php",
  "powershell",
  "r",
  "ruby",
  "rust",
  "swift",
] as const;
export const hiddenClients = {
  ...Object.fromEntries(snippetTargets.map((target) => [target, true])),
  shell: ["httpie", "wget"],
  js: ["axios", "jquery", "ofetch", "xhr"],
  python: ["python3", "aiohttp", "httpx_sync", "httpx_async"],
};

/**
 * Scalar's settings: the document of this instance, no fonts or telemetry from elsewhere, none
 * of the hosted product's controls (its AI agent, MCP, the toolbar with Deploy, Share and
 * Configure, the developer tools: they are shown on localhost, i.e. to anyone self-hosting), curl
 * and fetch examples, and no light/dark switch of its own: the page sets Scalar's mode from the
 * site's theme in the browser (components/api-docs/api-reference.tsx). Its own search is hidden:
 * its Ctrl K would open beside the site's command palette, which owns that key on every page;
 * the sidebar lists every operation.
 */
export function scalarConfiguration(): Record<string, unknown> {
  return {
    url: "/api/v3/openapi.json",
    withDefaultFonts: false,
    telemetry: false,
    hideClientButton: true,
    showToolbar: "never",
    showDeveloperTools: "never",
    agent: { disabled: true },
    mcp: { disabled: true },
    hideSearch: true,
    hideDarkModeToggle: true,
    hiddenClients,
    defaultHttpClient: { targetKey: "shell", clientKey: "curl" },
  };
}
