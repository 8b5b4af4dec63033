import { z } from "zod";
import { idPattern } from "../core/ids";

export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_CONTENT_MAX = 20_000;

const title = z.string().trim().min(1, "A title is required.").max(ANNOUNCEMENT_TITLE_MAX);
const content = z.string().trim().min(1, "Content is required.").max(ANNOUNCEMENT_CONTENT_MAX);

export const announcementInputSchema = z.strictObject({ title, content });
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/** An edit changes the fields it sends; at least one. */
export const announcementEditSchema = z
  .strictObject({ title: title.optional(), content: content.optional() })
  .refine((edit) => edit.title !== undefined || edit.content !== undefined, "Send a title, content or both.");
export type AnnouncementEdit = z.infer<typeof announcementEditSchema>;

export const announcementParamsSchema = z.object({ id: z.string() });

/** The Announcement of interface.md 2.13, as answered and published in the OpenAPI document. */
export const announcementSchema = z.object({ id: z.string(), createdAt: z.iso.datetime(), title: z.string(), content: z.string() });
export type AnnouncementDto = z.infer<typeof announcementSchema>;

/** Ids that cannot exist answer 404 like missing ones, without a query. */
export function isAnnouncementId(id: string): boolean {
  return idPattern.test(id);
}
