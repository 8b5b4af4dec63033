// Settings are validated by lib/env.ts when the server starts (lib/server/start.ts), before
// Next.js loads this file; nothing here depends on them, so builds need no configuration.

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets two builds (say, a test run and a dev checkout) live side by side; .next by default.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // `npm run typecheck` checks types (tests included) before any build in `npm test`; the
  // build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Loaded from node_modules at run time rather than bundled: native or WASM pieces, and the
  // database drivers whose single instance the server entry point shares with the routes.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "@prisma/schema-engine-wasm",
    "pg",
    "pino",
    "@node-rs/argon2",
    "@vscode/vscode-languagedetection",
  ],
};

export default nextConfig;
