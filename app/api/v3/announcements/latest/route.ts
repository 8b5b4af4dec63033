import { latestAnnouncement } from "@/lib/announcements/queries";
import { route } from "@/lib/api/route";

export const GET = route({}, () => latestAnnouncement());
