import { route } from "@/lib/api/route";
import { disableUserByName } from "@/lib/moderation/admin-users";
import { accountDecisionSchema, usernameParamsSchema } from "@/lib/moderation/schema";

export const dynamic = "force-dynamic";

export const POST = route({ params: usernameParamsSchema, body: accountDecisionSchema }, async ({ params, body, caller }) =>
  disableUserByName(await caller(), params.username, body.note),
);
