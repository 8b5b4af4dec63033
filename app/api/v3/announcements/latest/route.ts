import { latestAnnouncement } from "@/lib/announcements/queries";
import { route } from "@/lib/http/route";

export const GET = route({}, () => latestAnnouncement());
