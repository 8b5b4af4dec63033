import { resolve } from "node:path";
import { z } from "zod";

// The only reader of process.env. Every setting is validated once; a bad value stops
// start-up with a message that names it.

const booleanSetting = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Where the production build lives (read by next.config.mjs too). */
  NEXT_DIST_DIR: z.string().min(1).default(".next"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Largest accepted request body, in bytes (pastes carry up to MAX_PASTE_BYTES of content). */
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(3 * 1024 * 1024),
  MAX_PASTE_BYTES: z.coerce.number().int().positive().default(2 * 1024 * 1024),
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

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export class InvalidEnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new InvalidEnvError(`Invalid configuration: ${problems.join("; ")}`);
  }
  return { ...result.data, dataDir: resolve(result.data.DATA_DIR) };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
