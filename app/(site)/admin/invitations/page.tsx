import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { NewInvitation, RevokeInvitation } from "@/components/moderation/invitations-manager";
import { RelativeTime } from "@/components/ui/relative-time";
import { invitationState, listInvitations } from "@/lib/auth/registration";
import { instanceSettings } from "@/lib/instance-settings/resolver";
import { adminPageCaller, adminPageMetadata } from "@/lib/moderation/access";
import { orNotFound } from "@/lib/pastes/page";

export const generateMetadata = async (): Promise<Metadata> => adminPageMetadata((await getTranslations("admin.titles"))("invitations"));

/** The catalogue's key of each state lib/auth/registration.ts gives an invitation. */
const STATE_KEYS = { Usable: "usable", Revoked: "revoked", "Used up": "usedUp", Expired: "expired" } as const;

/** /admin/invitations: the sign-up links of REGISTRATION=invite, made, used and revoked. */
export default async function InvitationsPage() {
  const [invitations, { registration: mode }, t, titles, common, locale] = await Promise.all([
    orNotFound(adminPageCaller().then(listInvitations)),
    instanceSettings(),
    getTranslations("admin.invitationsPage"),
    getTranslations("admin.titles"),
    getTranslations("admin.common"),
    getLocale(),
  ]);
  return (
    <section className="moderation" aria-labelledby="invitations-title">
      <h1 id="invitations-title">{titles("invitations")}</h1>
      <p className="muted">
        {mode === "invite" ? t("byInvitation") : t.rich("notByInvitation", { mode, code: (chunks) => <code>{chunks}</code> })}
      </p>
      <NewInvitation />
      {invitations.length === 0 ? (
        <p className="empty-state">{t("empty")}</p>
      ) : (
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">{t("invitation")}</th>
              <th scope="col">{t("made")}</th>
              <th scope="col">{t("used")}</th>
              <th scope="col">{t("expires")}</th>
              <th scope="col">{common("columns.state")}</th>
              <th scope="col">{common("columns.decision")}</th>
            </tr>
          </thead>
          <tbody>
            {invitations.map((invitation) => {
              const state = invitationState(invitation);
              return (
                <tr key={invitation.id} data-testid="invitation-row">
                  <td data-label={t("invitation")} translate="no">
                    {invitation.id}
                  </td>
                  <td data-label={t("made")}>
                    <RelativeTime date={invitation.createdAt} locale={locale} />
                  </td>
                  <td data-label={t("used")}>{t("usedOf", { uses: invitation.uses, max: invitation.maxUses })}</td>
                  <td data-label={t("expires")}>
                    {invitation.expiresAt ? <RelativeTime date={invitation.expiresAt} locale={locale} /> : t("never")}
                  </td>
                  <td data-label={common("columns.state")}>{t(`states.${STATE_KEYS[state]}`)}</td>
                  <td data-label={common("columns.decision")}>
                    {state === "Usable" ? <RevokeInvitation invitationId={invitation.id} /> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
