import { route } from "@/lib/api/route";
import { invitationParamsSchema } from "@/lib/auth/invitation-schema";
import { revokeInvitation } from "@/lib/auth/registration";
import { noContent } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const DELETE = route({ params: invitationParamsSchema }, async ({ params, caller }) => {
  await revokeInvitation(await caller(), params.id);
  return noContent();
});
