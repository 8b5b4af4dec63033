import { resolve } from "node:path";
import { z } from "zod";
import { processSingleton } from "./process-state";

// The only reader of process.env. Every setting is validated once; a bad value stops
// start-up with a message that names it.

/**
 * The database pool's size unless DATABASE_POOL_SIZE says otherwise: 8 connections held the bench's
 * flood of writes as fast as node-postgres's 10, with ~10 MB less of PostgreSQL's memory; 5 had
 * writes wait past the pool's connection timeout (docs/develop/benchmarks.md, "Peak memory").
 */
export const DEFAULT_DATABASE_POOL_SIZE = 8;

const booleanSetting = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /**
   * The most connections the server's pool opens to the database at once; each is a PostgreSQL
   * process of 5–7 MB while it is open (docs/operate/database.md, Memory).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_DATABASE_POOL_SIZE),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Where this instance's source code is (the footer links it; the About page by default). */
  SOURCE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The operator's terms and privacy notice (the footer links it; the About page by default). */
  LEGAL_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Where the production build lives (read by next.config.mjs too). */
  NEXT_DIST_DIR: z.string().min(1).default(".next"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Largest accepted request body, in bytes (pastes carry up to MAX_PASTE_BYTES of content). */
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(3 * 1024 * 1024),
  MAX_PASTE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  AUTH_LOCAL: booleanSetting.default(true),
  /** Login providers: each is on when its client id and secret (and issuer, for OIDC) are set. */
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITLAB_CLIENT_ID: z.string().optional(),
  GITLAB_CLIENT_SECRET: z.string().optional(),
  /** A self-hosted GitLab; gitlab.com by default. */
  GITLAB_URL: z.url({ protocol: /^https?$/ }).default("https://gitlab.com"),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** The provider's name on the login page. */
  OIDC_NAME: z.string().min(1).default("OpenID Connect"),
  /** How often expired access tokens and sessions are purged, in seconds. */
  AUTH_PURGE_INTERVAL_SECONDS: z.coerce.number().int().positive().default(3600),
  /**
   * Rate limits (lib/rate-limit): requests per minute per client address and per access token,
   * one budget each for reads, writes and not-found answers; 0 turns a budget off.
   */
  RATE_LIMIT_ENABLED: booleanSetting.default(true),
  RATE_LIMIT_READ_PER_MINUTE: z.coerce.number().int().min(0).default(300),
  RATE_LIMIT_WRITE_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  RATE_LIMIT_MISS_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  /** Failed password logins allowed per username and address, and per address, in the window. */
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(0).default(10),
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(0).default(50),
  RATE_LIMIT_LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /**
   * Key derivations of encrypted pastes (lib/pastes/key-derivation.ts): how many run at once
   * (default: one less than the cores, at least one), how many may wait (more: 503), and how
   * many one client may have running or waiting (more: 429).
   */
  KDF_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  KDF_QUEUE: z.coerce.number().int().min(0).default(16),
  KDF_PER_CLIENT: z.coerce.number().int().min(1).default(2),
  /** Accounts one address may create per hour with the sign-up form. */
  RATE_LIMIT_SIGNUPS_PER_HOUR: z.coerce.number().int().min(0).default(10),
  /** Reports of pastes (lib/moderation) per client address per hour, and per paste per hour. */
  RATE_LIMIT_REPORTS_PER_HOUR: z.coerce.number().int().min(0).default(10),
  RATE_LIMIT_REPORTS_PER_PASTE_PER_HOUR: z.coerce.number().int().min(0).default(50),
  /**
   * Quarantines a paste by itself once this many distinct reporters reported it within
   * REPORT_AUTO_QUARANTINE_HOURS, until an admin decides (lib/moderation/auto-quarantine.ts); 0 = off.
   */
  REPORT_AUTO_QUARANTINE: z.coerce.number().int().min(0).default(0),
  REPORT_AUTO_QUARANTINE_HOURS: z.coerce.number().int().positive().default(24),
  /**
   * How many days an owner's deleted paste waits in their recycle bin before it is deleted for good
   * (lib/pastes/recycle-bin.ts); 0 = no bin, deleting is final. At most ten years.
   */
  RECYCLE_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Where new reports and automatic quarantines are posted as signed JSON (lib/moderation/webhook.ts). */
  MODERATION_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The webhook's HMAC-SHA256 key, at least 32 characters; required with MODERATION_WEBHOOK_URL. */
  MODERATION_WEBHOOK_SECRET: z.string().min(32).optional(),
  /**
   * Who may create an account (lib/auth/registration.ts): anyone (open), whoever holds an
   * invitation an admin made (invite), nobody (closed; admins still create accounts with the
   * command line). Existing accounts sign in whatever the mode.
   */
  REGISTRATION: z.enum(["open", "invite", "closed"]).default("open"),
  /**
   * Who must have a second factor (lib/auth/second-factor/required.ts): nobody (off), admins
   * (before any admin page or admin API), or every account (before anything but setting one up
   * and signing out). Accounts without one are sent to set one up.
   */
  REQUIRE_2FA: z.enum(["off", "admins", "all"]).default("off"),
  /**
   * Who must solve a proof-of-work challenge (lib/captcha) before a create or a report: nobody
   * (off), anonymous callers of Myst's own doors (anonymous: the v3 API, the editor, the report
   * dialog), or anonymous callers of every door, the older APIs too (all). Signed-in users and
   * access tokens never are. `off` by default: published PasteMyst clients keep working unchanged.
   */
  CAPTCHA: z.enum(["off", "anonymous", "all"]).default("off"),
  /** Shares rate-limit budgets (and spent captcha challenges) between instances; memory of this process when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  /**
   * How many reverse proxies in front of the service to believe in X-Forwarded-For: `false`/0
   * (default: the socket's address is the client), `true` (= 1) or a number of hops.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+)$/, "must be true, false or a number of proxy hops")
    .default("false")
    .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value))),
  /** Open connections one client address may hold at once (lib/server/connection-cap.ts); 0 = no cap. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(256),
  /**
   * Pages Next.js renders at once (those the response cache does not hold), how many more may
   * wait their turn, and how many of those one client may hold (lib/server/render-gate.ts).
   */
  PAGE_RENDERS_AT_ONCE: z.coerce.number().int().min(1).max(256).default(4),
  PAGE_RENDER_QUEUE: z.coerce.number().int().min(0).default(512),
  PAGE_RENDERS_PER_CLIENT: z.coerce.number().int().min(1).default(48),
  /**
   * Pages of versions just written rendered ahead of their first reader, at most, a second on
   * average (lib/server/first-views.ts); 0 = none is.
   */
  FIRST_VIEW_RENDERS_PER_SECOND: z.coerce.number().min(0).max(1000).default(4),
  /**
   * Offers the pseudo-locale (English accented and a third longer, lib/i18n/pseudo.ts) to the
   * language switcher: for the journeys that look for text left untranslated, never for people.
   */
  PSEUDO_LOCALE: booleanSetting.default(false),
  /** Time allowed to receive a whole request (headers and body), and its headers alone. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(60),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(20),
  /**
   * Backups the server makes by itself (lib/server/backup-schedule.ts): `daily HH:MM`, in UTC,
   * into DATA_DIR/backups, keeping the newest BACKUP_KEEP; unset = none. BACKUP_KEY encrypts them
   * (and those of `npm run admin -- backup`), and is what a restore of them needs.
   */
  BACKUP_SCHEDULE: z
    .string()
    .regex(/^daily ([01]\d|2[0-3]):[0-5]\d$/, 'must be "daily HH:MM" (a time of day in UTC, e.g. "daily 03:30")')
    .transform((value) => {
      const [hour, minute] = value.slice("daily ".length).split(":").map(Number);
      return { hour: hour!, minute: minute! };
    })
    .optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10000).default(7),
  BACKUP_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  /** Prometheus metrics at /metrics; with METRICS_TOKEN set, only for `Authorization: Bearer <token>`. */
  METRICS_ENABLED: booleanSetting.default(false),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /**
   * Rendering of user content (lib/render): threads (default: one less than the cores, at least
   * one), the most CPU time a job may use, the most a reader's job may wait while no thread
   * takes a job, the most text of write-time renders that may wait, each thread's heap, the
   * sizes above which a pasty is shown as plain text instead of highlighted or rendered as
   * Markdown, and the in-memory cache of rendered HTML in front of the stored renderings (a share
   * of CACHE_MEMORY_MB unless set).
   */
  RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  RENDER_DEADLINE_MS: z.coerce.number().int().min(50).default(750),
  RENDER_QUEUE_WAIT_MS: z.coerce.number().int().min(100).default(5000),
  // About a minute of highlighting under a flood of writes: a deeper backlog kept texts in memory
  // (36 MB more at the bench's peak) for versions whose first readers came before their turn.
  RENDER_BACKLOG_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(8 * 1024 * 1024),
  RENDER_THREAD_MEMORY_MB: z.coerce.number().int().min(32).default(192),
  HIGHLIGHT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(512 * 1024),
  MARKDOWN_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(256 * 1024),
  RENDER_CACHE_BYTES: z.coerce.number().int().min(0).optional(),
  /**
   * Secret scanning of pastes before they are published (lib/secrets): `warn` answers writes with
   * what was found, `refuse` also refuses to publish a public paste that holds a secret (422),
   * `off` does not scan.
   */
  SECRET_SCAN: z.enum(["off", "warn", "refuse"]).default("warn"),
  /** The most review comments one paste takes (lib/comments); more answer 409. */
  MAX_COMMENTS_PER_PASTE: z.coerce.number().int().min(0).default(500),
  /** The most share links one paste has (lib/share-links), used-up and expired ones too; more answer 409. */
  MAX_SHARE_LINKS_PER_PASTE: z.coerce.number().int().min(0).default(100),
  /**
   * A paste's kept history (lib/pastes/history-bound.ts): the newest edits, at most this many, and
   * at most this many bytes of their snapshots together; an edit past either folds the oldest away.
   * The newest edit is always kept, so the version before the last edit can be seen and restored.
   */
  MAX_EDITS_PER_PASTE: z.coerce.number().int().min(1).default(100),
  MAX_HISTORY_BYTES_PER_PASTE: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024 * 1024),
  /**
   * The memory of the in-memory caches together, in MB: each cache whose own *_BYTES setting is
   * not given gets its share (CACHE_SHARES). A bigger host raises this one number.
   */
  CACHE_MEMORY_MB: z.coerce.number().int().min(0).default(48),
  /**
   * The response cache of the custom server for anonymous reads of public pastes (0 = off; a
   * share of CACHE_MEMORY_MB unless set), and the longest an entry is kept (relative times on
   * pages, expiry of announcements).
   */
  RESPONSE_CACHE_BYTES: z.coerce.number().int().min(0).optional(),
  RESPONSE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Its second tier, files under DATA_DIR/response-cache for the long tail (0 = off). */
  RESPONSE_CACHE_DISK_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(1024 * 1024 * 1024),
  /**
   * The encoded bodies of API and raw reads of public pastes, for readers with a token too
   * (lib/api/read-body-cache.ts; 0 = off; a share of CACHE_MEMORY_MB unless set).
   */
  READ_BODY_CACHE_BYTES: z.coerce.number().int().min(0).optional(),
  ADMIN_USERNAMES: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    ),
});

/**
 * How the caches share CACHE_MEMORY_MB: most to the response cache, whose misses cost a page
 * render; the render and read body caches have the stored renderings and one statement behind
 * them. Their hit rates are still to be measured in the bench (docs/develop/benchmarks.md).
 */
export const CACHE_SHARES = { RESPONSE_CACHE_BYTES: 4 / 6, RENDER_CACHE_BYTES: 1 / 6, READ_BODY_CACHE_BYTES: 1 / 6 } as const;

/** Settings that only make sense together, and the caches' sizes from their budget. */
const checkedEnvSchema = envSchema
  .superRefine((settings, context) => {
    if (settings.MODERATION_WEBHOOK_URL && !settings.MODERATION_WEBHOOK_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["MODERATION_WEBHOOK_SECRET"],
        message: "is required with MODERATION_WEBHOOK_URL (32 characters or more)",
      });
    }
  })
  .transform((settings) => {
    const share = (name: keyof typeof CACHE_SHARES) =>
      settings[name] ?? Math.floor(settings.CACHE_MEMORY_MB * CACHE_SHARES[name] * 1024 * 1024);
    return {
      ...settings,
      RESPONSE_CACHE_BYTES: share("RESPONSE_CACHE_BYTES"),
      RENDER_CACHE_BYTES: share("RENDER_CACHE_BYTES"),
      READ_BODY_CACHE_BYTES: share("READ_BODY_CACHE_BYTES"),
    };
  });

export type Env = z.output<typeof checkedEnvSchema> & { dataDir: string };

export class InvalidEnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = checkedEnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new InvalidEnvError(`Invalid configuration: ${problems.join("; ")}`);
  }
  return { ...result.data, dataDir: resolve(result.data.DATA_DIR) };
}

/** The settings, read from the environment once per process. */
export function env(): Env {
  return processSingleton("env", () => parseEnv(process.env));
}
