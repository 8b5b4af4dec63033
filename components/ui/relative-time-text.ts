const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** Where the relative time goes in a translated label ("created {time}"), as RelativeTime's `label` holds it. */
export const TIME_SLOT = "{time}";

/** "3 hours ago" / "in 2 days" for a moment, relative to `now`, in `locale` ("vor 3 Stunden"). */
export function relativeTime(date: Date, now = new Date(), locale = "en"): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  if (Math.abs(seconds) >= 10) return format.format(seconds, "second");
  // Intl's "now" in the reader's language; English pages keep the words they always had.
  return locale === "en" ? "just now" : format.format(0, "second");
}

/** A label with its relative time filled in: `label` holds TIME_SLOT, or is a prefix of English pages. */
export function labelledTime(label: string, time: string): string {
  if (label.includes(TIME_SLOT)) return label.replace(TIME_SLOT, time);
  return label ? `${label} ${time}` : time;
}

/** The exact moment, unambiguous for every reader (UTC). */
export function exactTime(date: Date): string {
  return `${date.toISOString().replace("T", " ").slice(0, 19)} UTC`;
}
