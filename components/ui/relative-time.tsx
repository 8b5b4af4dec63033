import { exactTime, relativeTime } from "./relative-time-text";

export { exactTime, relativeTime } from "./relative-time-text";

/**
 * A time as relative text ("created 3 hours ago") with the exact time on hover and in the
 * machine-readable attribute. Rendered on the server, so a page kept by the response cache says
 * what was true when it was rendered: RelativeTimesRefresher brings the text up to date in the
 * browser (after hydration, so there is no mismatch to chase).
 */
export function RelativeTime({ date, prefix }: { date: Date | string; prefix?: string }) {
  const moment = typeof date === "string" ? new Date(date) : date;
  // One text node, which the refresher updates in place.
  return (
    <time dateTime={moment.toISOString()} title={exactTime(moment)} data-relative={prefix ?? ""}>
      {`${prefix ? `${prefix} ` : ""}${relativeTime(moment)}`}
    </time>
  );
}
