import { deleteAnnouncement, editAnnouncement } from "@/lib/announcements/mutations";
import { announcementEditSchema, announcementParamsSchema } from "@/lib/announcements/schema";
import { noContent } from "@/lib/http/responses";
import { route } from "@/lib/api/route";

export const PATCH = route({ params: announcementParamsSchema, body: announcementEditSchema }, async ({ caller, params, body }) =>
  editAnnouncement(await caller(), params.id, body),
);

export const DELETE = route({ params: announcementParamsSchema }, async ({ caller, params }) => {
  await deleteAnnouncement(await caller(), params.id);
  return noContent();
});
