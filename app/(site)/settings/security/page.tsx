import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AddPasskeyForm } from "@/components/settings/add-passkey-form";
import { EndSessionButton } from "@/components/settings/end-session-button";
import { PasskeysTable } from "@/components/settings/passkeys-table";
import { ConfirmSecondFactorForm, SecondFactorControls } from "@/components/settings/second-factor-controls";
import { SessionsTable } from "@/components/settings/sessions-table";
import { SettingsSection } from "@/components/settings/settings-section";
import { SignInHistory } from "@/components/settings/sign-in-history";
import { TotpEnrolment } from "@/components/settings/totp-enrolment";
import { RelativeTime } from "@/components/ui/relative-time";
import { pageCaller } from "@/lib/auth/current-user";
import { listOwnSessions, listOwnSignIns } from "@/lib/auth/own-sessions";
import { listOwnPasskeys } from "@/lib/auth/passkeys/own-passkeys";
import { describeOwnSecondFactors } from "@/lib/auth/second-factor/own-second-factors";
import { hasRecentSecondFactor, RECENT_SECOND_FACTOR_MS } from "@/lib/auth/second-factor/recent";
import { SECOND_FACTOR_REQUIRED, secondFactorRequiredFor } from "@/lib/auth/second-factor/required";

export const metadata: Metadata = { title: "Security" };

export default async function SecuritySettingsPage() {
  const caller = await pageCaller();
  if (caller.kind !== "user" || caller.via !== "session") redirect("/login?next=/settings/security");
  const [sessions, signIns, secondFactors, passkeys] = await Promise.all([
    listOwnSessions(caller),
    listOwnSignIns(caller),
    describeOwnSecondFactors(caller.user.id),
    listOwnPasskeys(caller),
  ]);
  const provedAt = caller.session?.secondFactorAt;
  const recent = provedAt && hasRecentSecondFactor(caller.session) ? new Date(provedAt.getTime() + RECENT_SECOND_FACTOR_MS) : null;
  return (
    <>
      <SettingsSection
        id="second-factor-heading"
        title="Two-factor sign-in"
        description="With an authenticator app, signing in with your password also asks for the code the app shows."
      >
        {!caller.session?.hasSecondFactor && secondFactorRequiredFor(caller.user) ? (
          <p className="form-error" role="alert" data-testid="second-factor-required">
            {SECOND_FACTOR_REQUIRED}
          </p>
        ) : null}
        {secondFactors.totpSince ? (
          <>
            <p data-testid="totp-status">
              Authenticator app: <strong>on</strong>, set up <RelativeTime date={secondFactors.totpSince} />.{" "}
              <span data-testid="recovery-codes-left">{secondFactors.recoveryCodesLeft} of 10</span> recovery codes left.
            </p>
            {recent ? (
              <p className="muted" data-testid="second-factor-recent">
                Confirmed: sensitive changes ask for no code until this ends, <RelativeTime date={recent} />.
              </p>
            ) : (
              <>
                <p className="muted">
                  Creating an access token, renaming or deleting your account, signing other browsers out and the changes below first ask
                  you to confirm it is you.
                </p>
                <ConfirmSecondFactorForm />
              </>
            )}
            <SecondFactorControls />
          </>
        ) : (
          <TotpEnrolment />
        )}
      </SettingsSection>

      <SettingsSection
        id="passkeys-heading"
        title="Passkeys"
        description="A passkey signs you in without a password (your device checks it is you), or stands in for the authenticator code."
      >
        <PasskeysTable passkeys={passkeys} />
        <AddPasskeyForm />
      </SettingsSection>

      <SettingsSection
        id="sessions-heading"
        title="Where you are signed in"
        description="Every browser signed in to your account. Signing one out takes effect on its next request."
      >
        <SessionsTable sessions={sessions} />
        {sessions.length > 1 ? (
          <p>
            <EndSessionButton />
          </p>
        ) : null}
      </SettingsSection>

      <SettingsSection id="sign-ins-heading" title="Recent sign-ins" description="The last 20 sign-ins of your account, kept for 90 days.">
        <SignInHistory signIns={signIns} />
      </SettingsSection>
    </>
  );
}
