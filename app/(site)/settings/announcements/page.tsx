import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { AnnouncementsAdmin } from "@/components/announcements/announcements-admin";
import { exactTime } from "@/components/ui/relative-time";
import { isAnnouncementCurrent } from "@/lib/announcements/banner";
import { listAnnouncements } from "@/lib/announcements/queries";
import { currentUser } from "@/lib/auth/current-user";
import "@/components/announcements/announcements.css";

/** Only admins learn the page exists: everyone else gets the site's not-found page, title included. */
export async function generateMetadata(): Promise<Metadata> {
  const user = await currentUser();
  if (user && !user.isAdmin) notFound();
  return { title: "Announcements" };
}

export default async function AnnouncementsSettingsPage() {
  const user = await currentUser();
  if (!user) redirect("/login?next=/settings/announcements");
  if (!user.isAdmin) notFound();
  const now = new Date();
  const announcements = await listAnnouncements();
  return (
    <AnnouncementsAdmin
      announcements={announcements.map((announcement, index) => ({
        ...announcement,
        createdLabel: exactTime(new Date(announcement.createdAt)),
        current: index === 0 && isAnnouncementCurrent(announcement, now),
      }))}
    />
  );
}
