import { route } from "@/lib/api/route";
import { noContent } from "@/lib/http/responses";
import { deleteUserByName } from "@/lib/moderation/admin-users";
import { accountDecisionSchema, usernameParamsSchema } from "@/lib/moderation/schema";

export const dynamic = "force-dynamic";

/** Deletes the account and everything of it (as DELETE /api/v3/users/:username does), with a note for the audit log. */
export const DELETE = route({ params: usernameParamsSchema, body: accountDecisionSchema }, async ({ params, body, caller }) => {
  await deleteUserByName(await caller(), params.username, body.note);
  return noContent();
});
