import { cookies } from "next/headers";
import { latestAnnouncement } from "@/lib/announcements/queries";
import type { AnnouncementDto } from "@/lib/announcements/dto";
import { DISMISSED_ANNOUNCEMENT_COOKIE, isAnnouncementCurrent } from "./banner-rules";
import { BannerFrame } from "./banner-frame";
import { AnnouncementMarkdown } from "./markdown";
import "./announcements.css";

/**
 * The latest announcement above every page, while it is less than 7 days old and this browser
 * has not dismissed it. Decided on the server (the dismissal is a cookie), so a dismissed
 * banner never flashes in.
 */
export async function AnnouncementBanner() {
  let latest: AnnouncementDto;
  try {
    latest = await latestAnnouncement();
  } catch {
    return null; // none published (or the database is busy): the page matters more
  }
  const dismissed = (await cookies()).get(DISMISSED_ANNOUNCEMENT_COOKIE)?.value;
  if (!isAnnouncementCurrent(latest, new Date()) || dismissed === latest.id) return null;
  return (
    <BannerFrame announcementId={latest.id}>
      <p className="announcement-title" id="announcement-title">
        <span className="badge announcement-badge">Announcement</span> {latest.title}
      </p>
      <AnnouncementMarkdown content={latest.content} />
    </BannerFrame>
  );
}
