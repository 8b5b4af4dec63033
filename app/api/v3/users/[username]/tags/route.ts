import { z } from "zod";
import { route } from "@/lib/api/route";
import { listOwnTags } from "@/lib/users/queries";

const params = z.object({ username: z.string().min(1) });

export const GET = route({ params }, async ({ caller, params }) => listOwnTags(await caller(), params.username));
