import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { type Scope, scopes } from "../auth/caller";
import { passwordSchema, scopeSchema } from "../auth/schema";
import { createInvitationInputSchema } from "../auth/invitation-schema";
import { createInvitationBy, invitationPath } from "../auth/registration";
import { resetSecondFactors } from "../auth/second-factor/reset";
import { createAccessToken } from "../auth/tokens";
import { writeBackup } from "../db/backup/backup";
import { BackupError } from "../db/backup/errors";
import { restoreToDataDir, restoreToServer } from "../db/backup/restore";
import { backupFileName } from "../db/backup/schedule";
import { setDatabase } from "../db/client";
import type { Database } from "../db/engines";
import { EmbeddedPostgresError } from "../db/embedded-postgres";
import { DatabaseLockedError } from "../db/lock";
import { openDatabaseForCommand } from "../db/open";
import { env, InvalidEnvError } from "../core/env";
import { AppError, badRequest, notFound } from "../core/errors";
import { expiresInSchema } from "../core/expires-in";
import { formatBytes } from "../core/units";
import { describeZodError } from "../http/error-response";
import { disableUser, enableUser, type ModerationActor } from "../moderation/disable-user";
import { setAdminRight } from "../moderation/admin-rights";
import { createUser } from "../users/create";
import { deleteUserFromCommandLine } from "../users/delete";
import { findUserByUsername } from "../users/queries";
import { usernameSchema } from "../users/username";

// `npm run admin -- <command>`: account administration on the configured database. Output is
// made for scripts: the useful value (id, token) alone on the last line; errors are one line on
// stderr with a non-zero exit.

const usage = `Usage:
  npm run admin -- create-user <username> [--admin] [--password <password>]
  npm run admin -- create-token <username> --scopes <comma list> [--expires-in <value>] [--description <text>]
  npm run admin -- set-admin <username> [--off] [--note <why>]
  npm run admin -- disable <username> [--note <why>]
  npm run admin -- enable <username> [--note <why>]
  npm run admin -- delete-user <username> [--note <why>]
  npm run admin -- reset-2fa <username> [--note <why>]
  npm run admin -- create-invitation [--uses <n>] [--expires-in <value>]
  npm run admin -- backup [--to <path>]
  npm run admin -- restore <file>`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    admin: { type: "boolean", default: false },
    password: { type: "string" },
    scopes: { type: "string" },
    "expires-in": { type: "string", default: "never" },
    description: { type: "string" },
    off: { type: "boolean", default: false },
    note: { type: "string", default: "" },
    uses: { type: "string", default: "1" },
    to: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

const [command, username, ...extra] = positionals;

/** Who the audit log names for what this command does. */
const COMMAND_LINE: ModerationActor = { id: "cli", username: "command line" };

/** Work that opens what it needs itself: a restore writes into a database no one may have opened. */
interface OwnDatabaseWork {
  withoutOpening: () => Promise<string>;
}

/**
 * The command's work on the database, its arguments checked first: a mistake in them is told
 * at once, without starting (or reaching) the database. A string is the answer itself (usage).
 */
function commandWork(): string | (() => Promise<string>) | OwnDatabaseWork {
  if (values.help || !command) return usage;
  if (command === "create-invitation") return newInvitation();
  if (command === "backup") return newBackup();
  if (command === "restore") return restoreBackup();
  if (!username || extra.length > 0) throw badRequest(`Expected exactly one username.\n${usage}`);
  switch (command) {
    case "create-user": {
      usernameSchema.parse(username);
      if (values.password !== undefined) passwordSchema.parse(values.password);
      return async () => {
        const user = await createUser({ username, password: values.password, isAdmin: values.admin });
        return `Created user ${user.username}${user.isAdmin ? " (admin)" : ""}.\n${user.id}`;
      };
    }
    case "create-token": {
      const scopes = parseScopes(values.scopes ?? "");
      const expiresIn = expiresInSchema.safeParse(values["expires-in"]);
      if (!expiresIn.success) {
        throw badRequest(`--expires-in must be one of ${expiresInSchema.options.join(", ")}.`);
      }
      return async () => {
        const user = await userNamed(username);
        const token = await createAccessToken(user.id, { scopes, expiresIn: expiresIn.data, description: values.description });
        const expiry = token.expiresAt ? `expires ${token.expiresAt}` : "never expires";
        return `Created a token for ${user.username} with ${scopes.join(", ")}; it ${expiry}. It is shown only now:\n${token.accessToken}`;
      };
    }
    case "set-admin":
      return async () => {
        const user = await setAdminRight(COMMAND_LINE, username, !values.off, values.note);
        return `${user.username} is ${user.isAdmin ? "now an admin" : "no longer an admin"}.`;
      };
    // Like the accounts page's decisions, audited; a running server hears of each at once (lib/changes).
    case "disable":
      return async () => {
        const user = await userNamed(username);
        const { quarantinedPastes } = await disableUser(COMMAND_LINE, user.id, values.note);
        return `${user.username} can no longer sign in; ${pastes(quarantinedPastes)} quarantined.`;
      };
    case "enable":
      return async () => {
        const user = await userNamed(username);
        const { releasedPastes } = await enableUser(COMMAND_LINE, user.id, values.note);
        return `${user.username} can sign in again; ${pastes(releasedPastes)} released.`;
      };
    case "delete-user":
      return async () => {
        const user = await userNamed(username);
        await deleteUserFromCommandLine(COMMAND_LINE, user.username, values.note);
        return `Deleted ${user.username} and everything of theirs.`;
      };
    case "reset-2fa":
      return async () => {
        const user = await userNamed(username);
        const { removed } = await resetSecondFactors(COMMAND_LINE, user, values.note);
        return removed > 0
          ? `${user.username}'s second factors are removed; the password alone signs in until they set one up again.`
          : `${user.username} had no second factor; nothing changed but the audit log.`;
      };
    default:
      throw badRequest(`Unknown command "${command}".\n${usage}`);
  }
}

/** An invitation made from the command line (REGISTRATION=invite): its sign-up path, with the code, on the last line. */
function newInvitation(): () => Promise<string> {
  if (username) throw badRequest(`create-invitation takes no username.\n${usage}`);
  const input = createInvitationInputSchema.safeParse({ maxUses: Number(values.uses), expiresIn: values["expires-in"] });
  if (!input.success) {
    throw badRequest(`--uses must be a whole number from 1 to 1000, --expires-in one of ${expiresInSchema.options.join(", ")}.`);
  }
  return async () => {
    const invitation = await createInvitationBy(COMMAND_LINE.id, input.data);
    const expiry = invitation.expiresAt ? `until ${invitation.expiresAt}` : "with no expiry";
    const uses = `${invitation.maxUses} ${invitation.maxUses === 1 ? "account" : "accounts"}`;
    return `Created an invitation for ${uses}, ${expiry}. Its link (after your site's address) is shown only now:\n${invitationPath(invitation.code)}`;
  };
}

/**
 * A backup of the whole database (lib/db/backup), beside a running server too: to --to (a file,
 * or a folder to name one in), else DATA_DIR/backups. Its path alone on the last line.
 */
function newBackup(): () => Promise<string> {
  if (username) throw badRequest(`backup takes no argument but --to.\n${usage}`);
  return async () => {
    const settings = env();
    const key = settings.BACKUP_KEY;
    const fileName = backupFileName(new Date(), key !== undefined);
    const target = values.to ? resolve(values.to) : join(settings.dataDir, "backups", fileName);
    const path = values.to && existsSync(target) && statSync(target).isDirectory() ? join(target, fileName) : target;
    const url = database?.url;
    if (!url) throw badRequest("This database engine has no server to back up.");
    const written = await writeBackup(url, path, { key });
    const encrypted = key ? "encrypted with BACKUP_KEY" : "not encrypted (set BACKUP_KEY to encrypt)";
    return `Backed up ${written.tables} tables at migration ${written.migration}: ${formatBytes(written.bytes)}, ${encrypted}.\n${written.path}`;
  };
}

/** A backup restored into the configured database, which must be empty (lib/db/backup/restore.ts). */
function restoreBackup(): OwnDatabaseWork {
  if (!username || extra.length > 0) throw badRequest(`restore takes the backup file's path.\n${usage}`);
  const file = resolve(username);
  return {
    async withoutOpening() {
      const settings = env();
      const restored = settings.DATABASE_URL
        ? await restoreToServer(settings.DATABASE_URL, file, settings.BACKUP_KEY)
        : await restoreToDataDir(settings.dataDir, file, settings.BACKUP_KEY);
      return (
        `Restored ${restored.rows} rows in ${restored.tables} tables, at migration ${restored.migration}. ` +
        "Start the server: it applies the migrations newer than the backup's. Keep DATA_DIR/secrets (or AUTH_SECRET) with the backup: it is not in it."
      );
    },
  };
}

async function userNamed(username: string) {
  const user = await findUserByUsername(username);
  if (!user) throw notFound(`There is no user called "${username}".`);
  return user;
}

const pastes = (count: number) => `${count} ${count === 1 ? "paste was" : "pastes were"}`;

function parseScopes(list: string): Scope[] {
  const names = list
    .split(",")
    .map((scope) => scope.trim())
    .filter(Boolean);
  if (names.length === 0) throw badRequest(`--scopes needs at least one of ${scopes.join(", ")}.`);
  for (const name of names) {
    if (!scopeSchema.safeParse(name).success) throw badRequest(`Unknown scope "${name}"; scopes are ${scopes.join(", ")}.`);
  }
  return names as Scope[];
}

function describe(error: unknown): string | undefined {
  if (
    error instanceof AppError ||
    error instanceof InvalidEnvError ||
    error instanceof DatabaseLockedError ||
    error instanceof EmbeddedPostgresError ||
    error instanceof BackupError
  ) {
    return error.message;
  }
  if (error instanceof z.ZodError) {
    return describeZodError(error).replace(/^[\w.]+: /, "");
  }
  return undefined;
}

let database: Database | undefined;
let exitCode = 0;
try {
  const work = commandWork();
  if (typeof work === "string") {
    console.log(work);
  } else if ("withoutOpening" in work) {
    console.log(await work.withoutOpening());
  } else {
    database = (await openDatabaseForCommand(env())).database;
    console.log(await work());
  }
} catch (error) {
  const message = describe(error);
  console.error(message ? `Error: ${message}` : error);
  exitCode = message ? 1 : 2;
} finally {
  setDatabase(undefined);
  await database?.close();
}
process.exit(exitCode);
