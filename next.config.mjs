import createNextIntlPlugin from "next-intl/plugin";

// Settings are validated by lib/core/env.ts when the server starts (lib/server/start.ts), before
// Next.js loads this file; nothing here depends on them, so builds need no configuration.

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets two builds (say, a test run and a dev checkout) live side by side; .next by default.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // The custom server compresses (lib/server/compression.ts), after it has filled the rendered
  // code into the pages; compressed here, the pages could not be completed.
  compress: false,
  // `npm run typecheck` checks types (tests included) before any build in `npm test`; the
  // build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Route code is loaded when a route is first asked for, not all of it at start: a server that
  // never serves the admin or settings pages does not hold them in memory (issue 14, memory).
  experimental: { preloadEntriesOnStart: false },
  // Profiles live at /~:username, which no folder name can express next to the root's [pasteId]
  // segment; they are served by app/profile/[username]. A `~` that a client percent-encodes
  // is matched too (sources match without regard to case).
  // Announcements moved from the settings to the admin pages (issue 43): old links and
  // bookmarks land there for good (308).
  async redirects() {
    return [{ source: "/settings/announcements", destination: "/admin/announcements", permanent: true }];
  },
  // An image of a pasty's code is /:pasteId/:pastyId.png; its route lives under image/ so that any
  // other second segment still meets the site's not-found page, not the image route's JSON 404.
  async rewrites() {
    return [
      { source: "/~:username", destination: "/profile/:username" },
      { source: "/%7E:username", destination: "/profile/:username" },
      { source: "/:pasteId/:pastyImage([^/]+\\.png)", destination: "/:pasteId/image/:pastyImage" },
    ];
  },
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

// The pages' languages (issue 45) without i18n routing: the locale is the reader's, never in the URL.
const withNextIntl = createNextIntlPlugin("./lib/settings/intl-request.ts");

export default withNextIntl(nextConfig);
