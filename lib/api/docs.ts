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

/**
 * Scalar's settings: the document of this instance, no fonts or telemetry from elsewhere, and
 * the light or dark look of the reader's theme (undefined: follow the system, as Scalar does).
 */
export function scalarConfiguration(dark: boolean | undefined): Record<string, unknown> {
  return {
    url: "/api/v3/openapi.json",
    withDefaultFonts: false,
    telemetry: false,
    hideClientButton: true,
    ...(dark === undefined ? {} : { forceDarkModeState: dark ? "dark" : "light", hideDarkModeToggle: true }),
  };
}
