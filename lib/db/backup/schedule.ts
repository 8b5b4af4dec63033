// The decisions of scheduled backups (BACKUP_SCHEDULE, BACKUP_KEEP), apart from their running
// (lib/server/backup-schedule.ts): when the next one is due, what its file is called, which
// older files go.

/** A time of day in UTC, as BACKUP_SCHEDULE's `daily HH:MM` gives it (lib/core/env.ts). */
export interface DailyTime {
  hour: number;
  minute: number;
}

/** The first time after `now` (strictly) that the daily time comes round. */
export function nextRun(time: DailyTime, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), time.hour, time.minute);
  return new Date(today > now.getTime() ? today : today + 24 * 60 * 60 * 1000);
}

const BACKUP_FILE = /^myst-\d{8}T\d{6}Z\.backup(\.enc)?$/;

/** `myst-<UTC time>.backup[.enc]`: in name order, in time order. */
export function backupFileName(now: Date, encrypted: boolean): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(/[-:]/g, "");
  return `myst-${stamp}.backup${encrypted ? ".enc" : ""}`;
}

/**
 * Of the names in the backups folder, those to delete so that the newest `keep` backups remain.
 * Only names a backup is written under count or go: a file the operator put there, or one
 * still being written (`….partial`), is never touched.
 */
export function backupsToDelete(names: readonly string[], keep: number): string[] {
  return names
    .filter((name) => BACKUP_FILE.test(name))
    .sort()
    .reverse()
    .slice(keep);
}
