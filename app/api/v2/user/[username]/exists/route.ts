import { z } from "zod";
import { route } from "@/lib/api/route";
import { v2UserExists } from "@/lib/legacy/users";

const params = z.object({ username: z.string().min(1) });

export const GET = route({ errors: "legacy", params }, async ({ params }) => v2UserExists(params.username));
