import { chmodSync, createWriteStream, mkdirSync, rmSync } from "node:fs";
import { lstat, rename, stat } from "node:fs/promises";
import { dirname } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { FORMAT_VERSION, preamble, record, type BackupHeader } from "./archive";
import { appliedMigrations, quoteIdentifier, sequenceValues, tablesInForeignKeyOrder } from "./catalog";
import { encryptionHeader } from "./encryption";
import { BackupError } from "./errors";

// A consistent logical backup of the database at `url`, written by Myst itself rather than by
// PostgreSQL's pg_dump: the embedded engine's npm package brings no pg_dump, and a system's older
// pg_dump refuses a newer server (docs/operate/backups.md, Why not pg_dump). One transaction,
// REPEATABLE READ and READ ONLY, reads every table from one snapshot — a paste and its pasties, a
// user and their tokens, as they were together at one moment, while writes go on beside it —
// and each table streams out with COPY, through gzip (and encryption) into the file, so a
// database of any size passes through a few chunks of memory.

export interface BackupResult {
  path: string;
  bytes: number;
  migration: string;
  tables: number;
}

/**
 * Writes the backup to `path`, where nothing may be yet (not even a symbolic link); the file is written as `path.<pid>.partial` and renamed when whole, readable by its owner
 * only, in a folder made readable by its owner only when it is created here.
 */
export async function writeBackup(url: string, path: string, options: { key?: string } = {}): Promise<BackupResult> {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  // Its own name per process: a failed backup removes its part, never another's.
  const partial = `${path}.${process.pid}.partial`;
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {}); // a dropped connection surfaces through the query that needed it
  await client.connect();
  let written = false;
  try {
    await assertAbsent(path);
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    const migrations = await appliedMigrations(client);
    const migration = migrations.at(-1);
    if (!migration) throw new BackupError("The database has no migrations applied: there is nothing of Myst's to back up.");
    const tables = await tablesInForeignKeyOrder(client);
    const { rows } = await client.query<{ server: string }>("SELECT version() AS server");
    const header: BackupHeader = {
      format: "myst-backup",
      version: FORMAT_VERSION,
      migration,
      createdAt: new Date().toISOString(),
      server: rows[0]?.server ?? "",
      tables: tables.map((table) => table.name),
    };
    const records = Readable.from(
      (async function* () {
        yield record("H", header);
        for (const table of tables) {
          yield record("T", { table: table.name, columns: table.columns });
          const columns = table.columns.map(quoteIdentifier).join(", ");
          const copy = client.query(copyTo(`COPY ${quoteIdentifier(table.name)} (${columns}) TO STDOUT`));
          for await (const chunk of copy) yield record("D", chunk as Buffer);
          yield record("E", { rows: copy.rowCount });
        }
        yield record("S", await sequenceValues(client));
        yield record("Z");
      })(),
    );
    const encryption = options.key ? encryptionHeader(options.key) : undefined;
    const file = createWriteStream(partial, { flags: "wx", mode: 0o600 });
    file.write(preamble(encryption !== undefined));
    if (encryption) {
      file.write(encryption.header);
      await pipeline(records, createGzip(), encryption.encrypt, file);
    } else {
      await pipeline(records, createGzip(), file);
    }
    await client.query("COMMIT");
    // The mode asked for at creation is narrowed by the umask, never widened; say it outright.
    chmodSync(partial, 0o600);
    await rename(partial, path);
    written = true;
    return { path, bytes: (await stat(path)).size, migration, tables: tables.length };
  } finally {
    if (!written) rmSync(partial, { force: true });
    await client.end().catch(() => {});
  }
}

async function assertAbsent(path: string): Promise<void> {
  try {
    await lstat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  throw new BackupError(`${path} exists already: a backup never overwrites a file.`);
}
