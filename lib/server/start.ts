import { createServer } from "node:http";
import { join } from "node:path";
import next from "next";
import { servedOverHttps } from "../auth/cookies";
import { relatePastesWith } from "../changes/announce";
import { listenForChanges } from "../changes/listen";
import { schedulePurge } from "../auth/purge";
import { setDatabase } from "../db/client";
import { isDatabaseUnavailable } from "../db/driver-errors";
import { EmbeddedPostgresError } from "../db/embedded-postgres";
import { DatabaseLockedError } from "../db/lock";
import type { Database } from "../db/engines";
import { openConfiguredDatabase } from "../db/open";
import { env, type Env, InvalidEnvError, parseEnv } from "../core/env";
import { projectDir } from "../core/project-dir";
import { logger, requestLineLogger } from "../core/logger";
import { reloadInstanceSettings } from "../instance-settings/resolver";
import { countActivePastesWith, metrics } from "../metrics/registry";
import { loadRouteLabeler } from "../metrics/route-label";
import { startExpirySweeper } from "../pastes/expiry";
import { pruneGitRepositories, removeRepositoriesWithTheirPastes } from "../pastes/git-repository-lifecycle";
import { countActivePastes } from "../pastes/queries";
import { relatedPastesOf } from "../pastes/forks";
import { renderFirstViewsWith } from "../pastes/first-views";
import { sharedPageReader } from "../pastes/page-viewer";
import { closeRateLimits, rateLimits } from "../rate-limit/budgets";
import { closeSpentChallenges, connectSpentChallenges } from "../captcha/spent";
import { limitPages } from "../rate-limit/pages";
import { stopRendering } from "../render/render";
import { scheduleBackups } from "./backup-schedule";
import { capConnectionsPerAddress } from "./connection-cap";
import { ReadBodyCache } from "../api/read-body-cache";
import { answerCommandLinePost } from "./curl-door";
import { withDirectRoutes } from "./direct-routes";
import { withGitRoutes } from "./git-routes";
import { firstViewRenderer, pageFetcher } from "./first-views";
import { withRenderGate } from "./render-gate";
import { loadPageMatcher } from "./page-routes";
import { withOperations } from "./pipeline";
import { ResponseCache } from "./response-cache";
import { DiskTier } from "./response-cache-disk";
import { instrumentRequests } from "./request-log";
import { loadOrCreateSecret } from "../core/data-secrets";
import { serverTimeouts } from "./timeouts";
import { secondFactorGate } from "./second-factor-gate";

// The server: validate settings, open the database and apply migrations, then serve Next.js on
// PORT. Stops cleanly on SIGTERM/SIGINT. `npm start` runs it compiled, as a child process of its
// launcher (launch.mjs, which builds first on a fresh checkout and restarts it when it dies:
// supervisor.mjs); `npm run dev` runs this file under tsx with --dev.

const dev = process.argv.includes("--dev");
/** Versions that may wait for their page to be rendered ahead of their first view (first-views.ts). */
const FIRST_VIEWS_QUEUED = 8;

async function main(): Promise<void> {
  // The generated secret is handed over as if it had been configured, before the settings are
  // read: env() reads them once for the whole process, the route bundles' copy of lib/ included.
  process.env.AUTH_SECRET ??= loadOrCreateSecret(parseEnv(process.env).dataDir, "auth-secret");
  const settings = env();
  const log = logger();

  // next-auth builds provider callback URLs from NEXTAUTH_URL, or from the Host header when told
  // to trust it; PUBLIC_URL is the configured answer.
  if (settings.PUBLIC_URL) process.env.NEXTAUTH_URL ??= `${settings.PUBLIC_URL.replace(/\/$/, "")}/api/auth`;
  else process.env.AUTH_TRUST_HOST ??= "true";

  const { database, applied } = await openConfiguredDatabase(settings);
  log.info({ engine: database.kind, applied }, "database ready");
  const stopPurge = schedulePurge(settings.AUTH_PURGE_INTERVAL_SECONDS);
  const stopBackups = backupsOf(settings, database);
  // Created here, before Next.js loads the routes, so the routes use this process's instances.
  if (settings.METRICS_ENABLED) {
    countActivePastesWith(countActivePastes);
    metrics();
  }
  // The admins' overrides of the environment (lib/instance-settings), read before the first request:
  // the rate limits built next, and the pages that cannot wait for them, start with them.
  await reloadInstanceSettings();
  rateLimits();
  void connectSpentChallenges();
  // A paste's change reaches the cached pages of its forks and origin (lib/pastes/forks.ts).
  relatePastesWith(relatedPastesOf);
  const stopExpirySweeper = startExpirySweeper();
  // A paste's git repository goes with the paste; what went while the server was down goes now.
  removeRepositoriesWithTheirPastes();
  void pruneGitRepositories().catch((error: unknown) => log.warn({ err: error }, "could not prune the git repositories"));
  // Other instances on the same PostgreSQL server announce their writes there, and so does the
  // admin command beside a server on the embedded database (through its socket).
  const stopListening = database.url ? listenForChanges(database.url) : async () => {};

  // The response cache's long tail, in files of this process's own (response-cache-disk.ts).
  const diskTier =
    settings.RESPONSE_CACHE_BYTES > 0 && settings.RESPONSE_CACHE_DISK_BYTES > 0
      ? new DiskTier(join(settings.dataDir, "response-cache"), settings.RESPONSE_CACHE_DISK_BYTES)
      : undefined;

  const app = next({ dev, dir: projectDir, hostname: settings.HOST, port: settings.PORT });
  await app.prepare();
  const nextHandler = app.getRequestHandler();
  const readBodies = settings.READ_BODY_CACHE_BYTES > 0 ? new ReadBodyCache(settings.READ_BODY_CACHE_BYTES) : undefined;
  const responseCache =
    settings.RESPONSE_CACHE_BYTES > 0
      ? new ResponseCache({ maxBytes: settings.RESPONSE_CACHE_BYTES, ttlSeconds: settings.RESPONSE_CACHE_TTL_SECONDS, disk: diskTier })
      : undefined;
  const gatedNext = withRenderGate(
    nextHandler,
    { concurrency: settings.PAGE_RENDERS_AT_ONCE, queue: settings.PAGE_RENDER_QUEUE, perClient: settings.PAGE_RENDERS_PER_CLIENT },
    {
      // A page has the whole request's time; one that outlives it gives its place back.
      ms: settings.REQUEST_TIMEOUT_SECONDS * 1000,
      outlived: (path) => log.warn({ path }, "a page render outlived the request timeout; its place was given back"),
    },
  );
  const pages = loadPageMatcher(projectDir, settings.NEXT_DIST_DIR);
  // Development answers as production does, the direct routes included (their reads are this
  // process's lib/, so a change to them needs `npm run dev` started again); only the pages are not
  // gated there, where Next.js compiles each on its first request.
  const handler = withOperations(withDirectRoutes(dev ? nextHandler : gatedNext, { cache: readBodies }), {
    trustedProxyHops: settings.TRUST_PROXY,
    security: { https: servedOverHttps(settings.PUBLIC_URL), dev },
    metrics: settings.METRICS_ENABLED
      ? { token: settings.METRICS_TOKEN, label: loadRouteLabeler(projectDir, settings.NEXT_DIST_DIR) }
      : undefined,
    responseCache,
    sharedPageReaders: responseCache && sharedPageReader,
    limitPages: limitPages(pages),
    pages,
    requireSecondFactor: secondFactorGate(settings.REQUIRE_2FA),
    commandLinePosts: answerCommandLinePost,
  });
  // `git clone <site>/<id>.git` (git-routes.ts) is git's protocol, answered by git before the
  // pipeline, whose page rules (cross-site form posts, page limits) are not about it.
  const answer = instrumentRequests(withGitRoutes(handler, { trustedProxyHops: settings.TRUST_PROXY }), requestLineLogger());
  const server = createServer(serverTimeouts(settings), (req, res) => void answer(req, res));
  capConnectionsPerAddress(server, settings.MAX_CONNECTIONS_PER_ADDRESS);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(settings.PORT, settings.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : settings.PORT;
  log.info({ port, engine: database.kind }, `listening on http://localhost:${port}`);
  // A version's page rendered when it is written, for the response cache to keep (first-views.ts).
  if (responseCache) {
    renderFirstViewsWith(
      firstViewRenderer({
        perSecond: settings.FIRST_VIEW_RENDERS_PER_SECOND,
        queued: FIRST_VIEWS_QUEUED,
        busy: dev ? () => false : gatedNext.busy,
        fetchPage: pageFetcher(settings.HOST, port),
      }),
    );
  }
  // The launcher, which started this process with an IPC channel, learns the port (PORT=0 leaves
  // it to the system to choose) and passes it on to whoever started it so (the server tests).
  process.send?.({ listening: port });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    // What the shutdown still waits for: named when it has to be cut short.
    const pending = new Set<string>(["open connections"]);
    const forced = setTimeout(() => {
      log.error({ waitingFor: [...pending] }, "shutting down took longer than 10 s: exiting anyway");
      process.exit(1);
    }, 10_000);
    forced.unref();
    stopPurge();
    stopExpirySweeper();
    renderFirstViewsWith(undefined);
    // close() stops accepting and drops the idle keep-alive connections once; a connection busy
    // with a request becomes idle when its response is sent, so keep dropping those, and ask
    // clients sending more on an open connection to go elsewhere (Connection: close).
    server.on("request", (_request, response) => response.setHeader("Connection", "close"));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const dropIdle = setInterval(() => server.closeIdleConnections(), 100);
    await closed;
    clearInterval(dropIdle);
    pending.delete("open connections");
    // A step that fails is logged and does not skip the others; the exit code tells of it.
    let failed = false;
    const step = async (name: string, work: () => Promise<void>) => {
      pending.add(name);
      try {
        await work();
      } catch (error) {
        failed = true;
        log.error({ err: error }, `shutting down: stopping ${name} failed`);
      } finally {
        pending.delete(name);
      }
    };
    // No request is left: these are independent, so stopped together (under load, one after
    // another they added up towards the forced exit).
    await Promise.all([
      step("Next.js", () => app.close()),
      step("the rate limits", closeRateLimits),
      step("the spent captcha challenges", closeSpentChallenges),
      step("the render threads", stopRendering),
      step("the change notifications", stopListening),
      step("the scheduled backups", stopBackups),
    ]);
    diskTier?.close();
    setDatabase(undefined);
    await step("the database", () => database.close());
    process.exit(failed ? 1 : 0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  // Started by `npm start`'s launcher (supervisor.mjs), over an IPC channel: once the launcher is
  // gone (killed with -9), nothing would stop or restart this server, which stops too.
  if (process.connected) process.once("disconnect", () => void stop("the launcher is gone"));
}

/** BACKUP_SCHEDULE's backups (backup-schedule.ts), when set; the function stops them. */
function backupsOf(settings: Env, database: Database): () => Promise<void> {
  if (!settings.BACKUP_SCHEDULE) return async () => {};
  if (!database.url) {
    // Only the tests' in-memory engine has no server to back up.
    logger().warn("BACKUP_SCHEDULE is set, but this database engine has no server to back up: no backups are made");
    return async () => {};
  }
  return scheduleBackups(database.url, {
    time: settings.BACKUP_SCHEDULE,
    keep: settings.BACKUP_KEEP,
    key: settings.BACKUP_KEY,
    dir: join(settings.dataDir, "backups"),
  });
}

main().catch((error: unknown) => {
  if (error instanceof InvalidEnvError || error instanceof DatabaseLockedError || error instanceof EmbeddedPostgresError) {
    console.error(error.message);
  } else if (isDatabaseUnavailable(error)) {
    // One line for the supervisor's log, which will start the server again.
    const reason = error instanceof Error ? error.message.trim().split("\n").at(-1) : String(error);
    console.error(`The server could not start: the database cannot be reached (${reason}).`);
  } else {
    console.error("The server could not start:", error);
  }
  process.exit(1);
});
