import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NewInvitation, RevokeInvitation } from "@/components/moderation/invitations-manager";
import { RelativeTime } from "@/components/ui/relative-time";
import { invitationState, listInvitations } from "@/lib/auth/registration";
import { instanceSettings } from "@/lib/instance-settings/resolver";
import { adminPageCaller, adminPageMetadata } from "@/lib/moderation/access";
import { orNotFound } from "@/lib/pastes/page";

export const generateMetadata = async (): Promise<Metadata> => adminPageMetadata((await getTranslations("admin.titles"))("invitations"));

/** /admin/invitations: the sign-up links of REGISTRATION=invite, made, used and revoked. */
export default async function InvitationsPage() {
  const invitations = await orNotFound(adminPageCaller().then(listInvitations));
  const mode = (await instanceSettings()).registration;
  return (
    <section className="moderation" aria-labelledby="invitations-title">
      <h1 id="invitations-title">Invitations</h1>
      <p className="muted">
        {mode === "invite"
          ? "Registration is by invitation: a new account needs one of these links."
          : `Registration is ${mode}: invitations matter only while it is by invitation (instance settings).`}
      </p>
      <NewInvitation />
      {invitations.length === 0 ? (
        <p className="empty-state">No invitations yet.</p>
      ) : (
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">Invitation</th>
              <th scope="col">Made</th>
              <th scope="col">Used</th>
              <th scope="col">Expires</th>
              <th scope="col">State</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {invitations.map((invitation) => (
              <tr key={invitation.id} data-testid="invitation-row">
                <td data-label="Invitation">{invitation.id}</td>
                <td data-label="Made">
                  <RelativeTime date={invitation.createdAt} />
                </td>
                <td data-label="Used">
                  {invitation.uses} of {invitation.maxUses}
                </td>
                <td data-label="Expires">{invitation.expiresAt ? <RelativeTime date={invitation.expiresAt} /> : "never"}</td>
                <td data-label="State">{invitationState(invitation)}</td>
                <td data-label="Decision">
                  {invitationState(invitation) === "Usable" ? <RevokeInvitation invitationId={invitation.id} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
