import type { AnnouncementDto } from "./dto";

// The banner rules (issue "Announcements"): the latest announcement shows on every page while
// it is younger than 7 days, unless this browser dismissed it. The dismissal is a cookie the
// browser sets, so the server leaves a dismissed banner out (no flash). This module has no
// server-only imports: the dismiss button uses it in the browser.

export const DISMISSED_ANNOUNCEMENT_COOKIE = "myst_dismissed_announcement";
export const ANNOUNCEMENT_BANNER_DAYS = 7;
const DAY_MS = 86_400_000;

/** Shown while younger than ANNOUNCEMENT_BANNER_DAYS (a clock skew into the future counts as new). */
export function isAnnouncementCurrent(announcement: Pick<AnnouncementDto, "createdAt">, now: Date): boolean {
  return now.getTime() - new Date(announcement.createdAt).getTime() < ANNOUNCEMENT_BANNER_DAYS * DAY_MS;
}

/** The announcement to show, given the latest one and the dismissed id from the cookie. */
export function bannerAnnouncement(latest: AnnouncementDto | null, dismissedId: string | undefined, now: Date): AnnouncementDto | null {
  if (!latest || !isAnnouncementCurrent(latest, now) || dismissedId === latest.id) return null;
  return latest;
}

/**
 * The Set-Cookie value (for document.cookie) remembering a dismissal. Only the latest
 * announcement is ever shown, so remembering one id is enough; it outlives the banner's 7 days.
 */
export function dismissalCookie(announcementId: string): string {
  return `${DISMISSED_ANNOUNCEMENT_COOKIE}=${encodeURIComponent(announcementId)}; Path=/; Max-Age=${
    ANNOUNCEMENT_BANNER_DAYS * 86_400
  }; SameSite=Lax`;
}
