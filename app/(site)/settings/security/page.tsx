import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { AddPasskeyForm } from "@/components/settings/add-passkey-form";
import { EndSessionButton } from "@/components/settings/end-session-button";
import { PasskeysTable } from "@/components/settings/passkeys-table";
import { ConfirmSecondFactorForm, SecondFactorControls } from "@/components/settings/second-factor-controls";
import { SessionsTable } from "@/components/settings/sessions-table";
import { SettingsSection } from "@/components/settings/settings-section";
import { SignInHistory } from "@/components/settings/sign-in-history";
import { TotpEnrolment } from "@/components/settings/totp-enrolment";
import { RelativeTime, TIME_SLOT } from "@/components/ui/relative-time";
import { pageCaller } from "@/lib/auth/current-user";
import { listOwnSessions, listOwnSignIns } from "@/lib/auth/own-sessions";
import { listOwnPasskeys } from "@/lib/auth/passkeys/own-passkeys";
import { RECOVERY_CODE_COUNT } from "@/lib/auth/second-factor/recovery-codes";
import { describeOwnSecondFactors } from "@/lib/auth/second-factor/own-second-factors";
import { hasRecentSecondFactor, RECENT_SECOND_FACTOR_MS } from "@/lib/auth/second-factor/recent";
import { secondFactorRequiredFor } from "@/lib/auth/second-factor/required";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.titles"))("security") };
}

export default function SecuritySettingsPage() {
  return (
    <ClientMessages
      pick={[
        "site.request",
        "account.passkey",
        "settings.common",
        "settings.passkeys",
        "settings.recoveryCodes",
        "settings.sessions",
        "settings.totp",
      ]}
    >
      <SecuritySettingsPageContent />
    </ClientMessages>
  );
}

async function SecuritySettingsPageContent() {
  const caller = await pageCaller();
  if (caller.kind !== "user" || caller.via !== "session") redirect("/login?next=/settings/security");
  const [sessions, signIns, secondFactors, passkeys, t, locale] = await Promise.all([
    listOwnSessions(caller),
    listOwnSignIns(caller),
    describeOwnSecondFactors(caller.user.id),
    listOwnPasskeys(caller),
    getTranslations("settings.security"),
    getLocale(),
  ]);
  const provedAt = caller.session?.secondFactorAt;
  const recent = provedAt && hasRecentSecondFactor(caller.session) ? new Date(provedAt.getTime() + RECENT_SECOND_FACTOR_MS) : null;
  return (
    <>
      <SettingsSection id="second-factor-heading" title={t("secondFactor")} description={t("secondFactorDescription")}>
        {!caller.session?.hasSecondFactor && secondFactorRequiredFor(caller.user) ? (
          <p className="form-error" role="alert" data-testid="second-factor-required">
            {t("required")}
          </p>
        ) : null}
        {secondFactors.totpSince ? (
          <>
            <p data-testid="totp-status">
              {t.rich("totpOn", {
                strong: (chunks) => <strong>{chunks}</strong>,
                time: () => <RelativeTime date={secondFactors.totpSince!} locale={locale} />,
              })}{" "}
              {t.rich("codesLeft", {
                left: secondFactors.recoveryCodesLeft,
                total: RECOVERY_CODE_COUNT,
                count: (chunks) => <span data-testid="recovery-codes-left">{chunks}</span>,
              })}
            </p>
            {recent ? (
              <p className="muted" data-testid="second-factor-recent">
                <RelativeTime date={recent} label={t("recent", { time: TIME_SLOT })} locale={locale} />
              </p>
            ) : (
              <>
                <p className="muted">{t("confirmFirst")}</p>
                <ConfirmSecondFactorForm />
              </>
            )}
            <SecondFactorControls />
          </>
        ) : (
          <TotpEnrolment />
        )}
      </SettingsSection>

      <SettingsSection id="passkeys-heading" title={t("passkeys")} description={t("passkeysDescription")}>
        <PasskeysTable passkeys={passkeys} />
        <AddPasskeyForm />
      </SettingsSection>

      <SettingsSection id="sessions-heading" title={t("sessions")} description={t("sessionsDescription")}>
        <SessionsTable sessions={sessions} />
        {sessions.length > 1 ? (
          <p>
            <EndSessionButton />
          </p>
        ) : null}
      </SettingsSection>

      <SettingsSection id="sign-ins-heading" title={t("signIns")} description={t("signInsDescription")}>
        <SignInHistory signIns={signIns} />
      </SettingsSection>
    </>
  );
}
