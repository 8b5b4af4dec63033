import { readFileSync } from "node:fs";
import { join } from "node:path";

// The API reference page (/api/docs) runs Scalar's browser build, served from this instance
// (no CDN: the page's Content-Security-Policy allows only this origin and nonced scripts).

// Read from node_modules of the directory the server runs in (npm start, the Docker image):
// the bundler would turn require.resolve into a module id, and bundling 4 MB of browser code
// into the server is pointless.
const scalarPackage = join("node_modules", "@scalar", "api-reference");

let bundle: { version: string; body: Uint8Array<ArrayBuffer> } | undefined;

/** Scalar's standalone browser build and its package version (which names it in the URL's ETag). */
export function scalarBundle(): { version: string; body: Uint8Array<ArrayBuffer> } {
  if (!bundle) {
    const root = join(process.cwd(), scalarPackage);
    const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    bundle = { version: `scalar-${version}`, body: new Uint8Array(readFileSync(join(root, "dist", "browser", "standalone.js"))) };
  }
  return bundle;
}

// Scalar's languages (its snippet targets) and, for the two kept, their other clients: the
// reference shows a request as curl and as JavaScript's fetch, the two a reader of this API has
// at hand, instead of a box of thirty libraries.
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
  "python",
  "r",
  "ruby",
  "rust",
  "swift",
] as const;
const hiddenClients = {
  ...Object.fromEntries(snippetTargets.map((target) => [target, true])),
  shell: ["httpie", "wget"],
  js: ["axios", "jquery", "ofetch", "xhr"],
};

/**
 * Scalar's settings: the document of this instance, no fonts or telemetry from elsewhere, none
 * of the hosted product's controls (its AI agent, MCP, the toolbar with Deploy, Share and
 * Configure, the developer tools: they are shown on localhost, i.e. to anyone self-hosting), curl
 * and fetch examples, and the light or dark look of the reader's theme (undefined: follow the
 * system, as Scalar does). Its own search is hidden: its Ctrl K would open beside the site's
 * command palette, which owns that key on every page; the sidebar lists every operation.
 */
export function scalarConfiguration(dark: boolean | undefined): Record<string, unknown> {
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
    hiddenClients,
    defaultHttpClient: { targetKey: "shell", clientKey: "curl" },
    ...(dark === undefined ? {} : { forceDarkModeState: dark ? "dark" : "light", hideDarkModeToggle: true }),
  };
}
