import type { Announcement } from "../db/generated/client";
import type { AnnouncementDto } from "./schema";

export type { AnnouncementDto } from "./schema";

// Built field by field; its type is the schema the OpenAPI document publishes (schema.ts).
export function toAnnouncementDto(announcement: Announcement): AnnouncementDto {
  return {
    id: announcement.id,
    createdAt: announcement.createdAt.toISOString(),
    title: announcement.title,
    content: announcement.content,
  };
}
