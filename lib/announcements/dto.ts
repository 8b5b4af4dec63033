import type { Announcement } from "../db/generated/client";

/** The Announcement of interface.md 2.13. */
export interface AnnouncementDto {
  id: string;
  createdAt: string;
  title: string;
  content: string;
}

export function toAnnouncementDto(announcement: Announcement): AnnouncementDto {
  return {
    id: announcement.id,
    createdAt: announcement.createdAt.toISOString(),
    title: announcement.title,
    content: announcement.content,
  };
}
