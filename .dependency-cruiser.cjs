// How the code is layered, and the one place that says so (docs/develop/architecture.md draws it).
// `npm run check:layers` fails on any import that runs against it; tests and tooling may import
// anything, since they exist to reach into every layer.
//
//   app/ ──► components/ ──► lib: delivery ──► content features ──► identity features ──► platform ──► core
//
// - core: settings, errors, ids, logging, units; imports nothing else of lib/.
// - platform: what any feature may use and that knows no feature (database, change feed, audit log, metrics,
//   highlighting and rendering, secret scanning, rate limits, HTTP primitives, OpenAPI helpers,
//   the language list). Where it needs feature behaviour, the server hands it over at start.
// - identity features: who is asking and what they chose (auth, users, settings, avatars).
// - content features: pastes and everything about them; may use identity, never the reverse.
// - delivery: the doors (the API route wrapper and document, the custom server, the MCP endpoint); may use all.
// - tooling: testing, bench, cli; nothing but tests and tooling imports it.

const layer = (folders) => `^lib/(${folders.join("|")})/`;
const core = layer(["core"]);
const platform = layer([
  "db",
  "changes",
  "metrics",
  "highlight",
  "render",
  "secrets",
  "rate-limit",
  "http",
  "openapi",
  "languages",
  "audit",
]);
const identity = layer(["auth", "users", "settings", "avatars"]);
const content = layer([
  "e2e",
  "pastes",
  "comments",
  "share-links",
  "search",
  "legacy",
  "editor",
  "embed",
  "site",
  "announcements",
  "profiles",
  "moderation",
]);
const delivery = layer(["api", "server", "mcp"]);
const tooling = layer(["testing", "bench", "cli"]);
// Tests, and the modules only tests use that sit beside the routes they drive.
const testSupport = [
  "app/authorization-matrix",
  "app/api/fuzz-routes",
  "app/api/fuzz-inputs",
  "app/api/v3/pastes/test-client",
  "app/api/v3/pastes/comments-test-client",
];
const tests = `(\\.(test|server-test)\\.tsx?|-suite\\.ts)$|^e2e/|^(${testSupport.join("|")})\\.ts$`;
const everyLayer = [core, platform, identity, content, delivery, tooling].join("|");

/** A rule: code of `from` (tests aside) must not import `to`. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: "error", from: { path: from, pathNot: tests }, to: { path: to } });

module.exports = {
  forbidden: [
    forbid("core-imports-nothing", "lib/core is the floor: it imports nothing else of lib/.", core, `^lib/(?!core/)`),
    forbid(
      "platform-knows-no-feature",
      "Platform code knows no feature and no door; a feature's behaviour is handed to it at start.",
      platform,
      [identity, content, delivery].join("|"),
    ),
    forbid(
      "identity-above-content",
      "Identity features never use content features (content uses identity).",
      identity,
      [content, delivery].join("|"),
    ),
    forbid("features-below-doors", "Features never use the doors (the route wrapper, the custom server).", content, delivery),
    forbid("lib-below-ui", "lib/ decides; it never imports pages or components.", `^lib/(?!(testing|bench|cli)/)`, "^(app|components)/"),
    forbid("components-below-pages", "Components never import pages or route handlers.", "^components/", "^app/"),
    forbid(
      "tooling-only-for-tests",
      "Tests, the benchmark and the command line are not part of the running service.",
      `^(app|components)/|${[core, platform, identity, content, delivery].join("|")}`,
      tooling,
    ),
    {
      name: "every-file-in-a-layer",
      comment: "A lib/ file lives in a folder of a named layer (add a new folder to its layer above).",
      severity: "error",
      from: { path: "^lib/", pathNot: everyLayer },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next[^/]*|lib/db/generated)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] },
  },
};
