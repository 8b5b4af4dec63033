import { route } from "@/lib/api/route";
import { enableUserByName } from "@/lib/moderation/admin-users";
import { accountDecisionSchema, usernameParamsSchema } from "@/lib/moderation/schema";

export const dynamic = "force-dynamic";

export const POST = route({ params: usernameParamsSchema, body: accountDecisionSchema }, async ({ params, body, caller }) =>
  enableUserByName(await caller(), params.username, body.note),
);
