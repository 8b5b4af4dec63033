import { route } from "@/lib/api/route";
import { usernameChangeSchema } from "@/lib/settings/schema";
import { renameUser } from "@/lib/users/rename";

export const PATCH = route({ body: usernameChangeSchema }, async ({ caller, body }) => renameUser(await caller(), body.username));
