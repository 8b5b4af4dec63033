import { route } from "@/lib/api/route";
import { createInvitationInputSchema } from "@/lib/auth/invitation-schema";
import { createInvitation, invitationPath, listInvitations } from "@/lib/auth/registration";
import { created } from "@/lib/http/responses";
import { publicOrigin } from "@/lib/http/public-url";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ caller }) => listInvitations(await caller()));

export const POST = route({ body: createInvitationInputSchema }, async ({ body, request, caller }) => {
  const invitation = await createInvitation(await caller(), body);
  return created({ ...invitation, url: `${publicOrigin(request)}${invitationPath(invitation.code)}` }, "/api/v3/invitations");
});
