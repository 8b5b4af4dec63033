import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AnnouncementsAdmin } from "@/components/announcements/announcements-admin";
import { RelativeTime } from "@/components/ui/relative-time";
import { ANNOUNCEMENT_BANNER_DAYS, isAnnouncementCurrent } from "@/lib/announcements/banner";
import { listAnnouncements } from "@/lib/announcements/queries";
import { adminPageCaller, adminPageMetadata } from "@/lib/moderation/access";
import { orNotFound } from "@/lib/pastes/page";
import "@/components/announcements/announcements.css";
import "@/components/settings/settings.css";

export const generateMetadata = async (): Promise<Metadata> => adminPageMetadata((await getTranslations("admin.titles"))("announcements"));

/** /admin/announcements: the banner every page shows, published, edited and deleted here. */
export default async function AnnouncementsAdminPage() {
  await orNotFound(adminPageCaller());
  const now = new Date();
  const [announcements, t, titles, locale] = await Promise.all([
    listAnnouncements(),
    getTranslations("admin.announcementsPage"),
    getTranslations("admin.titles"),
    getLocale(),
  ]);
  return (
    <section className="moderation" aria-labelledby="announcements-title">
      <h1 id="announcements-title">{titles("announcements")}</h1>
      <p className="muted">{t("intro", { days: ANNOUNCEMENT_BANNER_DAYS })}</p>
      <AnnouncementsAdmin
        announcements={announcements.map((announcement, index) => ({
          ...announcement,
          // As the other admin pages say when: relative, in the reader's language, the exact time on hover.
          created: <RelativeTime date={announcement.createdAt} locale={locale} />,
          current: index === 0 && isAnnouncementCurrent(announcement, now),
        }))}
      />
    </section>
  );
}
