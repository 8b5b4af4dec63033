import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { latestAnnouncement } from "@/lib/announcements/queries";
import { bannerAnnouncement, DISMISSED_ANNOUNCEMENT_COOKIE } from "@/lib/announcements/banner";
import type { AnnouncementDto } from "@/lib/announcements/dto";
import { BannerFrame } from "./banner-frame";
import { AnnouncementMarkdown } from "./markdown";
import "./announcements.css";

/**
 * The latest announcement above every page, while it is less than 7 days old and this browser
 * has not dismissed it. Decided on the server (the dismissal is a cookie), so a dismissed
 * banner never flashes in.
 */
export async function AnnouncementBanner() {
  let latest: AnnouncementDto | null;
  try {
    latest = await latestAnnouncement();
  } catch {
    latest = null; // none published (or the database is busy): the page matters more
  }
  const dismissed = (await cookies()).get(DISMISSED_ANNOUNCEMENT_COOKIE)?.value;
  const shown = bannerAnnouncement(latest, dismissed, new Date());
  if (!shown) return null;
  const t = await getTranslations("site.announcement");
  return (
    <BannerFrame announcementId={shown.id} dismissLabel={t("dismiss")}>
      <p className="announcement-title" id="announcement-title">
        <span className="badge announcement-badge">{t("badge")}</span> <span translate="no">{shown.title}</span>
      </p>
      {/* An admin's own words: read in their direction, left as written by the page's translation. */}
      <div translate="no" dir="auto">
        <AnnouncementMarkdown content={shown.content} />
      </div>
    </BannerFrame>
  );
}
