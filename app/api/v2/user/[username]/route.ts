import { z } from "zod";
import { publicOrigin } from "@/lib/http/public-url";
import { route } from "@/lib/api/route";
import { getV2User } from "@/lib/legacy/users";

const params = z.object({ username: z.string().min(1) });

export const GET = route({ errors: "legacy", params }, async ({ request, params }) => getV2User(params.username, publicOrigin(request)));
