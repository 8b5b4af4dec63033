import { exactTime, labelledTime, relativeTime } from "./relative-time-text";

export { exactTime, relativeTime, TIME_SLOT } from "./relative-time-text";

/**
 * A time as relative text ("created 3 hours ago") with the exact time on hover and in the
 * machine-readable attribute. Rendered on the server, so a page kept by the response cache says
 * what was true when it was rendered: RelativeTimesRefresher brings the text up to date in the
 * browser (after hydration, so there is no mismatch to chase).
 *
 * A translated page gives `label`, its message with TIME_SLOT where the time goes ("{time}に作成"),
 * and `locale`, the reader's; a page not yet translated gives an English `prefix`, and its times
 * stay English with it.
 */
export function RelativeTime({ date, prefix, label, locale }: { date: Date | string; prefix?: string; label?: string; locale?: string }) {
  const moment = typeof date === "string" ? new Date(date) : date;
  const text = label ?? prefix ?? "";
  // One text node, which the refresher updates in place.
  return (
    <time dateTime={moment.toISOString()} title={exactTime(moment)} data-relative={text} data-locale={locale}>
      {labelledTime(text, relativeTime(moment, new Date(), locale))}
    </time>
  );
}
