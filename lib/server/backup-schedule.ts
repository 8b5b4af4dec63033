import { lstatSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { logger } from "../core/logger";
import { tryAdvisoryLock } from "../db/advisory-lock";
import { writeBackup } from "../db/backup/backup";
import { backupFileName, backupsToDelete, type DailyTime, nextRun } from "../db/backup/schedule";
import { countBackup } from "../metrics/record";

// BACKUP_SCHEDULE's backups, made by the server itself (docs/operate/backups.md): at the daily
// time, off the request path (a timer; the backup is one more database connection streaming to
// a file), by one instance of those sharing the database, its result logged and in /metrics. A
// failure is logged and the next day's time tried as usual: it never ends the server.

// Any fixed 64-bit number, apart from the migrations' ("mystmig").
const BACKUP_LOCK_KEY = 0x6d_79_73_74_62_61_6bn; // "mystbak"
/**
 * The winner holds the lock this long past the scheduled time: instances whose clocks differ by
 * less than this find it taken and leave the day's backup to it, even once it is written.
 */
const HOLD_PAST_SLOT_MS = 15 * 60 * 1000;

export interface BackupScheduleSettings {
  time: DailyTime;
  keep: number;
  key?: string;
  /** DATA_DIR/backups. */
  dir: string;
}

export type ScheduledBackup =
  { outcome: "written"; path: string; bytes: number; deleted: string[]; release: () => Promise<void> } | { outcome: "skipped" };

/**
 * The backup due at `slot`, unless another instance on the same database is making it (it holds
 * the lock): written, then the backups beyond `keep` deleted. The lock is the caller's to
 * release (scheduleBackups holds it past the slot).
 */
export async function runScheduledBackup(url: string, settings: BackupScheduleSettings, slot: Date): Promise<ScheduledBackup> {
  const lock = await tryAdvisoryLock(url, BACKUP_LOCK_KEY);
  if (!lock) return { outcome: "skipped" };
  try {
    const written = await writeBackup(url, join(settings.dir, backupFileName(slot, settings.key !== undefined)), { key: settings.key });
    return {
      outcome: "written",
      path: written.path,
      bytes: written.bytes,
      deleted: pruneBackups(settings.dir, settings.keep),
      release: lock.release,
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** Deletes the oldest backups beyond `keep` in `dir`: only regular files named as backups are. */
function pruneBackups(dir: string, keep: number): string[] {
  const doomed = backupsToDelete(readdirSync(dir), keep).filter((name) => lstatSync(join(dir, name)).isFile());
  for (const name of doomed) rmSync(join(dir, name), { force: true });
  return doomed;
}

/** Runs the backups at their daily time from now on; the returned function stops them. */
export function scheduleBackups(url: string, settings: BackupScheduleSettings): () => Promise<void> {
  const log = logger();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let holding: { timer: NodeJS.Timeout; release: () => Promise<void> } | undefined;

  const planNext = () => {
    if (stopped) return;
    const slot = nextRun(settings.time, new Date());
    timer = setTimeout(() => void run(slot), slot.getTime() - Date.now());
    timer.unref();
  };

  const run = async (slot: Date) => {
    try {
      const done = await runScheduledBackup(url, settings, slot);
      countBackup(done.outcome, done.outcome === "written" ? done.bytes : undefined);
      if (done.outcome === "written") {
        log.info({ path: done.path, bytes: done.bytes, deleted: done.deleted }, "backup written");
        const release = done.release;
        const rest = Math.max(0, slot.getTime() + HOLD_PAST_SLOT_MS - Date.now());
        const holdTimer = setTimeout(() => void release().finally(() => (holding = undefined)), rest);
        holdTimer.unref();
        holding = { timer: holdTimer, release };
      } else {
        log.info({ slot: slot.toISOString() }, "backup left to another instance on the same database");
      }
    } catch (error) {
      countBackup("failed");
      log.error(
        { err: error, next: nextRun(settings.time, new Date()).toISOString() },
        "backup failed; it is tried again at the next scheduled time",
      );
    }
    planNext();
  };

  planNext();
  log.info(
    { next: nextRun(settings.time, new Date()).toISOString(), keep: settings.keep, encrypted: settings.key !== undefined },
    "backups scheduled",
  );
  return async () => {
    stopped = true;
    clearTimeout(timer);
    if (holding) {
      clearTimeout(holding.timer);
      await holding.release();
    }
  };
}
