import { AppError } from "../core/errors";

// What every read of a purged version answers (purge-revision.ts): 410, saying when, never what
// was there. One message, so the API, the pages and the raw text tell it alike.

/** The day of a purge as the answers name it (UTC, 2026-11-26). */
export const purgeDay = (at: Date) => at.toISOString().slice(0, 10);

export const revisionPurged = (version: number, at: Date) =>
  new AppError("gone", `Revision ${version} of this paste was purged on ${purgeDay(at)}: its text is no longer kept.`);
