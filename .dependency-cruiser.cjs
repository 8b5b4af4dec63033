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
//
// Two more rules hold the structure (docs/develop/architecture.md, "Structure that holds itself"):
// - no cycles, between folders (`no-folder-cycles`) or between files (`no-circular`);
// - the database is called from a feature's queries.ts / mutations.ts / data.ts (and lib/db), not
//   from anywhere (`db-from-data-files`).
// Each has an allowlist below of what was there when the rule came (issue 42). The lists may only
// shrink: lib/testing/code-checks.test.ts fails when an entry no longer exists, so it is struck
// off, and nothing may be added to them (break the cycle, or move the statement, instead).

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
  "captcha",
  "i18n",
  "instance-settings",
]);
const identity = layer(["auth", "users", "settings", "avatars"]);
const content = layer([
  "end-to-end",
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
  "gists",
  "recycle-bin",
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
  "app/api/v3/gists/test-client",
  "lib/server/response-cache-writes",
];
const tests = `(\\.(test|server-test)\\.tsx?|-suite\\.ts)$|^e2e/|^(${testSupport.join("|")})\\.ts$`;

// Cycles between folders that were there when the rule came, each one line why it is still there.
// A cycle is its folders in order (each imports the next, the last the first); its imports are
// allowed only as part of it. Remove an entry once its cycle is broken (the check test says so).
const folderCycleAllowlist = [
  {
    cycle: ["lib/secrets", "lib/render"],
    reason:
      "render threads run the secret scan (render-worker.mjs) and the scanner sends big texts to them; hand the off-thread scan to lib/secrets at start",
  },
  {
    cycle: ["lib/auth", "lib/users"],
    reason:
      "users ask auth who the caller is; auth creates accounts (users/create.ts) and answers UserDto: move account creation and the DTO down",
  },
  {
    cycle: ["lib/auth", "lib/settings"],
    reason: "settings use the caller and its cookies; auth's purge ends settings' browser sessions: move browser sessions into auth",
  },
  { cycle: ["lib/users", "lib/settings"], reason: "the data export reads settings' schema; settings' OpenAPI uses users' schemas" },
  { cycle: ["lib/users", "lib/avatars"], reason: "users' writes change the avatar; avatars answer UserDto and use users' OpenAPI schemas" },
  {
    cycle: ["lib/users", "lib/auth/second-factor", "lib/auth"],
    reason: "deleting and renaming an account ask for a recent second factor (auth/second-factor/recent.ts), which is auth's",
  },
  {
    cycle: ["lib/avatars", "lib/auth", "lib/users"],
    reason: "avatars ask auth who the caller is; the rest is auth ↔ users and users ↔ avatars above",
  },
  {
    cycle: ["lib/pastes", "lib/comments"],
    reason: "the paste page loader (pastes/page.ts) shows the comments; move the page's assembly above both features",
  },
  {
    cycle: ["components/paste", "components/moderation"],
    reason: "the paste view holds the report and moderation controls, which reuse the paste's parts; not looked at yet",
  },
  {
    cycle: ["components/paste", "components/comments"],
    reason: "the paste view holds the comments, which reuse the paste's parts; not looked at yet",
  },
];

// Files that call the database outside a feature's queries.ts / mutations.ts / data.ts when the
// rule came, grouped by why. Move their statements into the feature's data files, and strike them off.
const databaseCallAllowlist = [
  {
    reason: "auth keeps each sign-in flow's statements beside its checks (sessions, tokens, passkeys, second factors): no queries.ts yet",
    files: [
      "lib/auth/local.ts",
      "lib/auth/passkeys/challenges.ts",
      "lib/auth/passkeys/passkey-sign-in.ts",
      "lib/auth/passkeys/passkeys.ts",
      "lib/auth/provider-login.ts",
      "lib/auth/registration.ts",
      "lib/auth/second-factor/own-second-factors.ts",
      "lib/auth/second-factor/pending-sign-in.ts",
      "lib/auth/second-factor/recent.ts",
      "lib/auth/second-factor/recovery-codes.ts",
      "lib/auth/second-factor/reset.ts",
      "lib/auth/second-factor/second-factors.ts",
      "lib/auth/second-factor/second-step.ts",
      "lib/auth/second-factor/totp.ts",
      "lib/auth/session-list.ts",
      "lib/auth/sessions.ts",
      "lib/auth/sign-in-history.ts",
      "lib/auth/sign-in.ts",
      "lib/auth/tokens.ts",
    ],
  },
  {
    reason: "account and settings writes run in one transaction with their checks (create, rename, delete, export, settings)",
    files: [
      "lib/users/create.ts",
      "lib/users/delete.ts",
      "lib/users/export-rows.ts",
      "lib/users/export.ts",
      "lib/users/rename.ts",
      "lib/settings/browser-sessions.ts",
      "lib/settings/settings.ts",
      "lib/settings/stored-settings.ts",
      "lib/settings/user-settings.ts",
      "lib/legacy/users.ts",
    ],
  },
  {
    reason: "each moderation action and admin list is its own file with its statements: no queries.ts / mutations.ts split yet",
    files: [
      "lib/moderation/admin-pastes.ts",
      "lib/moderation/admin-rights.ts",
      "lib/moderation/admin-users.ts",
      "lib/moderation/audit-log.ts",
      "lib/moderation/auto-quarantine.ts",
      "lib/moderation/decisions.ts",
      "lib/moderation/disable-user.ts",
      "lib/moderation/instance-stats.ts",
      "lib/moderation/queue.ts",
      "lib/moderation/reports.ts",
      "lib/site/stats.ts",
    ],
  },
  {
    reason:
      "paste writes and reads beside mutations.ts / queries.ts (toggles, forks, edits, expiry, git repositories, blocked content, e2e check)",
    files: [
      "lib/pastes/blocked-content.ts",
      "lib/pastes/edits.ts",
      "lib/pastes/end-to-end.ts",
      "lib/pastes/expiry.ts",
      "lib/pastes/forks.ts",
      "lib/pastes/git-repository-lifecycle.ts",
      "lib/pastes/git-repository.ts",
      "lib/pastes/page-viewer.ts",
      "lib/pastes/shared.ts",
      "lib/pastes/toggles.ts",
    ],
  },
  {
    reason: "access checks that read the row they decide on",
    files: ["lib/comments/access.ts", "lib/share-links/access.ts"],
  },
  {
    reason: "paste lists and search build their SQL beside the list they page through",
    files: [
      "lib/profiles/profile-pastes.ts",
      "lib/profiles/starred-pastes.ts",
      "lib/search/explore-page.ts",
      "lib/search/explore.ts",
      "lib/search/search.ts",
    ],
  },
  {
    reason:
      "platform code whose job is a statement: the change feed's NOTIFY, the rendered-markup store; and the server setting the database at start",
    files: ["lib/changes/announce.ts", "lib/render/stored-markup.ts", "lib/server/start.ts"],
  },
];

const everyLayer = [core, platform, identity, content, delivery, tooling].join("|");

/** A rule: code of `from` (tests aside) must not import `to`. */
const forbid = (name, comment, from, to, alsoAllowed = []) => ({
  name,
  comment,
  severity: "error",
  from: { path: from, pathNot: [tests, ...alsoAllowed] },
  to: { path: to },
});

/** The allowed edges of the allowlisted cycles, by the folder they start from. */
const allowedCycleEdges = new Map();
for (const { cycle } of folderCycleAllowlist) {
  cycle.forEach((from, index) => {
    const to = cycle[(index + 1) % cycle.length];
    allowedCycleEdges.set(from, [...(allowedCycleEdges.get(from) ?? []), to]);
  });
}
const exactly = (paths) => `^(${paths.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`;
const noFolderCycles = {
  name: "no-folder-cycles",
  comment: "Folders import each other one way: a cycle between folders (through any of their files) fails. Tests are not cruised.",
  severity: "error",
  scope: "folder",
};
const folderCycleRules = [
  { ...noFolderCycles, from: { pathNot: exactly([...allowedCycleEdges.keys()]) }, to: { circular: true } },
  ...[...allowedCycleEdges].map(([from, to]) => ({
    ...noFolderCycles,
    from: { path: exactly([from]) },
    to: { circular: true, pathNot: exactly(to) },
  })),
];
const databaseClient = "^lib/db/client\\.ts$";
const databaseCallers = [
  "(^|/)(queries|mutations|data)\\.ts$",
  "^lib/db/",
  "^lib/(testing|cli|bench)/",
  ...databaseCallAllowlist.flatMap(({ files }) => files).map((file) => exactly([file])),
];

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
    ...folderCycleRules,
    {
      name: "no-circular",
      comment: "Files import each other one way: a cycle between files fails.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    forbid(
      "db-from-data-files",
      "The database is called from a feature's queries.ts / mutations.ts / data.ts and lib/db (tests and tooling too), not from anywhere.",
      `^(app|components|lib)/`,
      databaseClient,
      databaseCallers,
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Tests are not cruised: every rule lets them import anything, and their imports (of lib/testing,
    // and of the features a test drives) would make cycles between folders that are not the code's.
    exclude: { path: [tests, "^(node_modules|\\.next[^/]*|lib/db/generated)/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] },
  },
};

// For lib/testing/code-checks.test.ts (which checks that every entry still exists); not enumerable,
// as dependency-cruiser accepts no other keys in its configuration.
Object.defineProperty(module.exports, "allowlists", { value: { folderCycleAllowlist, databaseCallAllowlist }, enumerable: false });
