import { existsSync, renameSync, rmSync } from "node:fs";
import { once } from "node:events";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { hasCluster, initCluster, startCluster } from "../embedded-postgres";
import { openPostgres } from "../engines";
import { acquireDataDirLock } from "../lock";
import { applyPendingMigrations, readMigrations } from "../migrations";
import { PGLITE_DIR } from "../pglite-import";
import { type BackupHeader, FORMAT_VERSION, type OpenBackup, openBackup } from "./archive";
import { appliedMigrations, quoteIdentifier, tablesInForeignKeyOrder } from "./catalog";
import { BackupError } from "./errors";

// Restoring a backup (backup.ts) into an empty database: the whole file is read and checked
// first (its key, every encrypted chunk, the order of its records, its end), so a wrong key, a
// damaged or cut file is refused before anything is written. Then the schema is migrated to the
// backup's migration and every table filled in one transaction: it is all there or none of it.

export interface RestoreResult {
  migration: string;
  tables: number;
  rows: number;
}

/** Restores `path` into the empty database of a PostgreSQL server (DATABASE_URL). */
export async function restoreToServer(url: string, path: string, key: string | undefined): Promise<RestoreResult> {
  return withCheckedBackup(path, key, async (backup, header) => {
    await refuseUnlessEmpty(url, header);
    return restoreInto(url, backup, header);
  });
}

/**
 * Restores `path` into an empty data directory of the embedded database: the cluster is built
 * aside (DATA_DIR/postgres.restoring) and takes its place only once whole, under the data
 * directory's lock, so no server starts on it half-way.
 */
export async function restoreToDataDir(dataDir: string, path: string, key: string | undefined): Promise<RestoreResult> {
  return withCheckedBackup(path, key, async (backup, header) => {
    const lock = acquireDataDirLock(dataDir, join(dataDir, PGLITE_DIR));
    try {
      const clusterDir = join(dataDir, "postgres");
      if (hasCluster(clusterDir) || existsSync(join(dataDir, PGLITE_DIR, "PG_VERSION"))) {
        throw new BackupError(
          `${dataDir} holds a database already: a backup restores only into an empty data directory (set DATA_DIR to a new one, or move this one aside).`,
        );
      }
      const building = `${clusterDir}.restoring`;
      rmSync(building, { recursive: true, force: true });
      try {
        await initCluster(building);
        const server = await startCluster(building);
        let result: RestoreResult;
        try {
          result = await restoreInto(server.url, backup, header);
        } finally {
          await server.stop();
        }
        renameSync(building, clusterDir);
        return result;
      } finally {
        rmSync(building, { recursive: true, force: true });
      }
    } finally {
      lock.release();
    }
  });
}

async function withCheckedBackup<T>(
  path: string,
  key: string | undefined,
  task: (backup: OpenBackup, header: BackupHeader) => Promise<T>,
): Promise<T> {
  const backup = await openBackup(path, key);
  try {
    return await task(backup, await checkBackup(backup));
  } finally {
    await backup.close();
  }
}

/** Reads the whole backup once, writing nothing: its header, if every part of it is there and sound. */
export async function checkBackup(backup: OpenBackup): Promise<BackupHeader> {
  let header: BackupHeader | undefined;
  let table: string | undefined;
  const seen: string[] = [];
  let ended = false;
  for await (const item of backup.records()) {
    if (!header && item.kind !== "H") throw misordered();
    switch (item.kind) {
      case "H":
        if (header) throw misordered();
        header = item.header;
        if (header.format !== "myst-backup" || header.version !== FORMAT_VERSION) throw misordered();
        break;
      case "T":
        if (table !== undefined) throw misordered();
        table = item.start.table;
        seen.push(table);
        break;
      case "D":
        if (table === undefined) throw misordered();
        break;
      case "E":
        if (table === undefined) throw misordered();
        table = undefined;
        break;
      case "S":
        if (table !== undefined) throw misordered();
        break;
      case "Z":
        ended = true;
        break;
    }
  }
  if (!header || !ended || seen.join() !== header.tables.join()) throw misordered();
  const known = (await readMigrations()).migrationDirectories.map((directory) => directory.path);
  if (!known.includes(header.migration)) {
    throw new BackupError(
      `The backup was made at migration ${header.migration}, which this version of Myst does not know (it knows up to ${known.at(-1)}): restore it with the version that made it, or a newer one.`,
    );
  }
  return header;
}

const misordered = () => new BackupError("The backup file is damaged: its parts are not in the order a backup writes them.");

/** Refuses a database that holds rows, or whose schema is past the backup's. */
async function refuseUnlessEmpty(url: string, header: BackupHeader): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ahead = (await appliedMigrations(client)).filter((name) => name > header.migration);
    if (ahead.length > 0) {
      throw new BackupError(
        `The database is at migration ${ahead.at(-1)}, newer than the backup's (${header.migration}): restore into a new, empty database.`,
      );
    }
    for (const { name } of await tablesInForeignKeyOrder(client)) {
      const { rows } = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT FROM ${quoteIdentifier(name)}) AS any`);
      if (rows[0]?.any) {
        throw new BackupError(`The database holds data already (table ${name}): a backup restores only into an empty database.`);
      }
    }
  } finally {
    await client.end();
  }
}

async function restoreInto(url: string, backup: OpenBackup, header: BackupHeader): Promise<RestoreResult> {
  const migrated = openPostgres(url);
  try {
    await applyPendingMigrations(migrated, { upTo: header.migration });
  } finally {
    await migrated.close();
  }
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {}); // a dropped connection surfaces through the query that needed it
  await client.connect();
  let rows = 0;
  try {
    await client.query("BEGIN");
    const columnsOf = new Map((await tablesInForeignKeyOrder(client)).map((table) => [table.name, table.columns]));
    let copy: ReturnType<typeof copyFrom> | undefined;
    let copied: Promise<void> | undefined;
    let table = "";
    for await (const item of backup.records()) {
      if (item.kind === "T") {
        table = quoteIdentifier(item.start.table);
        if (!columnsOf.has(item.start.table)) {
          throw new BackupError(`The backup holds table ${item.start.table}, which the schema at ${header.migration} does not have.`);
        }
        // Rows go in as they were: the triggers that count and index them (per-owner counters,
        // search vectors) are not run again over what the backup already holds. Foreign keys
        // are still checked.
        await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
        const columns = item.start.columns.map(quoteIdentifier).join(", ");
        copy = client.query(copyFrom(`COPY ${table} (${columns}) FROM STDIN`));
        copied = finished(copy);
        copied.catch(() => {}); // awaited below; a COPY refused meanwhile must not go unheard
      } else if (item.kind === "D" && copy) {
        if (!copy.write(item.rows)) await Promise.race([once(copy, "drain"), copied]);
      } else if (item.kind === "E" && copy && copied) {
        copy.end();
        await copied;
        if (copy.rowCount !== item.rowCount) {
          throw new BackupError(`Restoring ${table}: the backup had ${item.rowCount} rows, ${copy.rowCount} were written.`);
        }
        rows += item.rowCount;
        await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
        copy = undefined;
      } else if (item.kind === "S") {
        for (const { name, value } of item.sequences) await client.query("SELECT setval($1::regclass, $2::bigint)", [name, value]);
      }
    }
    await client.query("COMMIT");
    return { migration: header.migration, tables: header.tables.length, rows };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
