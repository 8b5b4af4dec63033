import { route } from "@/lib/api/route";
import { getInstanceStats } from "@/lib/moderation/instance-stats";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ caller }) => getInstanceStats(await caller()));
