// Which announcement the banner shows; shared by the server banner and its dismiss button.

export const DISMISSED_ANNOUNCEMENT_COOKIE = "myst_dismissed_announcement";
export const ANNOUNCEMENT_BANNER_DAYS = 7;

/** Shown while younger than ANNOUNCEMENT_BANNER_DAYS. */
export function isAnnouncementCurrent(announcement: { createdAt: string }, now: Date): boolean {
  const age = now.getTime() - new Date(announcement.createdAt).getTime();
  return age < ANNOUNCEMENT_BANNER_DAYS * 86_400_000;
}

/** The cookie remembering a dismissal: only the latest one matters, so one value is enough. */
export function dismissalCookie(announcementId: string): string {
  const maxAge = ANNOUNCEMENT_BANNER_DAYS * 86_400;
  return `${DISMISSED_ANNOUNCEMENT_COOKIE}=${encodeURIComponent(announcementId)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}
