import { route } from "@/lib/api/route";
import { setAdminRightByName } from "@/lib/moderation/admin-users";
import { accountDecisionSchema, usernameParamsSchema } from "@/lib/moderation/schema";

export const dynamic = "force-dynamic";

/** Grants the admin right. */
export const POST = route({ params: usernameParamsSchema, body: accountDecisionSchema }, async ({ params, body, caller }) =>
  setAdminRightByName(await caller(), params.username, true, body.note),
);

/** Removes it (never from the last admin: 409). */
export const DELETE = route({ params: usernameParamsSchema, body: accountDecisionSchema }, async ({ params, body, caller }) =>
  setAdminRightByName(await caller(), params.username, false, body.note),
);
