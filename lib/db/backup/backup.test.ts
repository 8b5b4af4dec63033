import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { anonymous, type Caller } from "../../auth/caller";
import { sessionCaller } from "../../auth/resolve-caller";
import { addComment } from "../../comments/mutations";
import { encryptPaste, newPasteKey } from "../../end-to-end/format";
import { deletePaste } from "../../pastes/delete/mutations";
import { getHistoryCompact } from "../../pastes/history";
import { createPaste, editPaste } from "../../pastes/mutations";
import { purgeRevision } from "../../pastes/purge/mutations";
import { getPaste } from "../../pastes/reads";
import { createPasteInputSchema } from "../../pastes/schema";
import { toggleStar } from "../../pastes/toggles";
import { createTestSessionHeaders, createTestToken, createTestUser } from "../../testing/actors";
import { adminQuery } from "../admin-query";
import { database, setDatabase } from "../client";
import type { Database } from "../engines";
import { openEmbeddedPostgres } from "../open";
import { openBackup, preamble, record } from "./archive";
import { writeBackup } from "./backup";
import { tablesInForeignKeyOrder } from "./catalog";
import { restoreToDataDir, restoreToServer } from "./restore";
import { runScheduledBackup } from "../../server/backup-schedule";

// Backups (issue 46, item 4), on real databases: what a backup of a live instance holds comes
// back whole — users, hashed tokens, sessions, history with a purged revision, encrypted and
// end-to-end pastes, stars, comments, the recycle bin — into an empty embedded data directory
// (and, with TEST_DATABASE_URL, a fresh database on that server), and the restored instance
// reads its pastes; and every file a restore must not trust is refused before anything is written.

const dir = vi.hoisted(() => {
  // The purge's git repositories live under DATA_DIR.
  const path = `${process.env.TMPDIR ?? "/tmp"}/myst-backup-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = path;
  return path;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const KEY = "a backup key of at least thirty-two characters";
const PASTE_KEY = "correct horse battery staple";
let source: Database;
let testDatabase: Database;
let owner: Caller;
let restoredDataDir: string;
const ids = { plain: "", encrypted: "", e2e: "" };

function tempDir(name: string): string {
  mkdirSync(dir, { recursive: true });
  return mkdtempSync(join(dir, `${name}-`));
}

/** Every row of every table of the database at `url`, as PostgreSQL renders it to JSON, in a stable order. */
async function everyRow(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows: Record<string, string[]> = {};
    for (const { name } of await tablesInForeignKeyOrder(client)) {
      const result = await client.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${name}" t ORDER BY 1`);
      rows[name] = result.rows.map((row) => row.row);
    }
    return rows;
  } finally {
    await client.end();
  }
}

async function using<T>(opened: Database, work: () => Promise<T>): Promise<T> {
  setDatabase(opened);
  try {
    return await work();
  } finally {
    setDatabase(testDatabase);
  }
}

const reads = async () => ({
  plain: await getPaste(anonymous, ids.plain, null),
  history: await getHistoryCompact(anonymous, ids.plain),
  encrypted: await getPaste(anonymous, ids.encrypted, PASTE_KEY),
  e2e: await getPaste(anonymous, ids.e2e, null),
});

beforeAll(async () => {
  testDatabase = database();
  // The unit tests' own database is PGlite unless TEST_DATABASE_URL is set; a backup needs a server.
  source = testDatabase.url ? testDatabase : await openEmbeddedPostgres(tempDir("source"));
  await using(source, async () => {
    const [user, reader] = [await createTestUser({ password: "a long enough password" }), await createTestUser()];
    owner = sessionCaller({ id: user.id, username: user.username, isAdmin: false });
    await createTestToken(user.id, ["paste", "user:read"]);
    await createTestSessionHeaders(reader.id);
    const plain = await createPaste(
      owner,
      createPasteInputSchema.parse({ title: "v0", tags: ["b", "a"], pasties: [{ content: "zero" }] }),
      null,
    );
    const pastyId = plain.pasties[0]!.id;
    await editPaste(owner, plain.id, { title: "v1", pasties: [{ id: pastyId, content: "one, with a secret" }] }, null);
    await editPaste(owner, plain.id, { title: "v2", pasties: [{ id: pastyId, content: "two" }] }, null);
    await purgeRevision(owner, plain.id, 1);
    await toggleStar(sessionCaller(reader), plain.id, null);
    await addComment(owner, plain.id, { pastyId, fromLine: 1, toLine: 1, body: "a note" }, null);
    const encrypted = await createPaste(
      owner,
      createPasteInputSchema.parse({ encrypted: true, pasties: [{ content: "secret" }] }),
      PASTE_KEY,
    );
    const sealed = await encryptPaste((await newPasteKey()).key, {
      title: "sealed",
      pasties: [{ title: "", content: "x", language: "Text" }],
    });
    const e2e = await createPaste(owner, createPasteInputSchema.parse({ e2e: sealed.e2e, pasties: sealed.pasties }), null);
    const binned = await createPaste(owner, createPasteInputSchema.parse({ pasties: [{ content: "to the bin" }] }), null);
    await deletePaste(owner, binned.id);
    Object.assign(ids, { plain: plain.id, encrypted: encrypted.id, e2e: e2e.id });
  });
}, 60_000);

afterAll(async () => {
  if (source && source !== testDatabase) await source.close();
});

describe("a backup", () => {
  it("restores every row into an empty data directory, encrypted with BACKUP_KEY, and the restored instance reads its pastes", async () => {
    const before = await using(source, reads);
    const rows = await everyRow(source.url!);
    expect(rows.pastes).toHaveLength(4);
    expect(rows.pastes!.filter((row) => (JSON.parse(row) as { binned_at: string | null }).binned_at !== null)).toHaveLength(1);
    expect([rows.users, rows.access_tokens, rows.sessions, rows.stars, rows.paste_comments].map((table) => table?.length)).toEqual([
      2, 1, 1, 1, 1,
    ]);

    const path = join(tempDir("files"), "myst.backup.enc");
    const written = await writeBackup(source.url!, path, { key: KEY });
    expect(written.bytes).toBe(statSync(path).size);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    // Nothing of the pastes' text is readable in the encrypted file.
    expect(readFileSync(path).includes("a note")).toBe(false);

    restoredDataDir = tempDir("restored");
    const restored = await restoreToDataDir(restoredDataDir, path, KEY);
    expect(restored.tables).toBe(Object.keys(rows).length);
    const reopened = await openEmbeddedPostgres(restoredDataDir);
    try {
      expect(await everyRow(reopened.url!)).toEqual(rows);
      expect(await using(reopened, reads)).toEqual(before);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it("restores into a fresh database on a PostgreSQL server (TEST_DATABASE_URL); never into one that holds data", async () => {
    const path = join(tempDir("files"), "myst.backup");
    await writeBackup(source.url!, path);
    // The data directory restored above is a database now.
    await expect(restoreToDataDir(restoredDataDir, path, undefined)).rejects.toThrow(
      /holds a database already: a backup restores only into an empty data directory/,
    );
    const server = process.env.TEST_DATABASE_URL;
    if (!server) return;
    await expect(restoreToServer(source.url!, path, undefined)).rejects.toThrow(/holds data already \(table /);
    const name = `test_restore_${process.pid}`;
    await adminQuery(server, `CREATE DATABASE ${name}`);
    try {
      const url = new URL(server);
      url.pathname = `/${name}`;
      await restoreToServer(url.toString(), path, undefined);
      expect(await everyRow(url.toString())).toEqual(await everyRow(source.url!));
    } finally {
      await adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }, 60_000);
});

describe("a backup taken while the instance works", () => {
  /** The values of `column` in `table`'s rows, as the backup at `path` holds them (COPY's text format). */
  async function columnInBackup(path: string, table: string, column: string): Promise<string[]> {
    const backup = await openBackup(path, undefined);
    try {
      const values: string[] = [];
      let index = -1;
      let text = "";
      for await (const item of backup.records()) {
        if (item.kind === "T") index = item.start.table === table ? item.start.columns.indexOf(column) : -1;
        if (item.kind === "D" && index >= 0) text += item.rows.toString("utf8");
        if (item.kind === "E" && index >= 0)
          values.push(
            ...text
              .split("\n")
              .filter(Boolean)
              .map((line) => line.split("\t")[index]!),
          );
      }
      return values;
    } finally {
      await backup.close();
    }
  }

  it("holds one moment of it: every paste with its pasties, while pastes are written beside it", async () => {
    const path = join(tempDir("files"), "busy.backup");
    const ids: string[] = [];
    let writing = true;
    setDatabase(source);
    const writes = (async () => {
      while (writing) {
        const paste = await createPaste(owner, createPasteInputSchema.parse({ pasties: [{ content: "a" }, { content: "b" }] }), null);
        ids.push(paste.id);
      }
    })();
    try {
      while (ids.length < 3) await new Promise((resolve) => setTimeout(resolve, 10));
      await writeBackup(source.url!, path);
    } finally {
      writing = false;
      await writes;
      setDatabase(testDatabase);
    }
    const pastes = new Set(await columnInBackup(path, "pastes", "id"));
    const pastiesOf = await columnInBackup(path, "pasties", "paste_id");
    // The pastes written one after another: those before the snapshot's moment, none after it.
    const inBackup = ids.filter((id) => pastes.has(id));
    expect(inBackup.length).toBeGreaterThanOrEqual(3);
    expect(inBackup).toEqual(ids.slice(0, inBackup.length));
    for (const id of inBackup) expect(pastiesOf.filter((pasteId) => pasteId === id)).toHaveLength(2);
    expect(pastiesOf.filter((pasteId) => !pastes.has(pasteId))).toEqual([]);
  }, 30_000);

  it("is made by one instance of those sharing the database, which keeps the newest BACKUP_KEEP", async () => {
    const files = tempDir("scheduled");
    const settings = { time: { hour: 3, minute: 30 }, keep: 2, dir: files };
    for (const [day, name] of [
      ["24", "notes.txt"],
      ["25", "myst-20261125T033000Z.backup"],
      ["26", "myst-20261126T033000Z.backup"],
    ]) {
      writeFileSync(join(files, name!), `day ${day}`);
    }
    const slot = new Date("2026-11-27T03:30:00Z");
    const [first, second] = await Promise.all([
      runScheduledBackup(source.url!, settings, slot),
      runScheduledBackup(source.url!, settings, slot),
    ]);
    const written = [first, second].filter((done) => done.outcome === "written");
    expect([first.outcome, second.outcome].sort()).toEqual(["skipped", "written"]);
    // Held past the slot: an instance whose clock is late still finds the day's backup taken.
    expect((await runScheduledBackup(source.url!, settings, slot)).outcome).toBe("skipped");
    for (const done of written) if (done.outcome === "written") await done.release();
    expect(readdirSync(files).sort()).toEqual(["myst-20261126T033000Z.backup", "myst-20261127T033000Z.backup", "notes.txt"]);
  }, 30_000);
});

describe("a restore refuses, before writing anything,", () => {
  let plainPath: string;
  let encryptedPath: string;
  beforeAll(async () => {
    const files = tempDir("files");
    plainPath = (await writeBackup(source.url!, join(files, "plain.backup"))).path;
    encryptedPath = (await writeBackup(source.url!, join(files, "secret.backup.enc"), { key: KEY })).path;
  });

  /** Restores `path` into a new data directory, expecting `refusal`; that directory stays empty. */
  async function expectRefused(path: string, key: string | undefined, refusal: RegExp) {
    const target = tempDir("refused");
    await expect(restoreToDataDir(target, path, key)).rejects.toThrow(refusal);
    expect(readdirSync(target)).toEqual([]);
  }

  function alteredCopy(path: string, change: (bytes: Buffer) => Buffer): string {
    const copy = `${path}.altered-${Math.random().toString(36).slice(2)}`;
    writeFileSync(copy, change(Buffer.from(readFileSync(path))));
    return copy;
  }

  it("an encrypted backup without its key, or with a wrong one", async () => {
    await expectRefused(encryptedPath, undefined, /is encrypted: set BACKUP_KEY/);
    await expectRefused(
      encryptedPath,
      "another key of at least thirty-two characters",
      /BACKUP_KEY is not the key this backup was encrypted with/,
    );
  });

  it("a file changed anywhere, or cut short", async () => {
    const flip = (bytes: Buffer, at: number) => {
      bytes[at] = bytes[at]! ^ 0xff;
      return bytes;
    };
    const size = statSync(encryptedPath).size;
    await expectRefused(
      alteredCopy(encryptedPath, (bytes) => flip(bytes, size - 100)),
      KEY,
      /changed or damaged/,
    );
    await expectRefused(
      alteredCopy(plainPath, (bytes) => flip(bytes, Math.floor(statSync(plainPath).size / 2))),
      undefined,
      /damaged/,
    );
    const cut = alteredCopy(plainPath, (bytes) => bytes);
    truncateSync(cut, statSync(plainPath).size - 200);
    await expectRefused(cut, undefined, /cut short/);
    const cutEncrypted = alteredCopy(encryptedPath, (bytes) => bytes.subarray(0, size - 30));
    await expectRefused(cutEncrypted, KEY, /cut short/);
    await expectRefused(
      alteredCopy(plainPath, (bytes) => bytes.subarray(0, 12)),
      undefined,
      /not a Myst backup|cut short/,
    );
  });

  it("a backup from a newer version of Myst than this one", async () => {
    const future = join(tempDir("files"), "future.backup");
    const header = { format: "myst-backup", version: 1, migration: "29991231000000_future", createdAt: "", server: "", tables: [] };
    writeFileSync(future, Buffer.concat([preamble(false), gzipSync(Buffer.concat([record("H", header), record("S", []), record("Z")]))]));
    await expectRefused(future, undefined, /migration 29991231000000_future, which this version of Myst does not know/);
  });

  it("a path that is a symbolic link", async () => {
    const link = join(tempDir("files"), "link.backup");
    symlinkSync(plainPath, link);
    await expectRefused(link, undefined, /is a symbolic link/);
    expect(existsSync(plainPath)).toBe(true);
  });

  it("nothing but a whole file is left by a backup that could not be written", async () => {
    const files = tempDir("files");
    const target = join(files, "taken.backup");
    copyFileSync(plainPath, target);
    await expect(writeBackup(source.url!, target)).rejects.toThrow(/exists already/);
    expect(readdirSync(files)).toEqual(["taken.backup"]);
  });
});
