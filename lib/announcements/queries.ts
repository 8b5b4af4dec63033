import { db } from "../db/client";
import { notFound } from "../core/errors";
import { type AnnouncementDto, toAnnouncementDto } from "./dto";

const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

export async function listAnnouncements(): Promise<AnnouncementDto[]> {
  const rows = await db().announcement.findMany({ orderBy: newestFirst });
  return rows.map(toAnnouncementDto);
}

export async function latestAnnouncement(): Promise<AnnouncementDto> {
  const latest = await db().announcement.findFirst({ orderBy: newestFirst });
  if (!latest) throw notFound("There are no announcements.");
  return toAnnouncementDto(latest);
}
