import { z } from "zod";
import { route } from "@/lib/http/route";
import { renameUser } from "@/lib/users/rename";

const body = z.object({ username: z.string() });

export const PATCH = route({ body }, async ({ caller, body }) => renameUser(await caller(), body.username));
