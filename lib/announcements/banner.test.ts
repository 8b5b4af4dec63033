import { describe, expect, it } from "vitest";
import { bannerAnnouncement, dismissalCookie, isAnnouncementCurrent } from "./banner";

const now = new Date("2026-11-21T10:00:00.000Z");
const announcement = (createdAt: string) => ({ id: "abcd1234", title: "Hello", content: "**hi**", createdAt });

describe("the announcement banner", () => {
  it("shows an announcement for 7 days and not a moment longer", () => {
    expect(isAnnouncementCurrent(announcement("2026-11-21T09:59:00.000Z"), now)).toBe(true);
    expect(isAnnouncementCurrent(announcement("2026-11-14T10:00:00.001Z"), now)).toBe(true);
    expect(isAnnouncementCurrent(announcement("2026-11-14T10:00:00.000Z"), now)).toBe(false);
    expect(isAnnouncementCurrent(announcement("2026-01-01T00:00:00.000Z"), now)).toBe(false);
  });

  it("counts one from a clock slightly ahead as new", () => {
    expect(isAnnouncementCurrent(announcement("2026-11-21T10:05:00.000Z"), now)).toBe(true);
  });

  it("leaves out the announcement this browser dismissed, but not a newer one", () => {
    const latest = announcement("2026-11-20T10:00:00.000Z");
    expect(bannerAnnouncement(latest, undefined, now)).toBe(latest);
    expect(bannerAnnouncement(latest, "abcd1234", now)).toBeNull();
    expect(bannerAnnouncement(latest, "other999", now)).toBe(latest);
    expect(bannerAnnouncement(null, undefined, now)).toBeNull();
  });

  it("remembers a dismissal in a site-wide cookie", () => {
    expect(dismissalCookie("abcd1234")).toBe("myst_dismissed_announcement=abcd1234; Path=/; Max-Age=604800; SameSite=Lax");
  });
});
