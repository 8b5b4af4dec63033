import { createAnnouncement } from "@/lib/announcements/mutations";
import { listAnnouncements } from "@/lib/announcements/queries";
import { announcementInputSchema } from "@/lib/announcements/schema";
import { created } from "@/lib/http/responses";
import { route } from "@/lib/api/route";

export const GET = route({}, () => listAnnouncements());

export const POST = route({ body: announcementInputSchema }, async ({ caller, body }) => {
  const announcement = await createAnnouncement(await caller(), body);
  return created(announcement, `/api/v3/announcements/${announcement.id}`);
});
