import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedPostgres } from "../db/open";
import { type CompiledScripts, compileScripts } from "../testing/compiled-scripts";

// The admin command as an operator runs it: a real process on an embedded database in a temp
// DATA_DIR, checked through its output, exit code and the rows it wrote.

const projectDir = fileURLToPath(new URL("../../", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "myst-admin-cli-"));
// The command and the lock holder compiled once for the file's thirty-odd starts. Run by node
// itself: one process, so its pid is the lock owner's and killing it kills the holder.
let scripts: CompiledScripts;
const BACKUP_KEY = "the operator's backup key, 32 characters or more";
/** The backup made beside the lock holder, restored by the test after it. */
let backupPath = "";
const run = (script: "admin" | "holder", ...args: string[]) => [process.execPath, [scripts.files[script]!, ...args]] as const;

beforeAll(async () => {
  scripts = await compileScripts({ admin: "lib/cli/admin.ts", holder: "lib/testing/write-until-killed.ts" });
});
afterAll(() => {
  scripts?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

function admin(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return adminWith({}, ...args);
}

function adminWith(env: Record<string, string>, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(...run("admin", ...args), {
      cwd: projectDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent", BACKUP_KEY: "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const lastLine = (text: string) => text.trim().split("\n").at(-1) ?? "";

async function readUsers() {
  const database = await openEmbeddedPostgres(dataDir);
  try {
    return await database.prisma.user.findMany({ include: { accessTokens: true } });
  } finally {
    await database.close();
  }
}

describe("npm run admin", { timeout: 120_000 }, () => {
  it("creates users, tokens and admins, printing the id / token alone on the last line", async () => {
    const created = await admin("create-user", "Root", "--admin", "--password", "a long password");
    expect(created.code, created.stderr).toBe(0);
    const id = lastLine(created.stdout);
    expect(id).toMatch(/^[a-z0-9]{8}$/);

    const plain = await admin("create-user", "plain");
    expect(plain.code).toBe(0);

    const token = await admin(
      "create-token",
      "root",
      "--scopes",
      "paste,user:access_tokens",
      "--expires-in",
      "1w",
      "--description",
      "deploy",
    );
    expect(token.code).toBe(0);
    const accessToken = lastLine(token.stdout);
    expect(accessToken).toMatch(/^[a-z0-9]{8}-[0-9a-f]{64}$/);

    const invitation = await admin("create-invitation", "--uses", "3", "--expires-in", "1d");
    expect(invitation.code).toBe(0);
    expect(lastLine(invitation.stdout)).toMatch(/^\/signup\?invite=[\w-]{24}$/);

    expect((await admin("set-admin", "PLAIN")).code).toBe(0);
    expect((await admin("set-admin", "root", "--off")).code).toBe(0);

    const users = await readUsers();
    const root = users.find((user) => user.id === id)!;
    expect(root).toMatchObject({ username: "Root", isAdmin: false });
    expect(root.passwordHash).toMatch(/^\$argon2id\$/);
    expect(users.find((user) => user.username === "plain")).toMatchObject({ isAdmin: true, passwordHash: null });
    const [stored] = root.accessTokens;
    expect(stored).toMatchObject({ id: accessToken.slice(0, 8), description: "deploy" });
    expect(stored!.scopes.sort()).toEqual(["paste", "user:access_tokens"]);
    expect(stored!.secretHash).not.toContain(accessToken.slice(9));
    expect(stored!.expiresAt!.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);
  });

  it("resets a user's second factors, audit-logged, so the password alone signs in again", async () => {
    const root = (await readUsers()).find((user) => user.usernameKey === "root")!;
    const database = await openEmbeddedPostgres(dataDir);
    try {
      await database.prisma.totpAuthenticator.create({ data: { userId: root.id, secretEncrypted: "v1.x.y.z", confirmedAt: new Date() } });
      await database.prisma.recoveryCode.create({ data: { id: "rcode001", userId: root.id, codeHash: "0".repeat(64) } });
    } finally {
      await database.close();
    }
    const reset = await admin("reset-2fa", "ROOT", "--note", "lost phone, identity checked");
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toMatch(/second factors are removed/);
    const after = await openEmbeddedPostgres(dataDir);
    try {
      expect(await after.prisma.totpAuthenticator.count({ where: { userId: root.id } })).toBe(0);
      expect(await after.prisma.recoveryCode.count({ where: { userId: root.id } })).toBe(0);
      const entry = await after.prisma.auditEntry.findFirstOrThrow({ where: { action: "second_factors_reset" } });
      expect(entry).toMatchObject({ actorName: "command line", targetId: root.id, note: "lost phone, identity checked" });
    } finally {
      await after.close();
    }
  });

  it("disables, enables and deletes an account as the accounts page does, each audited by the command line", async () => {
    expect((await admin("create-user", "spammer")).code).toBe(0);
    const disabled = await admin("disable", "Spammer", "--note", "spam wave");
    expect(disabled.code, disabled.stderr).toBe(0);
    expect(lastLine(disabled.stdout)).toBe("spammer can no longer sign in; 0 pastes were quarantined.");
    expect((await readUsers()).find((user) => user.username === "spammer")!.disabledAt).not.toBeNull();
    expect((await admin("enable", "spammer")).code).toBe(0);

    const deleted = await admin("delete-user", "spammer", "--note", "spam only");
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(lastLine(deleted.stdout)).toBe("Deleted spammer and everything of theirs.");
    expect((await readUsers()).map((user) => user.username)).not.toContain("spammer");

    const database = await openEmbeddedPostgres(dataDir);
    try {
      const entries = await database.prisma.auditEntry.findMany({ where: { targetLabel: "spammer" }, orderBy: { createdAt: "asc" } });
      expect(entries.map(({ action, actorName, note }) => ({ action, actorName, note }))).toEqual([
        { action: "user_disabled", actorName: "command line", note: "spam wave" },
        { action: "user_enabled", actorName: "command line", note: "" },
        { action: "user_deleted", actorName: "command line", note: "spam only" },
      ]);
    } finally {
      await database.close();
    }
  });

  it.each([
    [["create-user", "ROOT"], /already taken/],
    [["create-user", "bad name"], /username may only contain/],
    [["create-user", "shorty", "--password", "short"], /at least 8 characters/],
    [["create-token", "nobody", "--scopes", "paste"], /no user called "nobody"/],
    [["create-token", "root", "--scopes", "paste,admin"], /Unknown scope "admin"/],
    [["create-token", "root"], /--scopes needs/],
    [["create-token", "root", "--scopes", "paste", "--expires-in", "3d"], /--expires-in must be one of/],
    [["set-admin", "nobody"], /no user called "nobody"/],
    [["enable", "nobody"], /no user called "nobody"/],
    [["reset-2fa", "nobody"], /no user called "nobody"/],
    [["disable", "nobody"], /no user called "nobody"/],
    [["delete-user", "nobody"], /no user called "nobody"/],
    [["disable", "plain"], /An admin cannot be disabled/],
    [["create-invitation", "root"], /takes no username/],
    [["create-invitation", "--uses", "0"], /--uses must be a whole number/],
    [["enable", "root"], /This account is not disabled/],
    [["frobnicate", "root"], /Unknown command "frobnicate"/],
    [["backup", "somewhere"], /backup takes no argument but --to/],
    [["restore"], /restore takes the backup file's path/],
    [["restore", "no-such.backup"], /There is no file .*no-such\.backup/],
  ])("refuses %j with a clear error and a non-zero exit", async (args, message) => {
    const result = await admin(...args);
    expect(result.code).not.toBe(0);
    expect(result.stderr.split("\n")[0]).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("runs beside another process holding the embedded database, through that process's PostgreSQL", async () => {
    const holder: ChildProcess = spawn(...run("holder", dataDir), {
      cwd: projectDir,
      env: { ...process.env, LOG_LEVEL: "silent" },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
        holder.on("exit", () => reject(new Error("the lock holder exited early")));
      });
      const result = await admin("create-user", "beside");
      expect(result.code, result.stderr).toBe(0);
      // The same user again: the command saw the holder's data, not a database of its own.
      const again = await admin("create-user", "beside");
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/taken/i);
      // A backup while the holder keeps writing: one snapshot, in a folder and file of the owner's only.
      const backup = await adminWith({ BACKUP_KEY: BACKUP_KEY }, "backup");
      expect(backup.code, backup.stderr).toBe(0);
      backupPath = lastLine(backup.stdout);
      expect(backupPath).toMatch(new RegExp(`^${dataDir}/backups/myst-\\d{8}T\\d{6}Z\\.backup\\.enc$`));
      expect(backup.stdout).toMatch(/^Backed up \d+ tables at migration \d{14}_\w+: [\d.]+ (bytes|KiB|MiB), encrypted with BACKUP_KEY\.$/m);
      expect(backup.stdout + backup.stderr).not.toContain(BACKUP_KEY);
      expect([statSync(backupPath).mode & 0o777, statSync(dirname(backupPath)).mode & 0o777]).toEqual([0o600, 0o700]);
    } finally {
      holder.kill("SIGKILL");
      await new Promise((resolve) => holder.once("close", resolve));
    }
    // Once the holder is gone its stale lock is cleared and the command opens the database itself.
    expect((await admin("create-user", "afterwards")).code).toBe(0);
  });

  it("restores a backup into an empty data directory only, with its key", async () => {
    const refused = await adminWith({ BACKUP_KEY: BACKUP_KEY }, "restore", backupPath);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/holds a database already: a backup restores only into an empty data directory/);
    const emptyDir = mkdtempSync(join(tmpdir(), "myst-admin-restore-"));
    try {
      const withoutKey = await adminWith({ DATA_DIR: emptyDir }, "restore", backupPath);
      expect(withoutKey.stderr).toMatch(/is encrypted: set BACKUP_KEY/);
      const restored = await adminWith({ DATA_DIR: emptyDir, BACKUP_KEY: BACKUP_KEY }, "restore", backupPath);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toMatch(/^Restored \d+ rows in \d+ tables/);
      // The holder's writes are there up to the snapshot's moment, with none missing before it.
      const database = await openEmbeddedPostgres(emptyDir);
      try {
        expect((await database.prisma.user.findMany()).map((user) => user.username)).toContain("beside");
        const written = (await database.prisma.paste.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((paste) => paste.id);
        expect(written.length).toBeGreaterThan(0);
        expect(written).toEqual(written.map((_, i) => `k${String(i).padStart(7, "0")}`));
      } finally {
        await database.close();
      }
    } finally {
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });

  it("refuses, naming the holder and saying to try again, while the holder's database server does not answer", async () => {
    // A live process (this test runner) holds the directory but runs no database: a server still
    // starting it, or stopping. Told to stop the server, an operator would stop the service.
    const lockPath = join(dataDir, "server.lock");
    writeFileSync(lockPath, JSON.stringify({ pid: process.pid }));
    try {
      const result = await admin("create-user", "blocked");
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toMatch(
        new RegExp(
          `^Error: The embedded database in .* is in use by process ${process.pid}, whose database server does not answer \\(it is starting or stopping\\): run this again in a moment\\.$`,
        ),
      );
    } finally {
      rmSync(lockPath, { force: true });
    }
  });
});
