import { describe, expect, it } from "vitest";
import { backupFileName, backupsToDelete, nextRun } from "./schedule";

// BACKUP_SCHEDULE's decisions: when the next backup runs (UTC, whatever the server's zone), and
// which files BACKUP_KEEP deletes — only backups, the oldest first.

describe("the next scheduled backup", () => {
  const at0330 = { hour: 3, minute: 30 };

  it("is today's time when it is still to come, else tomorrow's", () => {
    expect(nextRun(at0330, new Date("2026-11-27T01:00:00Z"))).toEqual(new Date("2026-11-27T03:30:00Z"));
    expect(nextRun(at0330, new Date("2026-11-27T03:30:00Z"))).toEqual(new Date("2026-11-28T03:30:00Z"));
    expect(nextRun(at0330, new Date("2026-11-27T22:15:00Z"))).toEqual(new Date("2026-11-28T03:30:00Z"));
  });

  it("crosses months and years", () => {
    expect(nextRun({ hour: 0, minute: 0 }, new Date("2026-12-31T23:59:59Z"))).toEqual(new Date("2027-01-01T00:00:00Z"));
  });
});

describe("which backups are deleted", () => {
  const names = [
    backupFileName(new Date("2026-11-25T03:30:00Z"), false),
    backupFileName(new Date("2026-11-27T03:30:00Z"), true),
    backupFileName(new Date("2026-11-26T03:30:00Z"), false),
    backupFileName(new Date("2026-11-24T03:30:00Z"), true),
  ];

  it("names files by their UTC time", () => {
    expect(names.slice(0, 2)).toEqual(["myst-20261125T033000Z.backup", "myst-20261127T033000Z.backup.enc"]);
  });

  it("keeps the newest N, encrypted or not, and deletes the rest", () => {
    expect(backupsToDelete(names, 2)).toEqual(["myst-20261125T033000Z.backup", "myst-20261124T033000Z.backup.enc"]);
    expect(backupsToDelete(names, 7)).toEqual([]);
  });

  it("never deletes what is not a finished backup of its own naming", () => {
    const others = ["notes.txt", "myst-20200101T000000Z.backup.1234.partial", "../myst-20200101T000000Z.backup", "myst-x.backup"];
    expect(backupsToDelete([...names, ...others], 1)).toEqual(
      names
        .filter((name) => name !== "myst-20261127T033000Z.backup.enc")
        .sort()
        .reverse(),
    );
  });
});
