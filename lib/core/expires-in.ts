import { z } from "zod";

export const expiresInValues = ["never", "1h", "2h", "10h", "1d", "2d", "1w", "1m", "1y"] as const;
export type ExpiresIn = (typeof expiresInValues)[number];
export const expiresInSchema = z.enum(expiresInValues);

const HOUR = 3_600_000;
const fixedMillis: Partial<Record<ExpiresIn, number>> = {
  "1h": HOUR,
  "2h": 2 * HOUR,
  "10h": 10 * HOUR,
  "1d": 24 * HOUR,
  "2d": 48 * HOUR,
  "1w": 7 * 24 * HOUR,
};

/**
 * When something created at `from` expires; null for `never`. A month and a year are calendar
 * ones, clamped to the end of a shorter month (Jan 31 + 1m → Feb 28/29), in UTC.
 */
export function expiryDate(expiresIn: ExpiresIn, from: Date): Date | null {
  if (expiresIn === "never") return null;
  const fixed = fixedMillis[expiresIn];
  if (fixed !== undefined) return new Date(from.getTime() + fixed);
  return addCalendarMonths(from, expiresIn === "1m" ? 1 : 12);
}

function addCalendarMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
