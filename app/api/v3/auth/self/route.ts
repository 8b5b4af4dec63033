import { requireUser } from "@/lib/auth/scopes";
import { route } from "@/lib/api/route";
import { getUserDto } from "@/lib/users/queries";

export const GET = route({}, async ({ caller }) => getUserDto(requireUser(await caller(), "user:access_tokens").id));
