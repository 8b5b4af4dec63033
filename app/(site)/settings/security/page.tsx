import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { EndSessionButton } from "@/components/settings/end-session-button";
import { SessionsTable } from "@/components/settings/sessions-table";
import { SettingsSection } from "@/components/settings/settings-section";
import { SignInHistory } from "@/components/settings/sign-in-history";
import { pageCaller } from "@/lib/auth/current-user";
import { listOwnSessions, listOwnSignIns } from "@/lib/auth/own-sessions";

export const metadata: Metadata = { title: "Security" };

export default async function SecuritySettingsPage() {
  const caller = await pageCaller();
  if (caller.kind !== "user") redirect("/login?next=/settings/security");
  const [sessions, signIns] = await Promise.all([listOwnSessions(caller), listOwnSignIns(caller)]);
  return (
    <>
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
