"use client";

import { useEffect } from "react";
import { labelledTime, relativeTime } from "./relative-time-text";

const EVERY_MINUTE_MS = 60_000;

/**
 * Keeps every RelativeTime on the page true: at once (a page from the response cache may have
 * been rendered an hour ago) and every minute after. Each one's text node is updated in place,
 * so React's own node stays the one it renders into.
 */
export function RelativeTimesRefresher() {
  useEffect(() => {
    const refresh = () => {
      const now = new Date();
      for (const time of document.querySelectorAll<HTMLTimeElement>("time[data-relative]")) {
        const text = time.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE || !time.dateTime) continue;
        const wanted = labelledTime(time.dataset.relative ?? "", relativeTime(new Date(time.dateTime), now, time.dataset.locale));
        if (text.nodeValue !== wanted) text.nodeValue = wanted;
      }
    };
    refresh();
    const timer = setInterval(refresh, EVERY_MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return null;
}
