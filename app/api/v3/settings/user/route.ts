import { route } from "@/lib/api/route";
import { userSettingsSchema } from "@/lib/settings/schema";
import { readUserSettings, updateUserSettings } from "@/lib/settings/user-settings";

export const GET = route({}, async ({ caller }) => readUserSettings(await caller()));

export const PATCH = route({ body: userSettingsSchema }, async ({ caller, body }) => updateUserSettings(await caller(), body));
