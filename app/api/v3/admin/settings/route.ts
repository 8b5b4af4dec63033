import { route } from "@/lib/api/route";
import { listInstanceSettings } from "@/lib/moderation/instance-settings";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ caller }) => listInstanceSettings(await caller()));
